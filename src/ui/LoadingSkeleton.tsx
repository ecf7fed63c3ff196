/** The widths of the placeholder lines, so the shape reads as text rather than as a bar chart. */
const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-3/4', 'w-5/6'];

/** What a part of a page shows while its data loads: grey lines where the text will be, and "Loading…" for screen readers. */
export function LoadingSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" className="flex w-full max-w-3xl flex-col gap-2 py-1">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: Math.min(lines, LINE_WIDTHS.length) }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed placeholders
          key={index}
          aria-hidden
          className={`h-4 animate-pulse rounded bg-slate-200 ${LINE_WIDTHS[index]}`}
        />
      ))}
    </div>
  );
}
