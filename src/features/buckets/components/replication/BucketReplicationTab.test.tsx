import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { MOCK_REMOTE } from '../../../../../mocks/bucket-config-seed';
import { ROOT_USER } from '../../../../../mocks/model';

type User = ReturnType<typeof renderApp>['user'];

async function openReplication(bucketName: string) {
  const app = renderApp(`/buckets/${bucketName}/admin/replication`, { as: ROOT_USER });
  await screen.findByRole('heading', { name: 'Replication' });
  return app;
}

const VALID_RULE: Record<string, string> = {
  'Target URL': `https://${MOCK_REMOTE.host}`,
  'Access key': MOCK_REMOTE.accessKey,
  'Secret key': MOCK_REMOTE.secretKey,
  'Target bucket': 'backups-dr',
};

/** Opens Add rule and types a valid rule, with some fields changed. */
async function fillAddRule(user: User, changes: Record<string, string> = {}) {
  await user.click(screen.getByRole('button', { name: 'Add Replication Rule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add replication rule' });
  for (const [label, value] of Object.entries({ ...VALID_RULE, ...changes })) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  return dialog;
}

const rulesTable = () => screen.getByRole('table', { name: 'Replication rules' });

function firstRuleRow(): HTMLElement {
  const row = within(rulesTable()).getAllByRole('row')[1];
  if (!row) throw new Error('No rule is listed');
  return row;
}

describe('bucket replication tab', () => {
  it('lists the rules with their priority, status and destination', async () => {
    await openReplication('photos');

    const row = firstRuleRow();
    expect(row).toHaveTextContent('1');
    expect(row).toHaveTextContent('Enabled');
    expect(await within(row).findByText(`https://${MOCK_REMOTE.host}/photos-replica`)).toBeInTheDocument();
  });

  it.each([
    [
      'Target URL',
      MOCK_REMOTE.host,
      'The target URL must start with http:// or https:// followed by the host',
    ],
    ['Access key', 'ab', 'The access key has at least 3 characters'],
    ['Secret key', 'short', 'The secret key has at least 8 characters'],
    ['Target bucket', '', 'Name the target bucket'],
    ['Priority', 'first', 'The priority is a whole number'],
    ['Bandwidth limit', 'fast', 'Enter the bandwidth as a number, e.g. 100'],
    ['Tags', 'team', 'Write tags as key=value pairs joined by &, e.g. team=media&tier=gold'],
  ])('refuses a rule whose %s is %j, saying why next to it', async (label, value, message) => {
    const { user } = await openReplication('backups');
    const dialog = await fillAddRule(user, { [label]: value });

    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    const field = within(dialog).getByLabelText(label);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(message);
    expect(screen.getByText('No replication rules')).toBeInTheDocument();
  });

  it('adds a target and a rule to it, and lists the rule', async () => {
    const { user } = await openReplication('backups');
    const dialog = await fillAddRule(user, { Prefix: 'daily/' });

    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

    expect(await screen.findByRole('table', { name: 'Replication rules' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = firstRuleRow();
    expect(row).toHaveTextContent('daily/');
    expect(await within(row).findByText(`https://${MOCK_REMOTE.host}/backups-dr`)).toBeInTheDocument();
  });

  it.each([
    ['wrong keys', 'backups', { 'Secret key': 'not-the-secret' }, /Remote service connection error/],
    ['an unversioned bucket', 'public-assets', {}, /The replication source does not have versioning enabled/],
  ])(
    'with %s shows MinIO’s refusal, keeps the form and adds nothing',
    async (_case, bucketName, changes, message) => {
      const { user } = await openReplication(bucketName);
      const dialog = await fillAddRule(user, changes);

      await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      expect(within(dialog).getByLabelText('Access key')).toHaveValue(MOCK_REMOTE.accessKey);
      expect(within(dialog).getByLabelText('Target bucket')).toHaveValue('backups-dr');
      expect(screen.getByText('No replication rules')).toBeInTheDocument();
    },
  );

  it('edits a rule', async () => {
    const { user } = await openReplication('photos');

    await user.click(screen.getByRole('button', { name: /^Edit rule/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit replication rule' });
    await user.click(await within(dialog).findByLabelText('Enabled'));
    await user.type(within(dialog).getByLabelText('Prefix'), 'raw/');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const row = firstRuleRow();
    expect(await within(row).findByText('Disabled')).toBeInTheDocument();
    expect(row).toHaveTextContent('raw/');
  });

  it.each([
    ['one rule', /^Delete rule/, 'Delete'],
    ['all rules', 'Delete All Rules', 'Delete all'],
  ])('deletes %s once confirmed', async (_case, button, confirm) => {
    const { user } = await openReplication('photos');

    await user.click(screen.getByRole('button', { name: button }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: confirm }));

    expect(await screen.findByText('No replication rules')).toBeInTheDocument();
  });

  it('deletes the selected rules', async () => {
    const { user } = await openReplication('photos');

    await user.click(screen.getByRole('checkbox', { name: /^Select rule/ }));
    await user.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No replication rules')).toBeInTheDocument();
  });
});
