import { useQuery } from '@tanstack/react-query';
import type { KmsMetricsResponse } from '@/contract/kms';
import type { SessionResponse } from '@/contract/session';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { Fact } from '@/ui/Fact';
import { usePageQuery } from '@/ui/page-query';
import { SettingCard } from '@/ui/SettingCard';
import { kmsApisQuery, kmsMetricsQuery, kmsStatusQuery, kmsVersionQuery } from '../api/kms';
import { type KmsControls, kmsControls } from './access';
import { KmsKeysCard } from './KmsKeysCard';
import { KmsQuery } from './KmsQuery';

/** /settings/kms: the KMS MinIO encrypts with, what it supports, and its keys. */
export function KmsPage({ session }: { session: SessionResponse }) {
  const may = kmsControls(session);
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Key Management" />
      <div className="grid gap-4 p-6 lg:grid-cols-2">
        {may.configured ? <KmsCards may={may} /> : <NoKms />}
      </div>
    </div>
  );
}

function NoKms() {
  return (
    <div className="lg:col-span-2">
      <EmptyState title="No KMS is configured" heading>
        MinIO encrypts objects with keys of a KMS (a KES server, or a static key set with
        MINIO_KMS_SECRET_KEY). This MinIO has none, so SSE-KMS and its keys are not available; SSE-S3 needs
        one too.
      </EmptyState>
    </div>
  );
}

function KmsCards({ may }: { may: KmsControls }) {
  return (
    <>
      <StatusCard may={may} />
      <KmsKeysCard may={may} />
      <MetricsCard allowed={may.metrics} />
      <ApisCard allowed={may.apis} />
    </>
  );
}

function StatusCard({ may }: { may: KmsControls }) {
  const status = usePageQuery({ ...kmsStatusQuery(), enabled: may.status });
  const version = useQuery({ ...kmsVersionQuery(), enabled: may.version });
  return (
    <SettingCard title="Status">
      <KmsQuery allowed={may.status} query={status}>
        {(kms) => (
          <>
            <dl className="flex flex-col gap-1">
              <Fact label="KMS">{kms.name}</Fact>
              <Fact label="Default key">{kms.defaultKeyID || 'None'}</Fact>
              <Fact label="Version">
                {version.isSuccess ? version.data.version : version.isError ? 'Not reported' : '…'}
              </Fact>
            </dl>
            <DataTable label="KMS endpoints" headers={['Endpoint', 'State']}>
              {kms.endpoints.map((endpoint) => (
                <tr key={endpoint.url}>
                  <td className={`${CELL} break-all`}>{endpoint.url}</td>
                  <td className={CELL}>{endpoint.status}</td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </KmsQuery>
    </SettingCard>
  );
}

const formatDuration = (nanoseconds: number) =>
  nanoseconds >= 1e9 ? `${nanoseconds / 1e9} s` : `${nanoseconds / 1e6} ms`;

function MetricsCard({ allowed }: { allowed: boolean }) {
  const metrics = useQuery({ ...kmsMetricsQuery(), enabled: allowed });
  return (
    <SettingCard title="Metrics">
      <KmsQuery allowed={allowed} query={metrics}>
        {(figures) => (
          <>
            <dl className="flex flex-col gap-1">
              <Fact label="Requests answered">{figures.requestOK}</Fact>
              <Fact label="Requests refused">{figures.requestErr}</Fact>
              <Fact label="Requests failed">{figures.requestFail}</Fact>
              {figures.uptime !== undefined && <Fact label="Up for">{`${figures.uptime} s`}</Fact>}
            </dl>
            <LatencyChart histogram={figures.latencyHistogram} />
          </>
        )}
      </KmsQuery>
    </SettingCard>
  );
}

/** How many requests were answered within each bound, as bars. */
function LatencyChart({ histogram }: { histogram: KmsMetricsResponse['latencyHistogram'] }) {
  if (histogram.length === 0) return null;
  const most = Math.max(1, ...histogram.map((bucket) => bucket.total));
  return (
    <DataTable label="Latency" headers={['Answered within', 'Requests']}>
      {histogram.map((bucket) => (
        <tr key={bucket.duration}>
          <td className={CELL}>{formatDuration(bucket.duration)}</td>
          <td className={CELL}>
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="h-2 w-24 rounded-full bg-slate-200">
                <span
                  className="block h-2 rounded-full bg-brand-600"
                  style={{ width: `${Math.round((bucket.total / most) * 100)}%` }}
                />
              </span>
              {bucket.total}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function ApisCard({ allowed }: { allowed: boolean }) {
  const apis = useQuery({ ...kmsApisQuery(), enabled: allowed });
  return (
    <SettingCard title="APIs">
      <KmsQuery allowed={allowed} query={apis}>
        {({ results }) => (
          <DataTable label="KMS APIs" headers={['Method', 'Path', 'Timeout']}>
            {results.map((api) => (
              <tr key={`${api.method} ${api.path}`}>
                <td className={CELL}>{api.method}</td>
                <td className={`${CELL} font-mono text-xs`}>{api.path}</td>
                <td className={CELL}>{api.timeout === undefined ? '' : `${api.timeout} s`}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </KmsQuery>
    </SettingCard>
  );
}
