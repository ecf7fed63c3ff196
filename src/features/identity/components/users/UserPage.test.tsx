import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo, removeUser, USER_MESSAGES } from '@/contract/users';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { mock } from '../../../../../mocks/handlers/mock';
import { apiError } from '../../../../../mocks/handlers/respond';
import { groupsOf, userExists, userInfo } from '../../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized lists render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openUser(name: string) {
  const view = renderApp(`/identity/users/${encodeURIComponent(name)}`, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: `User ${name}` });
  await screen.findByRole('tablist', { name: 'User details' });
  return view;
}

const listed = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('User page', () => {
  it("shows the user's status, whether a policy reaches it, and its groups with links", async () => {
    await openUser('carol');

    expect(screen.getByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('Yes, its own or through a group')).toBeInTheDocument();
    expect(listed('Groups')).toEqual(['auditors', 'photo-team']);
    expect(screen.getByRole('link', { name: 'auditors' })).toHaveAttribute(
      'href',
      '/identity/groups/auditors',
    );
  });

  it("lists the user's own policies with links to them", async () => {
    const { user } = await openUser('carol');

    await user.click(screen.getByRole('tab', { name: 'Policies' }));

    expect(listed('Policies')).toEqual(['diagnostics']);
    expect(screen.getByRole('link', { name: 'diagnostics' })).toHaveAttribute(
      'href',
      '/access/policies/diagnostics',
    );
  });

  it('shows the merged policy of the user and its groups, read-only', async () => {
    const { user } = await openUser('bob');

    await user.click(screen.getByRole('tab', { name: 'Effective policy' }));

    const document = await screen.findByRole('figure', { name: "Its own and its groups' policies, merged" });
    expect(document).toHaveTextContent('"arn:aws:s3:::photos/*"');
    expect(within(document).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("lists the user's access keys", async () => {
    const { user } = await openUser('alice');

    await user.click(screen.getByRole('tab', { name: 'Access Keys' }));

    expect(await screen.findByText('ALICELAPTOP4R8D2HZ1V')).toBeInTheDocument();
  });

  it('simulates requests against the policies in force for the user', async () => {
    const { user } = await openUser('carol');

    await user.click(screen.getByRole('tab', { name: 'Policy simulator' }));

    const simulator = screen.getByRole('region', { name: 'Policy simulator' });
    expect(await within(simulator).findByText(/^Policies in force for the user carol:/)).toBeInTheDocument();
  });

  it('says when no policy reaches the user', async () => {
    const { user } = await openUser('dave');
    await user.click(screen.getByRole('button', { name: 'Edit groups' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit groups' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'auditors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(await screen.findByText(/^None: it may do nothing/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Effective policy' }));
    expect(await screen.findByText('No policy in force')).toBeInTheDocument();
  });

  it('changes its groups in place', async () => {
    const { user } = await openUser('bob');

    await user.click(screen.getByRole('button', { name: 'Edit groups' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit groups' });
    expect(await within(dialog).findByRole('checkbox', { name: 'photo-team' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'photo-team' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'contractors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(listed('Groups')).toEqual(['contractors']));
    expect(groupsOf('bob')).toEqual(['contractors']);
  });

  it('changes its policies in place', async () => {
    const { user } = await openUser('bob');
    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.getByText('No policy of its own')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit policies' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit policies' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'readwrite' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(listed('Policies')).toEqual(['readwrite']));
    expect(userInfo('bob').policies).toEqual(['readwrite']);
  });

  it.each([
    ['alice', 'Disable user', 'disabled', 'Enable user'],
    ['dave', 'Enable user', 'enabled', 'Disable user'],
  ] as const)('%s: %s', async (name, action, status, next) => {
    const { user } = await openUser(name);

    await user.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByRole('button', { name: next })).toBeInTheDocument();
    expect(userInfo(name).status).toBe(status);
  });

  it("sets the user's secret key, refusing one too short", async () => {
    const { user } = await openUser('alice');

    await user.click(screen.getByRole('button', { name: 'Set password' }));
    const dialog = screen.getByRole('dialog', { name: 'Set the secret key of alice' });
    await user.type(within(dialog).getByLabelText('New secret key'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The secret key has at least 8 characters')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('New secret key'));
    await user.type(within(dialog).getByLabelText('New secret key'), 'alice-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The secret key of alice is changed')).toBeInTheDocument();
  });

  it('deletes the user after warning of its access keys, then shows the list', async () => {
    const { user, pathname } = await openUser('alice');

    await user.click(screen.getByRole('button', { name: 'Delete user alice' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user alice?' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent('alice: 1 access key');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(pathname()).toBe('/identity/users'));
    expect(await screen.findByRole('rowheader', { name: 'bob' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'alice' })).not.toBeInTheDocument();
    expect(userExists('alice')).toBe(false);
  });

  it("shows MinIO's refusal to delete, and stays on the page", async () => {
    server.use(mock(removeUser, () => apiError(403, USER_MESSAGES.deleteSelf)));
    const { user, pathname } = await openUser('alice');

    await user.click(screen.getByRole('button', { name: 'Delete user alice' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user alice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not deleted:alice: You cannot delete the user you are logged in as',
    );
    expect(pathname()).toBe('/identity/users/alice');
  });

  it('shows why the user could not be read, and reads it again on request', async () => {
    server.use(mock(getUserInfo, () => apiError(403, 'Access Denied.')));
    const { user } = renderApp('/identity/users/alice', { as: ROOT_USER });

    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('tablist', { name: 'User details' })).toBeInTheDocument();
  });

  it('says when the user does not exist, with the way back', async () => {
    const { user, pathname } = renderApp('/identity/users/nobody', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'User not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to all users' }));

    await waitFor(() => expect(pathname()).toBe('/identity/users'));
    expect(await screen.findByRole('rowheader', { name: 'alice' })).toBeInTheDocument();
  });
});

describe('What the session may do on the user page', () => {
  const WRITE_CONTROLS = ['Disable user', 'Set password', 'Delete user alice', 'Edit groups'];

  it('a session that may only read users sees no control that changes one', async () => {
    sessionGranting(['admin:ListUsers', 'admin:GetUser']);
    const { user } = await openUser('alice');

    for (const name of WRITE_CONTROLS) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.queryByRole('button', { name: 'Edit policies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Access Keys' })).not.toBeInTheDocument();
  });

  it.each([
    ['admin:DisableUser', 'Disable user'],
    ['admin:CreateUser', 'Set password'],
    ['admin:DeleteUser', 'Delete user alice'],
  ])('%s offers %s', async (action, control) => {
    sessionGranting(['admin:GetUser', action]);
    await openUser('alice');

    expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
  });

  it.each([
    [['admin:AddUserToGroup'], false],
    [['admin:AddUserToGroup', 'admin:ListGroups'], true],
    [['admin:RemoveUserFromGroup', 'admin:ListGroups'], true],
  ])('%j offers editing groups: %s', async (actions, offered) => {
    sessionGranting(['admin:GetUser', ...actions]);
    await openUser('alice');

    expect(screen.queryByRole('button', { name: 'Edit groups' }) !== null).toBe(offered);
  });

  it('links to groups and policies only where the session may open them', async () => {
    sessionGranting(['admin:GetUser']);
    const { user } = await openUser('carol');

    expect(screen.queryByRole('link', { name: 'auditors' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.queryByRole('link', { name: 'diagnostics' })).not.toBeInTheDocument();
  });
});
