import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

const ROW_HEIGHT = 40;

/** A list of names of which only the rows in view are in the page, each row shown by `render`. */
export function VirtualList(props: {
  label: string;
  names: readonly string[];
  render: (name: string) => ReactNode;
  /** Its greatest height, past which it scrolls. */
  className: string;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: props.names.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  return (
    <div
      ref={scrollRef}
      className={`${props.className} overflow-auto rounded-md border border-slate-200 bg-white`}
    >
      <ul aria-label={props.label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const name = props.names[row.index] as string;
          return (
            <li
              key={name}
              className="absolute inset-x-0 flex items-center gap-2 border-b border-slate-100 px-3 text-sm"
              style={{ top: row.start, height: ROW_HEIGHT }}
            >
              {props.render(name)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
