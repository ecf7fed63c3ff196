import * as Dialog from '@radix-ui/react-dialog';
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { CloseIcon, OpenMenuIcon } from '@/ui/icons';
import { MenuEntries } from './SideMenu';

/**
 * The main menu of narrow screens: a button opening it as a drawer over the page, which keeps the focus inside,
 * closes on Escape and closes once a link in it (or anything else) changes the page.
 */
export function MenuDrawer({ session }: { session: SessionResponse }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Open only while the page it was opened on is shown, so any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  return (
    <Dialog.Root open={open} onOpenChange={(opening) => setOpenOn(opening ? pathname : null)}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label="Open menu" className="btn-secondary mr-auto px-2 md:hidden">
          <OpenMenuIcon aria-hidden className="size-5" />
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(18rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-brand-900 py-3 shadow-xl md:hidden"
        >
          <div className="flex items-center justify-between px-3 pb-3">
            <Dialog.Title className="font-semibold text-on-fill">MinIO Console</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close menu"
                className="rounded px-2 py-1 text-menu-text hover:bg-on-fill/10"
              >
                <CloseIcon aria-hidden className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <nav aria-label="Main menu" className="flex flex-1 flex-col">
            <MenuEntries session={session} open />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
