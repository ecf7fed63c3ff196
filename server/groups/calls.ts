import {
  type AddGroupRequest,
  GROUP_MESSAGES,
  type Group,
  type ListGroupsResponse,
  type UpdateGroupRequest,
} from '../../src/contract/groups.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient, GroupDescription } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import { missingFrom, namingUsers } from '../users/calls.ts';

const groupOf = (name: string, description: GroupDescription): Group => ({
  name,
  status: description.status,
  members: description.members ?? [],
  policy: description.policy ?? '',
});

async function groupExists(admin: AdminClient, name: string): Promise<boolean> {
  try {
    await admin.getGroupDescription(name);
    return true;
  } catch (error) {
    if (error instanceof MinioApiError && error.code === 'XMinioAdminNoSuchGroup') return false;
    throw error;
  }
}

export async function listGroups(admin: AdminClient): Promise<ListGroupsResponse> {
  const groups = (await admin.listGroups()).sort();
  return { groups, total: groups.length };
}

/** POST /groups: refused for a name in use, since MinIO would add the members to that group. */
export async function addGroup(admin: AdminClient, { group, members }: AddGroupRequest): Promise<void> {
  if (await groupExists(admin, group)) throw new ConsoleError(400, GROUP_MESSAGES.taken);
  await namingUsers(admin.updateGroupMembers({ group, members: [...new Set(members)], isRemove: false }));
}

export async function groupInfo(admin: AdminClient, name: string): Promise<Group> {
  return groupOf(name, await admin.getGroupDescription(name));
}

/** PUT /group/{name}: the complete member list (one change adding, one removing), then the status. */
export async function updateGroup(
  admin: AdminClient,
  name: string,
  { members, status }: UpdateGroupRequest,
): Promise<Group> {
  const current = await admin.getGroupDescription(name);
  const currentMembers = current.members ?? [];
  const joining = missingFrom(currentMembers, members);
  const leaving = missingFrom(members, currentMembers);
  if (joining.length > 0)
    await namingUsers(admin.updateGroupMembers({ group: name, members: joining, isRemove: false }));
  if (leaving.length > 0) await admin.updateGroupMembers({ group: name, members: leaving, isRemove: true });
  if (status !== current.status) await admin.setGroupStatus(name, status);
  return groupInfo(admin, name);
}

/** DELETE /group/{name}: MinIO deletes an empty group, and refuses one with members. */
export function removeGroup(admin: AdminClient, name: string): Promise<void> {
  return admin.updateGroupMembers({ group: name, members: [], isRemove: true });
}
