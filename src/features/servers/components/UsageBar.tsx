import { niceBytes } from '@/lib/format/units';
import { usedShare } from './server-health';

/** How full something is: a meter (amber past 75%, red past 90%) with the used and total sizes. */
export function UsageBar({ label, used, total }: { label: string; used: number; total: number }) {
  const percent = Math.round(usedShare(used, total) * 100);
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <meter
        aria-label={label}
        min={0}
        max={100}
        low={75}
        high={90}
        optimum={0}
        value={percent}
        className="h-2 w-full"
      >
        {percent}%
      </meter>
      <span className="text-xs text-slate-600">
        {niceBytes(used)} of {niceBytes(total)} ({percent}%)
      </span>
    </div>
  );
}
