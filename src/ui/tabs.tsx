import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface TabItem {
  id: string;
  label: string;
  /** Rendered only while the tab is selected. */
  content: () => ReactNode;
}

/**
 * Tabs within a page or panel (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * tabs and select them. When the selected tab goes away (its feature is not available), the first one shows.
 */
export function Tabs({
  label,
  tabs,
  initial,
}: {
  label: string;
  tabs: readonly TabItem[];
  initial?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === chosen),
  );
  const selected = tabs[selectedIndex];

  const moveTo = (index: number) => {
    const target = tabs[(index + tabs.length) % tabs.length];
    if (!target) return;
    setChosen(target.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault();
    moveTo(index);
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 border-b border-slate-200 px-4"
      >
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(button) => {
              buttons.current[index] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab.id}-tab`}
            aria-selected={tab === selected}
            aria-controls={`${id}-${tab.id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => setChosen(tab.id)}
            className="-mb-px border-b-2 border-transparent px-2 py-2 text-sm text-slate-600 hover:text-slate-900 aria-selected:border-brand-500 aria-selected:font-semibold aria-selected:text-brand-700"
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected && (
        <div
          role="tabpanel"
          id={`${id}-${selected.id}-panel`}
          aria-labelledby={`${id}-${selected.id}-tab`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes a panel without focusable content reachable
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto p-4"
        >
          {selected.content()}
        </div>
      )}
    </div>
  );
}
