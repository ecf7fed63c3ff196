import { DisabledIcon, EnabledIcon, FailedIcon, PausedIcon } from '@/ui/icons';

const LOOKS = {
  green: { label: 'Healthy', Icon: EnabledIcon, style: 'bg-brand-50 text-brand-700' },
  yellow: { label: 'Degraded', Icon: PausedIcon, style: 'bg-amber-50 text-amber-800' },
  red: { label: 'Unavailable', Icon: FailedIcon, style: 'bg-danger-50 text-danger-700' },
  unknown: { label: 'Unknown', Icon: DisabledIcon, style: 'bg-slate-100 text-slate-700' },
} as const;

const lookOf = (health: string | undefined) =>
  health === 'green' || health === 'yellow' || health === 'red' ? LOOKS[health] : LOOKS.unknown;

/** A tenant's health as the operator reports it: green, yellow or red, else not known yet. */
export function TenantHealth({ health }: { health: string | undefined }) {
  const { label, Icon, style } = lookOf(health);
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs ${style}`}>
      <Icon aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
