import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listUsers } from '@/contract/users';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { mock } from '../../../../../mocks/handlers/mock';
import { apiError } from '../../../../../mocks/handlers/respond';
import {
  accessKeysOf,
  addUser,
  allUsers,
  groupsOf,
  removeUser,
  userExists,
} from '../../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../../mocks/model';
import { server } from '../../../../../mocks/node';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized lists render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openUsers(path = '/identity/users') {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  return view;
}

const table = () => screen.getByRole('table', { name: 'Users' });
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const listedNames = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('User list', () => {
  it('shows each user with its status, groups and policies', async () => {
    await openUsers();

    expect(listedNames()).toEqual(['alice', 'backup-bot', 'bob', 'carol', 'dave', 'readonly']);
    const carol = within(rowOf('carol'));
    expect(carol.getByText('Enabled')).toBeInTheDocument();
    expect(carol.getByText('auditors, photo-team')).toBeInTheDocument();
    expect(carol.getByText('diagnostics')).toBeInTheDocument();
    expect(within(rowOf('dave')).getByText('Disabled')).toBeInTheDocument();
    expect(within(rowOf('alice')).getByRole('link', { name: 'alice' })).toHaveAttribute(
      'href',
      '/identity/users/alice',
    );
    expect(screen.getByText('6 users')).toBeInTheDocument();
  });

  it('keeps the filter in the URL and says how many match', async () => {
    const { user, router } = await openUsers();

    await user.type(screen.getByLabelText('Filter users'), 'AL');

    expect(listedNames()).toEqual(['alice']);
    expect(router.state.location.search).toEqual({ filter: 'AL' });
    expect(screen.getByText('1 of 6 users')).toBeInTheDocument();
  });

  it('says when no user matches, and clears the filter on request', async () => {
    const { user } = await openUsers('/identity/users?filter=nobody');

    expect(screen.getByText('No user matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));

    expect(listedNames()).toHaveLength(6);
  });

  it('without users invites to create one', async () => {
    for (const { accessKey } of allUsers()) removeUser(accessKey);
    await openUsers();

    expect(screen.getByText('No users yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create User' })).toHaveLength(2);
  });

  it('shows why the list could not be read, and reads it again on request', async () => {
    server.use(mock(listUsers, () => apiError(403, 'Access Denied.')));
    const { user } = renderApp('/identity/users', { as: ROOT_USER });

    expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied.');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('rowheader', { name: 'alice' })).toBeInTheDocument();
  });

  it('renders only the rows in view of 10,000 users', async () => {
    for (let index = 0; index < 10_000; index++) addUser(`user-${String(index).padStart(5, '0')}`);
    await openUsers();

    expect(screen.getByText('10,006 users')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '10007');
    expect(listedNames().length).toBeGreaterThan(5);
    expect(listedNames().length).toBeLessThan(40);
  });
});

describe('Creating a user', () => {
  it('creates it with a generated secret key, groups and policies picked from the real lists', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    await user.type(within(dialog).getByLabelText('Access key'), 'erin');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    const secret = within(dialog).getByLabelText('Secret key');
    expect(secret).toHaveAttribute('type', 'text');
    expect((secret as HTMLInputElement).value).toMatch(/^[A-Za-z0-9]{32}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Show secret key' }));
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'photo-team' }));
    await user.click(await within(dialog).findByRole('checkbox', { name: 'readwrite' }));
    expect(within(dialog).getByText('1 of 3 groups chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('User erin created')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'erin' })).toBeInTheDocument();
    expect(within(rowOf('erin')).getByText('photo-team')).toBeInTheDocument();
    expect(within(rowOf('erin')).getByText('readwrite')).toBeInTheDocument();
  });

  it('filters the names to pick from', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    await user.type(await within(dialog).findByLabelText('Filter policies'), 'only');

    const policies = within(dialog).getByRole('list', { name: 'Policies' });
    expect(
      within(policies)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['readonly', 'writeonly']);
  });

  it.each([
    ['a', 'long-enough-secret', 'The access key has at least 3 characters'],
    ['has space', 'long-enough-secret', 'The access key has no spaces or special characters'],
    ['erin', 'short', 'The secret key has at least 8 characters'],
    ['erin', 'x'.repeat(41), 'The secret key has at most 40 characters'],
  ])('refuses access key %j with secret %j: %s', async (accessKey, secretKey, problem) => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    await user.type(within(dialog).getByLabelText('Access key'), accessKey);
    await user.type(within(dialog).getByLabelText('Secret key'), secretKey);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByText(problem)).toBeInTheDocument();
    expect(userExists(accessKey)).toBe(false);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Create User' }));
    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    await user.type(within(dialog).getByLabelText('Access key'), 'alice');
    await user.type(within(dialog).getByLabelText('Secret key'), 'long-enough-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The access key is already in use');
    expect(within(dialog).getByLabelText('Access key')).toHaveValue('alice');
  });
});

describe('Acting on several users', () => {
  it('adds the selected users to groups', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected users' });
    expect(within(bar).getByText('2 users selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Add to groups' }));
    const dialog = screen.getByRole('dialog', { name: 'Add users to groups' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'auditors' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('2 users added to 1 group')).toBeInTheDocument();
    expect(groupsOf('alice')).toEqual(['auditors']);
    expect(groupsOf('bob')).toEqual(['auditors', 'photo-team']);
    await waitFor(() => expect(within(rowOf('alice')).getByText('auditors')).toBeInTheDocument());
  });

  it('asks for a group before adding', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
    await user.click(screen.getByRole('button', { name: 'Add to groups' }));
    const dialog = screen.getByRole('dialog', { name: 'Add users to groups' });
    await within(dialog).findByRole('checkbox', { name: 'auditors' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(within(dialog).getByText('Choose at least one group')).toBeInTheDocument();
  });

  it('selects every listed user at once, and only those the filter shows', async () => {
    const { user } = await openUsers('/identity/users?filter=a');

    await user.click(screen.getByRole('checkbox', { name: 'Select every listed user' }));

    expect(screen.getByText('5 users selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selected users' })).not.toBeInTheDocument();
  });

  it('deletes the selected users after warning of their access keys', async () => {
    const { user } = await openUsers();
    expect(accessKeysOf('alice')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Select alice' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected users' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 users?' });
    expect(within(dialog).getByText(/alice, bob are deleted for good/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('note')).toHaveTextContent('alice: 1 access key');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 users deleted')).toBeInTheDocument();
    expect(listedNames()).toEqual(['backup-bot', 'carol', 'dave', 'readonly']);
    expect([userExists('alice'), userExists('bob')]).toEqual([false, false]);
    expect(screen.queryByRole('toolbar', { name: 'Selected users' })).not.toBeInTheDocument();
  });

  it('has no warning for users without access keys', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('checkbox', { name: 'Select bob' }));
    await user.click(screen.getByRole('button', { name: 'Delete user bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete user bob?' });

    await waitFor(() => expect(within(dialog).queryByRole('status')).not.toBeInTheDocument());
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(userExists('bob')).toBe(true);
  });
});

describe('What the session may do', () => {
  const controls = () => ({
    create: screen.queryByRole('button', { name: 'Create User' }) !== null,
    select: screen.queryByRole('checkbox', { name: 'Select alice' }) !== null,
  });

  it.each([
    ['list only', ['admin:ListUsers'], { create: false, select: false }],
    ['list and delete', ['admin:ListUsers', 'admin:DeleteUser'], { create: false, select: true }],
    [
      'list and add to groups',
      ['admin:ListUsers', 'admin:AddUserToGroup', 'admin:ListGroups'],
      { create: false, select: true },
    ],
    [
      'list and add to groups, without listing groups',
      ['admin:ListUsers', 'admin:AddUserToGroup'],
      { create: false, select: false },
    ],
    ['list and create', ['admin:ListUsers', 'admin:CreateUser'], { create: true, select: false }],
  ])('%s', async (_, actions, expected) => {
    sessionGranting(actions);
    await openUsers();
    await screen.findByRole('rowheader', { name: 'alice' });

    expect(controls()).toEqual(expected);
  });

  it('a session that may only create users is told it cannot list them', async () => {
    sessionGranting(['admin:CreateUser']);
    await openUsers();

    expect(screen.getByText('You may create users, but not list them.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create User' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a session that may list users but not pick groups or policies creates users with keys only', async () => {
    sessionGranting(['admin:ListUsers', 'admin:CreateUser']);
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const dialog = screen.getByRole('dialog', { name: 'Create User' });
    expect(within(dialog).getByLabelText('Access key')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Groups' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Policies' })).not.toBeInTheDocument();
  });
});
