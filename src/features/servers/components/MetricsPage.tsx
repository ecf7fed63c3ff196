import { useQuery } from '@tanstack/react-query';
import { serverInfoQuery } from '@/lib/resources/servers';
import { PageHeader } from '@/shell/PageHeader';
import { QueryContent } from '@/ui/QueryContent';
import { DeploymentSummary } from './DeploymentSummary';

/** The dashboard from MinIO's own report; charts over time need a Prometheus, which is not configured. */
export function MetricsPage() {
  const query = useQuery(serverInfoQuery());
  return (
    <>
      <PageHeader title="Metrics" />
      <div className="flex flex-col gap-4 overflow-auto p-6">
        <QueryContent query={query} retry>
          {(info) => (
            <>
              <DeploymentSummary info={info} />
              {info.advancedMetricsStatus === 'not configured' && (
                <p className="text-sm text-slate-600">
                  Traffic, latency and other charts over time come from Prometheus: set CONSOLE_PROMETHEUS_URL
                  for the console to show them.
                </p>
              )}
            </>
          )}
        </QueryContent>
      </div>
    </>
  );
}
