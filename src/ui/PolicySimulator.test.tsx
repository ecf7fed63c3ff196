import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NamedPolicyDocument } from '@/contract/policy-evaluation';
import { PolicySimulator } from './PolicySimulator';

const READ_PHOTOS = {
  Version: '2012-10-17',
  Statement: [
    { Sid: 'List', Effect: 'Allow', Action: ['s3:ListBucket'], Resource: ['arn:aws:s3:::photos'] },
    { Sid: 'Read', Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] },
  ],
};
const NO_PRIVATE = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Deny', Action: ['s3:*'], Resource: ['arn:aws:s3:::photos/private/*'] }],
};
const DOCS_ONLY = {
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Action: ['s3:ListBucket'],
      Resource: ['arn:aws:s3:::photos'],
      Condition: { StringLike: { 's3:prefix': ['docs/*'] } },
    },
  ],
};

const POLICIES: NamedPolicyDocument[] = [
  { name: 'read-photos', policy: READ_PHOTOS },
  // As the API answers it: the document as JSON text.
  { name: 'no-private', policy: JSON.stringify(NO_PRIVATE) },
];

/** The action offers suggestions (a combobox); the resource is plain text. */
const fieldNamed = (label: 'Action' | 'Resource') =>
  screen.getByRole(label === 'Action' ? 'combobox' : 'textbox', { name: label });

function renderSimulator(policies: readonly NamedPolicyDocument[] = POLICIES) {
  const user = userEvent.setup();
  render(<PolicySimulator policies={policies} title="Simulate a request" />);
  const form = screen.getByRole('form', { name: 'Simulate a request' });
  const fill = async (label: 'Action' | 'Resource', text: string) => {
    const field = fieldNamed(label);
    await user.clear(field);
    if (text) await user.type(field, text);
  };
  return { user, form, fill };
}

describe('PolicySimulator', () => {
  it.each([
    [
      's3:GetObject',
      'photos/2024/a.jpg',
      'Allow',
      'Allowed by statement 2 (Sid "Read") of policy "read-photos".',
    ],
    [
      's3:GetObject',
      'photos/private/a.jpg',
      'Deny',
      'Denied explicitly by statement 1 of policy "no-private"; a Deny wins over every Allow.',
    ],
    ['s3:PutObject', 'photos/a.jpg', 'Deny', 'No statement allows this request.'],
    ['s3:ListBucket', 'photos', 'Allow', 'Allowed by statement 1 (Sid "List") of policy "read-photos".'],
  ])('answers %s on %s with %s, and says why', async (action, resource, decision, reason) => {
    const { user, fill } = renderSimulator();
    await fill('Action', action);
    await fill('Resource', resource);
    await user.click(screen.getByRole('button', { name: 'Simulate' }));

    const result = screen.getByRole('status');
    expect(within(result).getByText(decision)).toBeInTheDocument();
    expect(within(result).getByText(reason)).toBeInTheDocument();
  });

  it('shows the deciding statement as written', async () => {
    const { user, fill } = renderSimulator();
    await fill('Resource', 'photos/private/a.jpg');
    await user.click(screen.getByRole('button', { name: 'Simulate' }));

    const statement = screen.getByRole('figure', { name: 'Deciding statement' });
    expect(JSON.parse(statement.querySelector('pre')?.textContent ?? '')).toEqual(NO_PRIVATE.Statement[0]);
  });

  it('offers the known actions while taking any text', async () => {
    renderSimulator();
    const action = fieldNamed('Action');
    const suggestions = document.getElementById(action.getAttribute('list') ?? '');
    const offered = [...(suggestions?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(offered).toContain('s3:PutBucketTagging');
    expect(offered).toContain('admin:ServerInfo');
  });

  it.each([
    [[{ key: 's3:prefix', value: 'docs/2024/' }], 'Allow'],
    [[{ key: 's3:prefix', value: 'logs/' }], 'Deny'],
    [[], 'Deny'],
  ])('takes condition values %j into account: %s', async (rows, decision) => {
    const { user, fill } = renderSimulator([{ name: 'docs-only', policy: DOCS_ONLY }]);
    await fill('Action', 's3:ListBucket');
    await fill('Resource', 'photos');
    for (const [index, row] of rows.entries()) {
      await user.click(screen.getByRole('button', { name: 'Add condition' }));
      const fields = within(screen.getByRole('group', { name: `Condition ${index + 1}` }));
      await user.type(fields.getByRole('combobox', { name: 'Condition key' }), row.key);
      await user.type(fields.getByRole('textbox', { name: 'Value' }), row.value);
    }
    await user.click(screen.getByRole('button', { name: 'Simulate' }));

    expect(within(screen.getByRole('status')).getByText(decision)).toBeInTheDocument();
  });

  it('removes a condition row', async () => {
    const { user } = renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    await user.click(screen.getByRole('button', { name: 'Remove condition 1' }));
    expect(screen.queryByRole('group', { name: 'Condition 1' })).not.toBeInTheDocument();
  });

  it.each([
    ['Action', 's3:Get*', /without wildcards/],
    ['Action', '', /Enter an action/],
    ['Resource', 'Photos/a.jpg', /lowercase letters/],
  ] as const)('refuses %s %j, simulating nothing', async (label, text, problem) => {
    const { user, fill } = renderSimulator();
    await fill(label, text);
    await user.click(screen.getByRole('button', { name: 'Simulate' }));

    const field = fieldNamed(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(problem);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses an unknown condition key', async () => {
    const { user } = renderSimulator();
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    const key = screen.getByRole('combobox', { name: 'Condition key' });
    await user.type(key, 's3:prefixes');
    expect(key).toHaveAccessibleDescription('MinIO has no condition key "s3:prefixes"');
  });

  it('cannot decide for a policy MinIO would refuse, and says what is wrong', async () => {
    const broken = {
      Version: '2012-10-17',
      Statement: [
        { Effect: 'Allow', Action: 's3:*', Resource: '*', Condition: { ArnLike: { 'aws:SourceArn': 'x' } } },
      ],
    };
    const { user } = renderSimulator([{ name: 'broken', policy: broken }]);
    await user.click(screen.getByRole('button', { name: 'Simulate' }));

    const result = screen.getByRole('status');
    expect(within(result).getByText('Cannot decide')).toBeInTheDocument();
    expect(
      within(result).getByText(/Policy "broken", statement 1: MinIO has no condition operator "ArnLike"/),
    ).toBeInTheDocument();
  });

  it('says so when no policy applies', async () => {
    const { user } = renderSimulator([]);
    await user.click(screen.getByRole('button', { name: 'Simulate' }));
    expect(
      within(screen.getByRole('status')).getByText('No policy applies, so nothing is allowed.'),
    ).toBeInTheDocument();
  });

  it('is used with the keyboard alone', async () => {
    const { user } = renderSimulator();
    await user.tab();
    expect(fieldNamed('Action')).toHaveFocus();
    await user.tab();
    await user.keyboard('photos/a.jpg');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Simulate' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('status')).getByText('Allow')).toBeInTheDocument();
  });
});
