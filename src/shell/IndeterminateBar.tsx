/** A progress bar for work of unknown length; the colours come from the caller. */
export function IndeterminateBar({
  label,
  className,
  barClassName,
}: {
  label: string;
  className: string;
  barClassName: string;
}) {
  return (
    <div role="progressbar" aria-label={label} className={`h-1 overflow-hidden ${className}`}>
      <div className={`h-full w-1/3 animate-[progress_1.2s_ease-in-out_infinite] ${barClassName}`} />
    </div>
  );
}
