import { useCallback, useState } from 'react';
import type { ListingRow } from '../../api/list';

export interface OpenedObject {
  key: string;
  versionId?: string;
}

/** The rows ticked (by key), and the object whose details are open. */
export interface RowSelection {
  selected: ReadonlyMap<string, ListingRow>;
  select: (rows: readonly ListingRow[], selected: boolean) => void;
  opened: OpenedObject | null;
  open: (row: ListingRow) => void;
  close: () => void;
}

/**
 * A rewound listing opens the version the row shows; otherwise the object as it is now. The opened object is
 * kept by the caller (in the address, so it can be linked to).
 */
export function useRowSelection(
  rewound: boolean,
  opened: OpenedObject | null,
  setOpened: (opened: OpenedObject | null) => void,
): RowSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, ListingRow>>(new Map());
  const select = useCallback((rows: readonly ListingRow[], isSelected: boolean) => {
    setSelected((previous) => {
      const next = new Map(previous);
      for (const row of rows) {
        if (isSelected) next.set(row.name, row);
        else next.delete(row.name);
      }
      return next;
    });
  }, []);
  const open = useCallback(
    (row: ListingRow) => setOpened({ key: row.name, versionId: rewound ? row.versionId : undefined }),
    [rewound, setOpened],
  );
  const close = useCallback(() => setOpened(null), [setOpened]);
  return { selected, select, opened, open, close };
}
