import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

/** A list of names of which only the rows in view are in the page, each row shown by `render`. */
export function VirtualList({
  label,
  names,
  render,
  className,
  rowHeight = 36,
}: {
  label: string;
  names: readonly string[];
  render: (name: string) => ReactNode;
  /** Its greatest height, past which it scrolls. */
  className: string;
  /** In pixels: taller for rows holding buttons. */
  rowHeight?: number;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: names.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  return (
    <div ref={scrollRef} className={`${className} overflow-auto rounded-md border border-slate-200 bg-white`}>
      <ul aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const name = names[row.index] as string;
          return (
            <li
              key={name}
              aria-setsize={names.length}
              aria-posinset={row.index + 1}
              className="absolute inset-x-0 flex items-center gap-2 border-b border-slate-100 px-3 text-sm"
              style={{ top: row.start, height: rowHeight }}
            >
              {render(name)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
