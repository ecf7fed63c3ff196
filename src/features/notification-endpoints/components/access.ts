import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Which notification endpoint controls the session is offered. */
export function notificationEndpointControls(session: SessionResponse) {
  const may = grantsAnyOf(session);
  return { list: may(ADMIN.ServerInfo), change: may(ADMIN.ConfigUpdate) };
}
