import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Which site replication controls the session is offered (MinIO's actions for each call). */
export function siteReplicationControls(session: SessionResponse) {
  const may = grantsAnyOf(session);
  return {
    view: may(ADMIN.SiteReplicationInfo),
    /** Joining sites and changing an endpoint are one action to MinIO. */
    add: may(ADMIN.SiteReplicationAdd),
    edit: may(ADMIN.SiteReplicationAdd),
    remove: may(ADMIN.SiteReplicationRemove),
  };
}
