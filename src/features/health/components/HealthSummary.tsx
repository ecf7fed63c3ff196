import type { HealthIssue, HealthSummary as Summary } from '@/contract/health';
import { niceDuration } from '@/lib/format/duration';
import { niceBytes } from '@/lib/format/units';
import { Fact } from '@/ui/Fact';

const SEVERITY_LABELS: Record<HealthIssue['severity'], string> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Note',
};

const SEVERITY_STYLES: Record<HealthIssue['severity'], string> = {
  critical: 'bg-danger-50 text-danger-700',
  warning: 'bg-amber-50 text-amber-800',
  info: 'bg-slate-100 text-slate-700',
};

const AREA_LABELS: Record<HealthIssue['area'], string> = {
  collection: 'Collection',
  servers: 'Servers',
  drives: 'Drives',
  network: 'Network',
  os: 'Operating system',
  memory: 'Memory',
  config: 'Configuration',
};

function Issues({ issues }: { issues: readonly HealthIssue[] }) {
  if (issues.length === 0) return <p className="text-sm text-emerald-700">No problems found.</p>;
  return (
    <ul aria-label="Problems found" className="flex flex-col gap-2">
      {issues.map((issue, index) => (
        // Issues have no identity of their own; the list is replaced whole.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className="flex flex-wrap items-baseline gap-2 text-sm">
          <span className={`rounded px-2 py-0.5 text-xs font-medium ${SEVERITY_STYLES[issue.severity]}`}>
            {SEVERITY_LABELS[issue.severity]}
          </span>
          <span className="text-slate-500">{AREA_LABELS[issue.area]}</span>
          <span className="text-slate-900">{issue.text}</span>
          {issue.server && <span className="text-slate-500">on {issue.server}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The health report read: problems worst first, then each server in a row. */
export function HealthSummary({ summary }: { summary: Summary }) {
  const { drives } = summary;
  return (
    <section aria-label="Summary" className="flex flex-col gap-4">
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <Fact label="Servers">{summary.servers.length}</Fact>
        <Fact label="Drives">{`${drives.ok} of ${drives.total} ok`}</Fact>
        {drives.offline > 0 && <Fact label="Drives not ok">{drives.offline}</Fact>}
        {drives.healing > 0 && <Fact label="Healing">{drives.healing}</Fact>}
        {summary.collectedAt && (
          <Fact label="Collected">{new Date(summary.collectedAt).toLocaleString()}</Fact>
        )}
      </dl>
      <h3 className="text-sm font-semibold text-slate-900">Problems, worst first</h3>
      <Issues issues={summary.issues} />
      <div className="overflow-x-auto">
        <table aria-label="Servers" className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              {[
                'Server',
                'State',
                'Version',
                'Up for',
                'Operating system',
                'CPU',
                'Memory available',
                'Drives ok',
              ].map((heading) => (
                <th key={heading} scope="col" className="py-1 pr-4 font-medium">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {summary.servers.map((server) => (
              <tr key={server.endpoint} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-4 font-medium text-slate-900">
                  {server.endpoint}
                </th>
                <td className="py-1 pr-4">{server.state}</td>
                <td className="py-1 pr-4">{server.version}</td>
                <td className="py-1 pr-4">{niceDuration(server.uptime)}</td>
                <td className="py-1 pr-4">{server.os}</td>
                <td className="py-1 pr-4">{server.cpu}</td>
                <td className="py-1 pr-4 tabular-nums">
                  {`${niceBytes(server.memoryAvailable)} of ${niceBytes(server.memoryTotal)}`}
                </td>
                <td className="py-1 pr-4 tabular-nums">{`${server.drivesOk} of ${server.drives}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
