import { useQuery } from '@tanstack/react-query';
import type { AdminInfo, ServerProperties } from '@/contract/monitoring';
import { niceDuration } from '@/lib/format/duration';
import { serverInfoQuery } from '@/lib/resources/servers';
import { PageHeader } from '@/shell/PageHeader';
import { Fact } from '@/ui/Fact';
import { QueryContent } from '@/ui/QueryContent';
import { DeploymentSummary } from './DeploymentSummary';
import { DriveTable } from './DriveTable';
import { HealPanel } from './HealPanel';

function ServerSection({ server }: { server: ServerProperties }) {
  const peers = Object.entries(server.network).filter(([peer]) => peer !== server.endpoint);
  const online = server.state === 'online';
  return (
    <section
      aria-label={server.endpoint}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-base font-semibold text-slate-900">{server.endpoint}</h2>
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${online ? 'bg-brand-50 text-brand-700' : 'bg-danger-50 text-danger-700'}`}
        >
          {online ? 'Online' : server.state || 'Unknown'}
        </span>
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1">
        <Fact label="Uptime">{niceDuration(server.uptime)}</Fact>
        <Fact label="Version">{server.version || '-'}</Fact>
        <Fact label="Pool">{server.poolNumber}</Fact>
        {peers.length > 0 && (
          <Fact label="Peers">{peers.map(([peer, state]) => `${peer} (${state})`).join(', ')}</Fact>
        )}
      </dl>
      <DriveTable server={server.endpoint} drives={server.drives} />
    </section>
  );
}

function Drives({ info }: { info: AdminInfo }) {
  return (
    <div className="flex flex-col gap-4">
      <DeploymentSummary info={info} />
      {info.servers.map((server) => (
        <ServerSection key={server.endpoint} server={server} />
      ))}
    </div>
  );
}

/** Healing, then the servers and their drives with state, usage and healing, as MinIO reports them now. */
export function DrivesPage() {
  const query = useQuery(serverInfoQuery());
  return (
    <>
      <PageHeader title="Drives" />
      <div className="flex flex-col gap-4 overflow-auto p-6">
        <HealPanel />
        <QueryContent query={query} retry>
          {(info) => <Drives info={info} />}
        </QueryContent>
      </div>
    </>
  );
}
