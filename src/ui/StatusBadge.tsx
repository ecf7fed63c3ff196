import { DisabledIcon, EnabledIcon } from './icons';

/** A status as MinIO reports it for users and groups: enabled unless it says disabled. */
export function StatusBadge({ status }: { status: string | undefined }) {
  const disabled = status === 'disabled';
  const StatusIcon = disabled ? DisabledIcon : EnabledIcon;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${disabled ? 'bg-slate-200 text-slate-700' : 'bg-brand-50 text-brand-700'}`}
    >
      <StatusIcon aria-hidden className="size-3.5" />
      {disabled ? 'Disabled' : 'Enabled'}
    </span>
  );
}
