import { HEAL_HEALTH, type HealHealth, type HealthCounts } from '@/contract/heal';
import { withThousands } from '@/lib/format/numbers';

const HEALTH_LABELS: Record<HealHealth, string> = {
  green: 'Healthy',
  yellow: 'Degraded',
  red: 'At risk',
  grey: 'Unknown',
};

const HEALTH_COLORS: Record<HealHealth, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-danger-600',
  grey: 'bg-slate-400',
};

function HealthBar({ label, counts }: { label: string; counts: HealthCounts }) {
  const total = HEAL_HEALTH.reduce((sum, health) => sum + counts[health], 0);
  return (
    <div className="flex items-center gap-3" aria-hidden>
      <span className="w-14 text-sm text-slate-600">{label}</span>
      <div className="flex h-4 flex-1 overflow-hidden rounded bg-slate-100">
        {total > 0 &&
          HEAL_HEALTH.map((health) => (
            <div
              key={health}
              className={HEALTH_COLORS[health]}
              style={{ width: `${(counts[health] / total) * 100}%` }}
            />
          ))}
      </div>
    </div>
  );
}

/** Objects by health before and after the heal: a bar for the eye, a table for the numbers. */
export function HealthChart({ before, after }: { before: HealthCounts; after: HealthCounts }) {
  return (
    <div className="flex flex-col gap-3">
      <HealthBar label="Before" counts={before} />
      <HealthBar label="After" counts={after} />
      <table aria-label="Objects by health" className="w-full max-w-xl text-sm">
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              <span className="sr-only">When</span>
            </th>
            {HEAL_HEALTH.map((health) => (
              <th key={health} scope="col" className="py-1 font-medium">
                <span className={`mr-1 inline-block size-2.5 rounded-sm ${HEALTH_COLORS[health]}`} />
                {HEALTH_LABELS[health]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(
            [
              ['Before', before],
              ['After', after],
            ] as const
          ).map(([when, counts]) => (
            <tr key={when} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-left font-medium text-slate-700">
                {when}
              </th>
              {HEAL_HEALTH.map((health) => (
                <td key={health} className="py-1 tabular-nums">
                  {withThousands(counts[health])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
