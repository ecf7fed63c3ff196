import type { ReactNode } from 'react';
import type { AdminInfo } from '@/contract/monitoring';
import { withThousands } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';
import { deploymentHealth } from './server-health';
import { UsageBar } from './UsageBar';

function Tile({ label, children, alert = false }: { label: string; children: ReactNode; alert?: boolean }) {
  return (
    <div className={`rounded-lg border bg-white p-4 ${alert ? 'border-danger-300' : 'border-slate-200'}`}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className={`mt-1 text-2xl font-semibold ${alert ? 'text-danger-700' : 'text-slate-900'}`}>
        {children}
      </dd>
    </div>
  );
}

/** The deployment at a glance: what it stores, and its servers and drives by state. */
export function DeploymentSummary({ info }: { info: AdminInfo }) {
  const health = deploymentHealth(info);
  return (
    <section aria-label="Deployment summary" className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile label="Buckets">{withThousands(info.buckets)}</Tile>
        <Tile label="Objects">{withThousands(info.objects)}</Tile>
        <Tile label="Data stored">{niceBytes(info.usage)}</Tile>
        <Tile label="Servers online" alert={health.serversOnline < health.servers}>
          {health.serversOnline} of {health.servers}
        </Tile>
        <Tile label="Drives online">{health.drivesOnline}</Tile>
        <Tile label="Drives offline" alert={health.drivesOffline > 0}>
          {health.drivesOffline}
        </Tile>
        <Tile label="Drives healing">{health.drivesHealing}</Tile>
        <Tile label="Parity (standard / reduced)">
          EC:{info.backend.standardSCParity} / EC:{info.backend.rrSCParity}
        </Tile>
      </dl>
      <div className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="mb-2 text-sm text-slate-600">Raw capacity</h2>
        <UsageBar label="Raw capacity used" used={health.usedSpace} total={health.totalSpace} />
      </div>
    </section>
  );
}
