import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { AdminInfo } from '@/contract/monitoring';
import { serverInfoQuery } from '@/lib/resources/servers';
import { PageHeader } from '@/shell/PageHeader';
import { QueryContent } from '@/ui/QueryContent';
import { DeploymentSummary } from './DeploymentSummary';

/** The dashboard: MinIO's own report, and below it what the route adds from the same report (the charts). */
export function MetricsPage({ below: Below }: { below: ComponentType<{ info: AdminInfo }> }) {
  const query = useQuery(serverInfoQuery());
  return (
    <>
      <PageHeader title="Metrics" />
      <div className="flex flex-col gap-4 overflow-auto p-6">
        <QueryContent query={query} retry>
          {(info) => (
            <>
              <DeploymentSummary info={info} />
              <Below info={info} />
            </>
          )}
        </QueryContent>
      </div>
    </>
  );
}
