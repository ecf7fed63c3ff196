import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Which group controls the session is offered. */
export function groupControls(session: SessionResponse) {
  const may = grantsAnyOf(session);
  const listUsers = may(ADMIN.ListUsers);
  return {
    list: may(ADMIN.ListGroups),
    create: may(ADMIN.AddUserToGroup),
    /** Members are picked from the users, for a new group too. */
    editMembers: listUsers && may(ADMIN.AddUserToGroup),
    removeMembers: may(ADMIN.RemoveUserFromGroup),
    /** MinIO deletes a group as it removes members: the last one, or none. */
    delete: may(ADMIN.RemoveUserFromGroup),
    enable: may(ADMIN.EnableGroup),
    disable: may(ADMIN.DisableGroup),
    attachPolicies: may(ADMIN.ListUserPolicies) && may(ADMIN.AttachUserOrGroupPolicy),
  };
}

export type GroupControls = ReturnType<typeof groupControls>;
