import { Link, linkOptions } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { canLinkToPrincipal } from '@/lib/permissions/identity-pages';
import { canOpenRoute } from '@/lib/permissions/routes';

const PAGES = {
  user: (name: string) => linkOptions({ to: '/identity/users/$userName', params: { userName: name } }),
  group: (name: string) => linkOptions({ to: '/identity/groups/$groupName', params: { groupName: name } }),
  policy: (name: string) => linkOptions({ to: '/access/policies/$', params: { _splat: name } }),
};

const LINK = 'truncate text-brand-700 hover:underline';

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
    kind === 'policy' ? canOpenRoute(session, page.to, page.params) : canLinkToPrincipal(session, kind, name);
  return linked ? (
    <Link {...page} className={LINK}>
      {name}
    </Link>
  ) : (
    <span className="truncate">{name}</span>
  );
}
