/** A live view's state in one line (its parts joined, empty ones left out), and why it failed under it. */
export function LiveStatus({
  label,
  parts,
  failure,
}: {
  label: string;
  parts: readonly string[];
  failure?: string;
}) {
  return (
    <p role="status" aria-label={label} className="text-sm text-slate-600">
      {parts.filter(Boolean).join(' · ')}
      {failure && <span className="block text-danger-700">{failure}</span>}
    </p>
  );
}
