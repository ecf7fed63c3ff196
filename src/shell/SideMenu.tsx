import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { useLogout } from '@/features/auth/api/logout';
import { isMenuGroup, type MenuGroup, type MenuItem, visibleMenu } from '@/lib/permissions/menu';
import { useUiStore } from '@/lib/store/ui-store';

const itemClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/10 data-[status=active]:bg-white/15 data-[status=active]:font-semibold data-[status=active]:text-white';

/** The first letters stand in for a label when the menu is collapsed. */
function Initials({ label }: { label: string }) {
  return (
    <span
      aria-hidden
      className="grid size-7 shrink-0 place-items-center rounded bg-white/10 text-xs font-semibold"
    >
      {label.slice(0, 2)}
    </span>
  );
}

function MenuLinkItem({ item, open }: { item: MenuItem; open: boolean }) {
  const content = (
    <>
      <Initials label={item.label} />
      <span className={open ? '' : 'sr-only'}>{item.label}</span>
    </>
  );
  if (item.to === undefined) {
    return (
      <a href={item.href} target="_blank" rel="noopener noreferrer" className={itemClass} title={item.label}>
        {content}
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
        className="flex w-full items-center justify-between px-3 pt-4 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase hover:text-slate-200"
      >
        <span className={open ? '' : 'sr-only'}>{group.label}</span>
        <span aria-hidden>{expanded ? '−' : '+'}</span>
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

/** The side menu: only what the session may open, collapsible, its open state remembered. */
export function SideMenu({ session }: { session: SessionResponse }) {
  const open = useUiStore((state) => state.sidebarOpen);
  const toggle = useUiStore((state) => state.toggleSidebar);
  const logout = useLogout();
  return (
    <nav
      aria-label="Main menu"
      className={`relative flex shrink-0 flex-col overflow-y-auto bg-brand-900 py-3 transition-[width] ${open ? 'w-menu' : 'w-menu-collapsed'}`}
    >
      <div className="flex items-center justify-between px-3 pb-3">
        {open && <span className="font-semibold text-white">MinIO Console</span>}
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-label={open ? 'Collapse menu' : 'Expand menu'}
          className="rounded px-2 py-1 text-slate-200 hover:bg-white/10"
        >
          {open ? '«' : '»'}
        </button>
      </div>
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
          <button
            type="button"
            onClick={() => void logout()}
            className={`${itemClass} w-full`}
            title="Logout"
          >
            <Initials label="Logout" />
            <span className={open ? '' : 'sr-only'}>Logout</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
