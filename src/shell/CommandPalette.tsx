import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import type { SessionResponse } from '@/contract/session';
import { type PaletteAction, paletteActions } from '@/lib/permissions/menu';
import { SearchIcon } from '@/ui/icons';
import { menuIcon } from './menu-icons';

function matches(action: PaletteAction, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return !needle || `${action.section} ${action.label}`.toLowerCase().includes(needle);
}

function groupBySection(actions: PaletteAction[]): [string, PaletteAction[]][] {
  const sections = new Map<string, PaletteAction[]>();
  for (const action of actions)
    sections.set(action.section, [...(sections.get(action.section) ?? []), action]);
  return [...sections];
}

function PaletteIcon({ action }: { action: PaletteAction }) {
  const ActionIcon = menuIcon(action.id);
  return <ActionIcon aria-hidden className="text-slate-500" />;
}

/** Opens with Ctrl+K or Cmd+K. */
function useShortcut(onOpen: () => void) {
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        onOpen();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}

/** Every menu item as a navigation action, grouped by section, searchable and keyboard driven. */
export function CommandPalette({ session }: { session: SessionResponse }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const openPalette = useMemo(() => () => setOpen(true), []);
  useShortcut(openPalette);

  const actions = useMemo(() => paletteActions(session).filter((a) => matches(a, text)), [session, text]);
  const sections = groupBySection(actions);
  const ordered = sections.flatMap(([, items]) => items);

  const run = (action: PaletteAction | undefined) => {
    if (!action) return;
    setOpen(false);
    setText('');
    setActive(0);
    if (action.to === undefined) window.open(action.href, '_blank', 'noopener,noreferrer');
    else void navigate({ to: action.to });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const move = moves[event.key];
    if (move !== undefined && ordered.length > 0) {
      event.preventDefault();
      setActive((index) => (index + move + ordered.length) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(ordered[active]);
    }
  };

  const optionId = (action: PaletteAction) => `palette-${action.id}`;
  const activeAction = ordered[active];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setText('');
        setActive(0);
      }}
    >
      <Dialog.Trigger asChild>
        <button type="button" className="btn-secondary" aria-keyshortcuts="Control+K Meta+K">
          <SearchIcon aria-hidden />
          <span className="sr-only sm:not-sr-only">Search actions</span>
          <kbd className="hidden text-xs text-slate-500 sm:inline">Ctrl K</kbd>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-24 left-1/2 z-50 w-full max-w-lg -translate-x-1/2 rounded-lg bg-white shadow-xl"
        >
          <Dialog.Title className="sr-only">Command palette</Dialog.Title>
          <input
            role="combobox"
            aria-expanded="true"
            aria-controls="palette-options"
            aria-activedescendant={activeAction ? optionId(activeAction) : undefined}
            aria-label="Go to"
            placeholder="Type to search pages and actions"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="w-full rounded-t-lg border-b border-slate-200 px-4 py-3 outline-none"
          />
          <div
            id="palette-options"
            role="listbox"
            aria-label="Actions"
            className="max-h-96 overflow-y-auto py-2"
          >
            {sections.length === 0 && <p className="px-4 py-3 text-sm text-slate-500">No matching actions</p>}
            {sections.map(([section, items]) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"
              <div key={section} role="group" aria-label={section}>
                <p className="px-4 pt-2 pb-1 text-xs font-semibold text-slate-500 uppercase">{section}</p>
                {items.map((action) => (
                  <div
                    key={action.id}
                    id={optionId(action)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={action === activeAction}
                    onMouseEnter={() => setActive(ordered.indexOf(action))}
                    onClick={() => run(action)}
                    onKeyDown={onKeyDown}
                    className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm aria-selected:bg-brand-50 aria-selected:text-brand-700"
                  >
                    <PaletteIcon action={action} />
                    {action.label}
                  </div>
                ))}
              </div>
            ))}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
