import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { groupDescription, groupNames, updateGroupMembers } from '../../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized lists render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openGroups(path = '/identity/groups') {
  const view = renderApp(path, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: 'Groups' });
  return view;
}

const listedGroups = () =>
  within(screen.getByRole('list', { name: 'Groups' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('Group list', () => {
  it('lists every group, linking to its page', async () => {
    await openGroups();

    expect(listedGroups()).toEqual(['auditors', 'contractors', 'photo-team']);
    expect(screen.getByRole('link', { name: 'auditors' })).toHaveAttribute(
      'href',
      '/identity/groups/auditors',
    );
    expect(screen.getByText('3 groups')).toBeInTheDocument();
  });

  it('keeps the filter in the URL', async () => {
    const { user, router } = await openGroups();

    await user.type(screen.getByLabelText('Filter groups'), 'TEAM');

    expect(listedGroups()).toEqual(['photo-team']);
    expect(router.state.location.search).toEqual({ filter: 'TEAM' });
    expect(screen.getByText('1 of 3 groups')).toBeInTheDocument();
  });

  it('says when no group matches, and clears the filter on request', async () => {
    const { user } = await openGroups('/identity/groups?filter=nothing');

    expect(screen.getByText('No group matches')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));

    expect(listedGroups()).toHaveLength(3);
  });

  it('without groups invites to create one', async () => {
    for (const name of groupNames()) {
      const { members } = groupDescription(name);
      if (members.length > 0) updateGroupMembers(name, members, true);
      updateGroupMembers(name, [], true);
    }
    await openGroups();

    expect(screen.getByText('No groups yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Create Group' })).toHaveLength(2);
  });

  it('creates a group with members picked from the users, then opens it', async () => {
    const { user, pathname } = await openGroups();

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'editors');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'alice' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'bob' }));
    expect(within(dialog).getByText('2 of 6 users chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(pathname()).toBe('/identity/groups/editors'));
    expect(await screen.findByRole('link', { name: 'alice' })).toBeInTheDocument();
    expect(groupDescription('editors').members).toEqual(['alice', 'bob']);
  });

  it.each([
    ['', 'Enter the group name'],
    ['a,b', 'The group name cannot contain ","'],
    ['x'.repeat(257), 'The group name has at most 256 characters'],
  ])('refuses the group name %j: %s', async (name, problem) => {
    const { user } = await openGroups();

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Group' });
    if (name) await user.type(within(dialog).getByLabelText('Group name'), name);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(within(dialog).getByText(problem)).toBeInTheDocument();
  });

  it("shows the server's refusal of a name in use", async () => {
    const { user } = await openGroups();

    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Group' });
    await user.type(within(dialog).getByLabelText('Group name'), 'auditors');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error group name already in use');
  });
});

describe('What the session may do on the group list', () => {
  it.each([
    ['list only', ['admin:ListGroups'], { create: false, list: true, members: false }],
    [
      'list and add',
      ['admin:ListGroups', 'admin:AddUserToGroup'],
      { create: true, list: true, members: false },
    ],
    [
      'list, add and list users',
      ['admin:ListGroups', 'admin:AddUserToGroup', 'admin:ListUsers'],
      { create: true, list: true, members: true },
    ],
    ['add only', ['admin:AddUserToGroup'], { create: true, list: false, members: false }],
  ])('%s', async (_, actions, expected) => {
    sessionGranting(actions);
    const { user } = await openGroups();

    const create = screen.queryByRole('button', { name: 'Create Group' });
    let members = false;
    if (create) {
      await user.click(create);
      members = within(screen.getByRole('dialog')).queryByRole('group', { name: 'Members' }) !== null;
    }
    expect({
      create: create !== null,
      list: screen.queryByLabelText('Filter groups') !== null,
      members,
    }).toEqual(expected);
  });
});
