/** A status as MinIO reports it for users and groups: enabled unless it says disabled. */
export function StatusBadge({ status }: { status: string | undefined }) {
  const disabled = status === 'disabled';
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs ${disabled ? 'bg-slate-200 text-slate-700' : 'bg-brand-50 text-brand-700'}`}
    >
      {disabled ? 'Disabled' : 'Enabled'}
    </span>
  );
}
