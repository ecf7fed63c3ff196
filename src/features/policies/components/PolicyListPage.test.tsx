import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addPolicy as addPolicyEndpoint } from '@/contract/policies';
import { ADMIN } from '@/lib/permissions/scopes';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { mock } from '../../../../mocks/handlers/mock';
import { apiError } from '../../../../mocks/handlers/respond';
import { allPolicies, MINIO_IAM_MESSAGES, policyDocument } from '../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

const SEEDED = [
  'backups-writer',
  'consoleAdmin',
  'diagnostics',
  'photos-editors',
  'readonly',
  'readwrite',
  'writeonly',
];

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized rows render.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openPolicies(path = '/access/policies') {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Policies' });
  return view;
}

const policyExists = (name: string) => allPolicies().some(([stored]) => stored === name);

const listed = () =>
  within(screen.getByRole('list', { name: 'Policies' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Policy list', () => {
  it('lists every policy by name, each a link to its page', async () => {
    await openPolicies();

    await waitFor(() => expect(listed()).toEqual(SEEDED));
    expect(screen.getByRole('link', { name: 'photos-editors' })).toHaveAttribute(
      'href',
      '/access/policies/photos-editors',
    );
    expect(screen.getByText('7 policies')).toBeInTheDocument();
  });

  it('keeps the filter in the URL and says how many match', async () => {
    const { user, router } = await openPolicies();
    await waitFor(() => expect(listed()).toHaveLength(7));

    await user.type(screen.getByLabelText('Filter policies'), 'READ');

    expect(listed()).toEqual(['readonly', 'readwrite']);
    expect(router.state.location.search).toEqual({ filter: 'READ' });
    expect(screen.getByText('2 of 7 policies')).toBeInTheDocument();
  });

  it('says when no policy matches, and clears the filter on request', async () => {
    const { user } = await openPolicies('/access/policies?filter=nothing');

    expect(await screen.findByText('No policy matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));

    expect(listed()).toHaveLength(7);
  });

  it('tells a session that may create policies but not list them', async () => {
    sessionGranting([ADMIN.CreatePolicy]);
    await openPolicies();

    expect(screen.getByText('You may create policies, not list them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create policy' })).toBeInTheDocument();
  });

  it('offers neither create nor delete to a session that may only list', async () => {
    sessionGranting([ADMIN.ListUserPolicies]);
    await openPolicies();
    const list = within(await screen.findByRole('list', { name: 'Policies' }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(7));

    expect(screen.queryByRole('button', { name: 'Create policy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete policy/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'readonly' })).not.toBeInTheDocument();
  });
});

describe('Create policy', () => {
  const DOCUMENT = {
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:ListBucket'], Resource: ['arn:aws:s3:::photos'] }],
  };

  async function openCreate() {
    const view = await openPolicies();
    await waitFor(() => expect(listed()).toHaveLength(7));
    await view.user.click(screen.getByRole('button', { name: 'Create policy' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create policy' }));
    return { ...view, dialog };
  }

  async function fillIn(view: Awaited<ReturnType<typeof openCreate>>, name: string, document: string) {
    if (name) await view.user.type(view.dialog.getByLabelText('Name'), name);
    const editor = view.dialog.getByLabelText('Policy document');
    await view.user.clear(editor);
    await view.user.click(editor);
    await view.user.paste(document);
    await view.user.click(view.dialog.getByRole('button', { name: 'Create' }));
  }

  it('creates the policy and opens its page', async () => {
    const view = await openCreate();
    await fillIn(view, 'photos-listers', JSON.stringify(DOCUMENT));

    await waitFor(() => expect(view.pathname()).toBe('/access/policies/photos-listers'));
    expect(await screen.findByText('Policy photos-listers created')).toBeInTheDocument();
    expect(policyDocument('photos-listers')).toEqual(DOCUMENT);
  });

  it.each([
    ['no name', '', JSON.stringify(DOCUMENT), 'Enter the policy name'],
    ['a name with a comma', 'a,b', JSON.stringify(DOCUMENT), 'The policy name cannot contain ","'],
    [
      'the name of a policy that exists',
      'readonly',
      JSON.stringify(DOCUMENT),
      'A policy with this name exists: open it to change it',
    ],
    [
      'a document with errors',
      'broken',
      '{"Version": "2012-10-17", "Statement": [',
      'Correct the errors in the policy first',
    ],
  ])('refuses %s before sending anything', async (_, name, document, problem) => {
    const view = await openCreate();
    await fillIn(view, name, document);

    expect(view.dialog.getByText(problem)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(policyDocument('readonly')).not.toEqual(DOCUMENT);
  });

  it("shows MinIO's refusal in the dialog, keeping the document", async () => {
    server.use(mock(addPolicyEndpoint, () => apiError(400, MINIO_IAM_MESSAGES.invalidArguments)));
    const view = await openCreate();
    await fillIn(view, 'photos-listers', JSON.stringify(DOCUMENT));

    expect(await view.dialog.findByRole('alert')).toHaveTextContent(MINIO_IAM_MESSAGES.invalidArguments);
    expect(view.dialog.getByLabelText('Policy document')).toHaveValue(JSON.stringify(DOCUMENT));
    expect(policyExists('photos-listers')).toBe(false);
  });
});

describe('Delete policy', () => {
  async function confirmDelete(name: string) {
    const view = await openPolicies();
    await view.user.click(await screen.findByRole('button', { name: `Delete policy ${name}` }));
    const dialog = within(screen.getByRole('dialog', { name: `Delete policy ${name}?` }));
    await view.user.click(dialog.getByRole('button', { name: 'Delete' }));
    return { ...view, dialog };
  }

  it('deletes a policy no one holds, once confirmed', async () => {
    await confirmDelete('writeonly');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listed()).not.toContain('writeonly');
    expect(policyExists('writeonly')).toBe(false);
  });

  it("shows MinIO's refusal of a policy still attached", async () => {
    const { dialog } = await confirmDelete('readonly');

    expect(await dialog.findByRole('alert')).toHaveTextContent(MINIO_IAM_MESSAGES.policyInUse);
    expect(policyExists('readonly')).toBe(true);
  });
});
