import { Outlet, useRouterState } from '@tanstack/react-router';
import { FEATURE, type SessionResponse } from '@/contract/session';
import { ObjectManagerPanel } from '@/features/objects/components/transfer/ObjectManagerPanel';
import { CommandPalette } from './CommandPalette';
import { MenuDrawer } from './MenuDrawer';
import { RestartBanner } from './RestartBanner';
import { SideMenu } from './SideMenu';
import { ThemeToggle } from './ThemeToggle';

function showsMenu(session: SessionResponse, pathname: string): boolean {
  return !session.features?.includes(FEATURE.hideMenu) && !pathname.endsWith('/hop');
}

/** The logged-in frame: side menu, restart banner, palette and the page. */
export function Shell({ session }: { session: SessionResponse }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const menu = showsMenu(session, pathname);
  return (
    <div className="flex h-full">
      {menu && <SideMenu session={session} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <RestartBanner />
        <div className="flex justify-end gap-2 border-b border-slate-200 bg-white px-3 py-2 sm:px-6">
          {menu && <MenuDrawer session={session} />}
          <ObjectManagerPanel />
          <CommandPalette session={session} />
          <ThemeToggle />
        </div>
        <main className="relative min-h-0 flex-1 overflow-y-auto">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
