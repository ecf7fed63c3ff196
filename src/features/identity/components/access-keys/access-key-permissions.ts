import type { SessionResponse } from '@/contract/session';
import { GLOBAL_RESOURCE, hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';
import type { AccessKeyOwner } from '../../api/access-keys';

export interface AccessKeyActions {
  create: boolean;
  edit: boolean;
  delete: boolean;
}

/**
 * What the session may do with the owner's access keys. MinIO lets every user create, read and delete their
 * own keys unless a policy explicitly denies it (which the session's grants cannot tell: MinIO's refusal shows
 * then), but editing even one's own key takes admin:UpdateServiceAccount. Another user's keys take the admin
 * actions; editing one also reads it.
 */
export function accessKeyActions(session: SessionResponse, owner: AccessKeyOwner): AccessKeyActions {
  const may = (...scopes: string[]) =>
    hasPermission(session.permissions, GLOBAL_RESOURCE, scopes, { matchAll: true });
  if (owner.kind === 'self') return { create: true, edit: may(ADMIN.UpdateServiceAccount), delete: true };
  return {
    create: may(ADMIN.CreateServiceAccount),
    edit: may(ADMIN.UpdateServiceAccount, ADMIN.ListServiceAccounts),
    delete: may(ADMIN.RemoveServiceAccount),
  };
}
