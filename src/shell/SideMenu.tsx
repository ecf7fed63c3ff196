import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { useLogout } from '@/features/auth/api/logout';
import { isMenuGroup, type MenuGroup, type MenuItem, visibleMenu } from '@/lib/permissions/menu';
import { useUiStore } from '@/lib/store/ui-store';
import {
  CollapsedIcon,
  CollapseMenuIcon,
  ExpandedIcon,
  ExpandMenuIcon,
  ExternalLinkIcon,
  type Icon,
  LogoutIcon,
} from '@/ui/icons';
import { menuIcon } from './menu-icons';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-menu-text hover:bg-on-fill/10 data-[status=active]:bg-on-fill/15 data-[status=active]:font-semibold data-[status=active]:text-on-fill';

/** An item's icon and, unless the menu is collapsed to its icons, its label. */
function ItemContent({ icon: ItemIcon, label, open }: { icon: Icon; label: string; open: boolean }) {
  return (
    <>
      <ItemIcon aria-hidden className="size-5" />
      <span className={open ? '' : 'sr-only'}>{label}</span>
    </>
  );
}

function MenuLinkItem({ item, open }: { item: MenuItem; open: boolean }) {
  const content = <ItemContent icon={menuIcon(item.id)} label={item.label} open={open} />;
  if (item.to === undefined) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass} title={item.label}>
        {content}
        {open && <ExternalLinkIcon aria-hidden className="ml-auto size-3.5 text-menu-muted" />}
        {open && <span className="sr-only">(opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={item.to} className={itemClass} title={item.label}>
      {content}
    </Link>
  );
}

function MenuGroupItem({ group, open }: { group: MenuGroup; open: boolean }) {
  const [expanded, setExpanded] = useState(true);
  const listId = `menu-group-${group.id}`;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
        className="flex w-full items-center justify-between px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-menu-muted uppercase hover:text-menu-text"
      >
        <span className={open ? '' : 'sr-only'}>{group.label}</span>
        {expanded ? <ExpandedIcon aria-hidden /> : <CollapsedIcon aria-hidden />}
      </button>
      {expanded && (
        <ul id={listId} className="flex flex-col gap-0.5">
          {group.children.map((item) => (
            <li key={item.id}>
              <MenuLinkItem item={item} open={open} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The menu's entries: only what the session may open, then Logout. */
export function MenuEntries({ session, open }: { session: SessionResponse; open: boolean }) {
  const logout = useLogout();
  return (
    <ul className="flex flex-1 flex-col gap-0.5 px-2">
      {visibleMenu(session).map((entry) =>
        isMenuGroup(entry) ? (
          <MenuGroupItem key={entry.id} group={entry} open={open} />
        ) : (
          <li key={entry.id}>
            <MenuLinkItem item={entry} open={open} />
          </li>
        ),
      )}
      <li className="mt-auto pt-4">
        <button type="button" onClick={() => void logout()} className={`${itemClass} w-full`} title="Logout">
          <ItemContent icon={LogoutIcon} label="Logout" open={open} />
        </button>
      </li>
    </ul>
  );
}

/** The side menu of wide screens, collapsible, its open state remembered; narrow screens use MenuDrawer. */
export function SideMenu({ session }: { session: SessionResponse }) {
  const open = useUiStore((state) => state.sidebarOpen);
  const toggle = useUiStore((state) => state.toggleSidebar);
  return (
    <nav
      aria-label="Main menu"
      className={`relative hidden shrink-0 flex-col overflow-y-auto bg-brand-900 py-3 transition-[width] md:flex ${open ? 'w-menu' : 'w-menu-collapsed'}`}
    >
      <div className="flex items-center justify-between px-3 pb-3">
        {open && <span className="font-semibold text-on-fill">MinIO Console</span>}
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-label={open ? 'Collapse menu' : 'Expand menu'}
          className="rounded px-2 py-1 text-menu-text hover:bg-on-fill/10"
        >
          {open ? (
            <CollapseMenuIcon aria-hidden className="size-5" />
          ) : (
            <ExpandMenuIcon aria-hidden className="size-5" />
          )}
        </button>
      </div>
      <MenuEntries session={session} open={open} />
    </nav>
  );
}
