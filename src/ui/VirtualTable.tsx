import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/** A header cell of a virtual table: `className` sets its width. */
export function HeaderCell({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <th scope="col" className={`${className} px-3 py-2 font-medium`}>
      {children}
    </th>
  );
}

/**
 * A table of which only the rows in view are in the page (each `rowHeight` pixels high), so ten thousand rows
 * scroll as smoothly as ten; screen readers still hear how many there are and where each stands.
 */
export function VirtualTable<T>({
  label,
  items,
  rowKey,
  rowHeight,
  head,
  cells,
  className,
  minWidth,
}: {
  label: string;
  items: readonly T[];
  rowKey: (item: T) => string;
  rowHeight: number;
  /** The header row's cells. */
  head: ReactNode;
  /** An item's row cells. */
  cells: (item: T) => ReactNode;
  /** The scroll area's size and frame. */
  className: string;
  /** The table's least width, e.g. `min-w-[44rem]`. */
  minWidth: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const spaceBefore = rows[0]?.start ?? 0;
  const spaceAfter = virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0);

  return (
    <div ref={scrollRef} className={`${className} min-h-0 overflow-auto`}>
      <table
        aria-label={label}
        aria-rowcount={items.length + 1}
        className={`w-full ${minWidth} table-fixed text-sm`}
      >
        <thead className="sticky top-0 z-10 bg-slate-50 text-left text-slate-600">
          <tr aria-rowindex={1}>{head}</tr>
        </thead>
        <tbody className="bg-white">
          {spaceBefore > 0 && <tr aria-hidden style={{ height: spaceBefore }} />}
          {rows.map((row) => {
            const item = items[row.index] as T;
            return (
              <tr
                key={rowKey(item)}
                aria-rowindex={row.index + 2}
                style={{ height: rowHeight }}
                className="border-b border-slate-100"
              >
                {cells(item)}
              </tr>
            );
          })}
          {spaceAfter > 0 && <tr aria-hidden style={{ height: spaceAfter }} />}
        </tbody>
      </table>
    </div>
  );
}
