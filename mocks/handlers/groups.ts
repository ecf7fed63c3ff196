import * as groups from '../../src/contract/groups';
import {
  byName,
  groupDescription,
  groupNames,
  IamRefusal,
  type MockGroup,
  setGroupStatus,
  updateGroupMembers,
} from '../iam-model';
import { iamMock, requireAdmin } from './iam-mock';

/** A group as the console answers it: MinIO's comma-separated policy names. */
const groupAnswer = (group: MockGroup): groups.Group => ({
  name: group.name,
  status: group.status,
  members: [...group.members],
  policy: group.policies.join(','),
});

/** Makes the group's members exactly `wanted`: one call adding the new ones, one removing the others. */
function setMembers(name: string, wanted: readonly string[]): void {
  const current = groupDescription(name).members;
  const added = wanted.filter((member) => !current.includes(member));
  const removed = current.filter((member) => !wanted.includes(member));
  if (added.length > 0) updateGroupMembers(name, added, false);
  if (removed.length > 0) updateGroupMembers(name, removed, true);
}

export const groupsHandlers = [
  iamMock(groups.listGroups, ({ session }) => {
    requireAdmin(session.user, 'admin:ListGroups');
    const names = groupNames().sort(byName);
    return { groups: names, total: names.length };
  }),

  iamMock(groups.addGroup, ({ session, body }) => {
    requireAdmin(session.user, 'admin:AddUserToGroup');
    if (groupNames().includes(body.group)) throw new IamRefusal(400, groups.GROUP_MESSAGES.taken);
    updateGroupMembers(body.group, body.members, false);
  }),

  iamMock(groups.groupInfo, ({ session, params }) => {
    requireAdmin(session.user, 'admin:GetGroup');
    return groupAnswer(groupDescription(params.name));
  }),

  iamMock(groups.updateGroup, ({ session, params, body }) => {
    requireAdmin(session.user, 'admin:AddUserToGroup');
    setMembers(params.name, body.members);
    setGroupStatus(params.name, body.status);
    return groupAnswer(groupDescription(params.name));
  }),

  iamMock(groups.removeGroup, ({ session, params }) => {
    requireAdmin(session.user, 'admin:RemoveUserFromGroup');
    updateGroupMembers(params.name, [], true);
  }),
];
