import { FEATURE, type SessionResponse } from '@/contract/session';
import { canOpenRoute, isHiddenByFeature, type RoutePath } from './routes';

export const DOCUMENTATION_URL = 'https://min.io/docs/minio/linux/index.html';

/** An in-app route path or an external address, never both. */
export type MenuLink = { to: RoutePath; href?: never } | { href: string; to?: never };

export type MenuItem = MenuLink & {
  id: string;
  label: string;
  /** Shown whatever the permissions. */
  force?: boolean;
  hiddenWithFeatures?: readonly string[];
};

export interface MenuGroup {
  id: string;
  label: string;
  children: readonly MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export type PaletteAction = MenuLink & { id: string; label: string; section: string };

const LICENSE_PATH: RoutePath = '/license';
const LICENSE: MenuItem = { id: 'license', label: 'License', to: LICENSE_PATH, force: true };
const DOCUMENTATION: MenuItem = {
  id: 'documentation',
  label: 'Documentation',
  href: DOCUMENTATION_URL,
  force: true,
};

/** Spec §2 "Side menu", normal mode. The shell appends Logout. */
const NORMAL_MENU: readonly MenuEntry[] = [
  { id: 'buckets', label: 'Buckets', to: '/buckets', force: true },
  {
    id: 'identity',
    label: 'Identity',
    children: [
      { id: 'users', label: 'Users', to: '/identity/users', hiddenWithFeatures: [FEATURE.ldapIdp] },
      { id: 'groups', label: 'Groups', to: '/identity/groups', hiddenWithFeatures: [FEATURE.ldapIdp] },
      { id: 'service-accounts', label: 'Service Accounts', to: '/identity/account', force: true },
      { id: 'openid', label: 'OpenID', to: '/identity/idp/openid' },
      { id: 'ldap', label: 'LDAP', to: '/identity/idp/ldap' },
      { id: 'directory', label: 'Directory', to: '/identity/directory' },
    ],
  },
  {
    id: 'access',
    label: 'Access',
    children: [{ id: 'policies', label: 'Policies', to: '/access/policies' }],
  },
  {
    id: 'monitoring',
    label: 'Monitoring',
    children: [
      { id: 'metrics', label: 'Metrics', to: '/tools/metrics' },
      { id: 'logs', label: 'Logs', to: '/tools/logs' },
      { id: 'audit', label: 'Audit', to: '/tools/audit-logs' },
      { id: 'trace', label: 'Trace', to: '/tools/trace' },
      { id: 'watch', label: 'Watch', to: '/tools/watch' },
      { id: 'drives', label: 'Drives', to: '/tools/heal' },
      { id: 'inspect', label: 'Inspect', to: '/tools/inspect' },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    children: [
      { id: 'register', label: 'Register', to: '/support/register' },
      { id: 'health', label: 'Health', to: '/health' },
      { id: 'performance', label: 'Performance', to: '/support/speedtest' },
    ],
  },
  LICENSE,
  {
    id: 'settings',
    label: 'Settings',
    children: [
      { id: 'configurations', label: 'Configurations', to: '/settings/configurations' },
      { id: 'notifications', label: 'Notifications', to: '/settings/notification-endpoints' },
      { id: 'tiers', label: 'Tiers', to: '/settings/tiers' },
      { id: 'site-replication', label: 'Site Replication', to: '/settings/site-replication' },
      { id: 'kms', label: 'KMS', to: '/settings/kms' },
    ],
  },
  DOCUMENTATION,
];

const OPERATOR_MENU: readonly MenuEntry[] = [
  { id: 'tenants', label: 'Tenants', to: '/tenants' },
  { id: 'storage', label: 'Storage', to: '/storage' },
  LICENSE,
  DOCUMENTATION,
];

const TOP_LEVEL_SECTION = 'General';

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

/** The menu of the session's mode, keeping only the items it may see; groups left empty are dropped. */
export function visibleMenu(session: SessionResponse): MenuEntry[] {
  const menu = session.operator ? OPERATOR_MENU : NORMAL_MENU;
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return isItemVisible(session, entry) ? [entry] : [];
    const children = entry.children.filter((child) => isItemVisible(session, child));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Where to send the user from an unknown path: the first in-app item of the visible menu (License is in both). */
export function firstPermittedPath(session: SessionResponse): RoutePath {
  const firstRoute = sectionedItems(visibleMenu(session)).find(({ item }) => item.to !== undefined);
  return firstRoute?.item.to ?? LICENSE_PATH;
}

/** Every visible menu item as a navigation action, plus Create Bucket when the session may create one. */
export function paletteActions(session: SessionResponse): PaletteAction[] {
  const navigation = sectionedItems(visibleMenu(session)).map(({ item, section }) => toAction(item, section));
  const createBucket: PaletteAction = {
    id: 'create-bucket',
    label: 'Create Bucket',
    to: '/add-bucket',
    section: 'Buckets',
  };
  return canOpenRoute(session, createBucket.to) ? [...navigation, createBucket] : navigation;
}

function isItemVisible(session: SessionResponse, item: MenuItem): boolean {
  if (isHiddenByFeature(session, item.hiddenWithFeatures)) return false;
  return item.force === true || (item.to !== undefined && canOpenRoute(session, item.to));
}

function sectionedItems(menu: readonly MenuEntry[]): { item: MenuItem; section: string }[] {
  return menu.flatMap((entry) =>
    isMenuGroup(entry)
      ? entry.children.map((item) => ({ item, section: entry.label }))
      : [{ item: entry, section: TOP_LEVEL_SECTION }],
  );
}

function toAction(item: MenuItem, section: string): PaletteAction {
  const link: MenuLink = item.to !== undefined ? { to: item.to } : { href: item.href };
  return { ...link, id: item.id, label: item.label, section };
}
