import { Link, linkOptions } from '@tanstack/react-router';
import type { Policy } from '@/contract/policies';
import { FEATURE, type SessionResponse } from '@/contract/session';
import type { User } from '@/contract/users';
import { canOpenRoute, isHiddenByFeature } from '@/lib/permissions/routes';
import { groupListQuery, policyListQuery, userListQuery } from '@/lib/resources/iam';

const policyNames = (policies: readonly Policy[]) => policies.map((policy) => policy.name);
const accessKeys = (users: readonly User[]) => users.map((user) => user.accessKey);

/** The reads of every name a picker offers. */
export const NAME_SOURCES = {
  groups: () => groupListQuery(),
  policies: () => ({ ...policyListQuery(), select: policyNames }),
  users: () => ({ ...userListQuery(), select: accessKeys }),
};

const LINK = 'truncate text-brand-700 hover:underline';

/**
 * The user and group pages, as the menu's lists, are not linked to with the directory-service (LDAP) identity
 * provider: its users and groups are managed there.
 */
const HIDDEN_WITH_LDAP = [FEATURE.ldapIdp];

const PAGES = {
  user: (name: string) => linkOptions({ to: '/identity/users/$userName', params: { userName: name } }),
  group: (name: string) => linkOptions({ to: '/identity/groups/$groupName', params: { groupName: name } }),
  policy: (name: string) => linkOptions({ to: '/access/policies/$', params: { _splat: name } }),
};

/** A user's, group's or policy's name, linking to its page where the session may open it. */
export function NameLink({
  kind,
  name,
  session,
}: {
  kind: keyof typeof PAGES;
  name: string;
  session: SessionResponse;
}) {
  const page = PAGES[kind](name);
  const linked =
    canOpenRoute(session, page.to, page.params) &&
    (kind === 'policy' || !isHiddenByFeature(session, HIDDEN_WITH_LDAP));
  return linked ? (
    <Link {...page} className={LINK}>
      {name}
    </Link>
  ) : (
    <span className="truncate">{name}</span>
  );
}
