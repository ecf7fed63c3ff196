import type { SessionResponse } from '@/contract/session';
import { grantsAnyOf } from '@/lib/permissions/has-permission';
import { ADMIN } from '@/lib/permissions/scopes';

/** Which tier controls the session is offered. */
export function tierControls(session: SessionResponse) {
  const may = grantsAnyOf(session);
  return { list: may(ADMIN.ListTier), change: may(ADMIN.SetTier) };
}
