import { useState } from 'react';

/** Rows chosen by name out of a list, to act on several at once. */
export interface Selection {
  selected: ReadonlySet<string>;
  /** Chooses the names, or lets them go. */
  toggle: (names: readonly string[], on: boolean) => void;
}

export function useSelection(): Selection & { clear: () => void } {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (names: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const name of names) {
        if (on) next.add(name);
        else next.delete(name);
      }
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Set()) };
}
