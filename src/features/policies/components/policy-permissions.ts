import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { canOpenRoute } from '@/lib/permissions/routes';
import { ADMIN } from '@/lib/permissions/scopes';

/** What the session may do on the policy pages (reference §7.8: view, create, delete and list policies). */
export function policyActions(session: SessionResponse) {
  const mayAny = grantsAnyOf(session);
  const view = mayAny(ADMIN.GetPolicy);
  return {
    list: mayAny(ADMIN.ListUserPolicies),
    open: canOpenRoute(session, '/access/policies/$'),
    /** Creating a policy and replacing its document are one operation. */
    save: mayAny(ADMIN.CreatePolicy),
    view,
    delete: mayAny(ADMIN.DeletePolicy),
    /** Who holds a policy: MinIO reads the policy, then its mappings, which any of these lists grants. */
    holders: view && mayAny(ADMIN.ListUserPolicies, ADMIN.ListUsers, ADMIN.ListGroups),
  };
}

export type PolicyActions = ReturnType<typeof policyActions>;
