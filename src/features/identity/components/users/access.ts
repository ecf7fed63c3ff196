import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Which user controls the session is offered. */
export function userControls(session: SessionResponse) {
  const may = grantsAnyOf(session);
  const listGroups = may(ADMIN.ListGroups);
  const listPolicies = may(ADMIN.ListUserPolicies);
  return {
    list: may(ADMIN.ListUsers),
    create: may(ADMIN.CreateUser),
    /** Setting a user's secret key is adding the user again, with the new key. */
    setPassword: may(ADMIN.CreateUser),
    delete: may(ADMIN.DeleteUser),
    enable: may(ADMIN.EnableUser),
    disable: may(ADMIN.DisableUser),
    addToGroups: listGroups && may(ADMIN.AddUserToGroup),
    editGroups: listGroups && may(ADMIN.AddUserToGroup, ADMIN.RemoveUserFromGroup),
    attachPolicies: listPolicies && may(ADMIN.AttachUserOrGroupPolicy),
    accessKeys: may(
      ADMIN.ListServiceAccounts,
      ADMIN.CreateServiceAccount,
      ADMIN.UpdateServiceAccount,
      ADMIN.RemoveServiceAccount,
    ),
  };
}

export type UserControls = ReturnType<typeof userControls>;
