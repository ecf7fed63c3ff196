import { FEATURE, type SessionResponse } from '@/contract/session';
import { canOpenRoute, isHiddenByFeature } from './routes';

/**
 * With the directory-service (LDAP) identity provider, users and groups (and their passwords) are managed in
 * the directory: the console lists none of them, as its menu shows.
 */
export const usesDirectoryIdentities = (session: SessionResponse): boolean =>
  isHiddenByFeature(session, [FEATURE.ldapIdp]);

/** Whether a user's or group's name links to its page: the session may open it, and no directory manages it. */
export function canLinkToPrincipal(session: SessionResponse, kind: 'user' | 'group', name: string): boolean {
  if (usesDirectoryIdentities(session)) return false;
  return kind === 'user'
    ? canOpenRoute(session, '/identity/users/$userName', { userName: name })
    : canOpenRoute(session, '/identity/groups/$groupName', { groupName: name });
}
