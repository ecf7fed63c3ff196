import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { EnvironmentVariable } from '@/contract/operator/tenant-settings';
import { CopyableText } from '@/ui/CopyButton';
import { CELL, DataTable } from '@/ui/data-table';
import { Fact } from '@/ui/Fact';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { Explanation, SettingCard } from '@/ui/SettingCard';
import { tenantConfigurationQuery, tenantLogsQuery, tenantMonitoringQuery } from '../api/settings';
import { type TenantRef, tenantDetailsQuery } from '../api/tenants';
import { TenantFrame } from '../components/TenantFrame';

const variableValue = (variables: EnvironmentVariable[], key: string) =>
  variables.find((variable) => variable.key === key)?.value;

/** The link to a page of the tenant's own console, opened through this console. */
function TenantConsoleLink({
  tenant,
  path,
  children,
}: {
  tenant: TenantRef;
  path: string;
  children: ReactNode;
}) {
  return (
    <Link
      to="/namespaces/$tenantNamespace/tenants/$tenantName/hop"
      params={{ tenantNamespace: tenant.namespace, tenantName: tenant.tenant }}
      search={{ path }}
      className="btn-primary self-start"
    >
      {children}
    </Link>
  );
}

/** .../metrics: where the tenant's metrics are read from; the live charts are the tenant console's. */
export function TenantMetricsPage({ tenant }: { tenant: TenantRef }) {
  const details = usePageQuery(tenantDetailsQuery(tenant));
  const configuration = usePageQuery(tenantConfigurationQuery(tenant));
  const monitoring = usePageQuery(tenantMonitoringQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <SettingCard title="Metrics">
        <Explanation>
          The tenant's live metrics are its own MinIO's: open them in the tenant's console.
        </Explanation>
        <QueryContent query={details} retry>
          {({ endpoints }) => (
            <QueryContent query={configuration} retry>
              {(variables) => (
                <dl className="grid gap-2">
                  <Fact label="Prometheus endpoint">
                    {endpoints?.minio ? (
                      <CopyableText
                        value={`${endpoints.minio}/minio/v2/metrics/cluster`}
                        what="Prometheus endpoint"
                      />
                    ) : (
                      'Not published yet'
                    )}
                  </Fact>
                  <Fact label="Metrics authentication">
                    {variableValue(variables, 'MINIO_PROMETHEUS_AUTH_TYPE') === 'public'
                      ? 'Public'
                      : 'Bearer token (jwt)'}
                  </Fact>
                  <Fact label="Prometheus the console reads">
                    {variableValue(variables, 'MINIO_PROMETHEUS_URL') ?? 'None set'}
                  </Fact>
                  <Fact label="Prometheus run by the operator">
                    <QueryContent query={monitoring}>
                      {({ prometheusEnabled }) => (prometheusEnabled ? 'On' : 'Off')}
                    </QueryContent>
                  </Fact>
                </dl>
              )}
            </QueryContent>
          )}
        </QueryContent>
        <TenantConsoleLink tenant={tenant} path="/tools/metrics">
          Open metrics in the tenant console
        </TenantConsoleLink>
      </SettingCard>
    </TenantFrame>
  );
}

const AUDIT_TARGET = /^MINIO_(AUDIT|LOGGER)_(WEBHOOK|KAFKA)_/;

/** .../trace: where the tenant sends its audit and logs; the live trace is the tenant console's. */
export function TenantTracePage({ tenant }: { tenant: TenantRef }) {
  const configuration = usePageQuery(tenantConfigurationQuery(tenant));
  const logs = usePageQuery(tenantLogsQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <SettingCard title="Trace">
        <Explanation>
          The tenant's live trace is its own MinIO's: open it in the tenant's console.
        </Explanation>
        <TenantConsoleLink tenant={tenant} path="/tools/trace">
          Open trace in the tenant console
        </TenantConsoleLink>
      </SettingCard>
      <SettingCard title="Audit targets">
        <QueryContent query={logs}>
          {({ disabled }) => (
            <p className="text-sm text-slate-700">{`Audit log search: ${disabled ? 'off' : 'on'}`}</p>
          )}
        </QueryContent>
        <QueryContent query={configuration} retry>
          {(variables) => {
            const targets = variables.filter((variable) => AUDIT_TARGET.test(variable.key));
            return targets.length === 0 ? (
              <p className="text-sm text-slate-700">
                The tenant's configuration names no audit or logger target.
              </p>
            ) : (
              <DataTable label="Audit targets" headers={['Setting', 'Value']}>
                {targets.map((target) => (
                  <tr key={target.key}>
                    <th scope="row" className={`${CELL} text-left font-mono`}>
                      {target.key}
                    </th>
                    <td className={`${CELL} break-all font-mono`}>{target.value}</td>
                  </tr>
                ))}
              </DataTable>
            );
          }}
        </QueryContent>
      </SettingCard>
    </TenantFrame>
  );
}
