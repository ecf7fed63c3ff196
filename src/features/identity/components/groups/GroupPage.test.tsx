import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { sessionGranting } from '@/test/session-granting';
import { groupDescription, groupNames, groupsOf } from '../../../../../mocks/iam-model';
import { ROOT_USER } from '../../../../../mocks/model';

beforeEach(() => {
  // jsdom lays nothing out: give scroll areas a height, so the virtualized lists render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

async function openGroup(name: string) {
  const view = renderApp(`/identity/groups/${encodeURIComponent(name)}`, { as: ROOT_USER });
  await screen.findByRole('heading', { level: 1, name: `Group ${name}` });
  await screen.findByRole('tablist', { name: 'Group details' });
  return view;
}

const listed = (label: string) =>
  within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => within(item).queryByRole('link')?.textContent ?? item.textContent);

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Group page', () => {
  it('shows its status, how many members and policies it has, and its members with links', async () => {
    await openGroup('auditors');

    expect([fact('Status'), fact('Members'), fact('Policies')]).toEqual(['Enabled', '2 users', '2 policies']);
    expect(listed('Members')).toEqual(['carol', 'dave']);
    expect(screen.getByRole('link', { name: 'carol' })).toHaveAttribute('href', '/identity/users/carol');
  });

  it('lists its policies, which MinIO names comma-separated, sorted', async () => {
    const { user } = await openGroup('auditors');

    await user.click(screen.getByRole('tab', { name: 'Policies' }));

    expect(listed('Policies')).toEqual(['diagnostics', 'readonly']);
  });

  it("simulates requests against the group's policies", async () => {
    const { user } = await openGroup('auditors');

    await user.click(screen.getByRole('tab', { name: 'Policy simulator' }));

    const simulator = screen.getByRole('region', { name: 'Policy simulator' });
    expect(
      await within(simulator).findByText(/^Policies in force for the group auditors:/),
    ).toBeInTheDocument();
  });

  it('removes a member after a confirmation', async () => {
    const { user } = await openGroup('auditors');

    await user.click(screen.getByRole('button', { name: 'Remove dave from the group' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Remove dave from auditors?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(listed('Members')).toEqual(['carol']));
    expect(groupsOf('dave')).toEqual([]);
  });

  it('adds and removes members in one picker', async () => {
    const { user } = await openGroup('auditors');

    await user.click(screen.getByRole('button', { name: 'Edit members' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit members' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'dave' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'alice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(listed('Members')).toEqual(['alice', 'carol']));
    expect(groupDescription('auditors').members.sort()).toEqual(['alice', 'carol']);
  });

  it('changes its policies in place', async () => {
    const { user } = await openGroup('photo-team');
    await user.click(screen.getByRole('tab', { name: 'Policies' }));

    await user.click(screen.getByRole('button', { name: 'Edit policies' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit policies' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'readonly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(listed('Policies')).toEqual(['photos-editors', 'readonly']));
    expect(groupDescription('photo-team').policies).toEqual(['photos-editors', 'readonly']);
  });

  it.each([
    ['auditors', 'Disable group', 'disabled', 'Enable group'],
    ['contractors', 'Enable group', 'enabled', 'Disable group'],
  ] as const)('%s: %s', async (name, action, status, next) => {
    const { user } = await openGroup(name);

    await user.click(screen.getByRole('button', { name: action }));

    expect(await screen.findByRole('button', { name: next })).toBeInTheDocument();
    expect(groupDescription(name).status).toBe(status);
  });

  it('deletes an empty group after a confirmation, then shows the list', async () => {
    const { user, pathname } = await openGroup('contractors');

    await user.click(screen.getByRole('button', { name: 'Delete group contractors' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete group contractors?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(pathname()).toBe('/identity/groups'));
    expect(await screen.findByRole('link', { name: 'auditors' })).toBeInTheDocument();
    expect(groupNames()).not.toContain('contractors');
  });

  it('deletes a group with members only once told how many are removed first', async () => {
    const { user, pathname } = await openGroup('photo-team');

    await user.click(screen.getByRole('button', { name: 'Delete group photo-team' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete group photo-team?' });
    expect(dialog).toHaveTextContent('photo-team still has 2 users');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 2 users and delete' }));

    await waitFor(() => expect(pathname()).toBe('/identity/groups'));
    expect(await screen.findByRole('link', { name: 'auditors' })).toBeInTheDocument();
    expect(groupNames()).not.toContain('photo-team');
    expect(groupsOf('bob')).toEqual([]);
  });

  it('says when the group does not exist, with the way back', async () => {
    const { user, pathname } = renderApp('/identity/groups/nothing', { as: ROOT_USER });

    expect(await screen.findByRole('heading', { name: 'Group not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to all groups' }));

    await waitFor(() => expect(pathname()).toBe('/identity/groups'));
    expect(await screen.findByRole('link', { name: 'auditors' })).toBeInTheDocument();
  });
});

describe('What the session may do on the group page', () => {
  it('a session that may only read groups sees no control that changes one', async () => {
    sessionGranting(['admin:ListGroups', 'admin:GetGroup']);
    const { user } = await openGroup('auditors');

    for (const name of [
      'Disable group',
      'Delete group auditors',
      'Edit members',
      'Remove carol from the group',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Policies' }));
    expect(screen.queryByRole('button', { name: 'Edit policies' })).not.toBeInTheDocument();
  });

  it.each([
    ['admin:DisableGroup', 'Disable group'],
    ['admin:RemoveUserFromGroup', 'Delete group auditors'],
    ['admin:RemoveUserFromGroup', 'Remove carol from the group'],
  ])('%s offers %s', async (action, control) => {
    sessionGranting(['admin:GetGroup', action]);
    await openGroup('auditors');

    expect(screen.getByRole('button', { name: control })).toBeInTheDocument();
  });

  it.each([
    [['admin:AddUserToGroup'], false],
    [['admin:AddUserToGroup', 'admin:ListUsers'], true],
  ])('%j offers editing members: %s', async (actions, offered) => {
    sessionGranting(['admin:GetGroup', ...actions]);
    await openGroup('auditors');

    expect(screen.queryByRole('button', { name: 'Edit members' }) !== null).toBe(offered);
  });

  it.each([
    [['admin:AttachUserOrGroupPolicy'], false],
    [['admin:AttachUserOrGroupPolicy', 'admin:ListUserPolicies'], true],
  ])('%j offers editing policies: %s', async (actions, offered) => {
    sessionGranting(['admin:GetGroup', ...actions]);
    const { user } = await openGroup('auditors');
    await user.click(screen.getByRole('tab', { name: 'Policies' }));

    expect(screen.queryByRole('button', { name: 'Edit policies' }) !== null).toBe(offered);
  });
});
