import { Link, useNavigate } from '@tanstack/react-router';
import type { Tenant } from '@/contract/operator/tenants';
import { niceBytes } from '@/lib/format/units';
import { CopyableText } from '@/ui/CopyButton';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { Fact } from '@/ui/Fact';
import { PvcTable } from '@/ui/PvcTable';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import {
  type TenantRef,
  tenantDetailsQuery,
  tenantEventsQuery,
  tenantPodsQuery,
  tenantPvcsQuery,
} from '../api/tenants';
import { AddPoolButton } from './AddPoolDialog';
import { DeleteTenantButton } from './DeleteTenantButton';
import { EventTable } from './EventTable';
import { ExpandPoolButton } from './ExpandPoolDialog';
import { TenantFrame } from './TenantFrame';
import { TenantHealth } from './TenantHealth';
import { EditTenantYamlButton } from './TenantYamlDialog';

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** /namespaces/{namespace}/tenants/{tenant}[/summary]: the tenant's state, health, usage and endpoints. */
export function TenantSummaryPage({ tenant }: { tenant: TenantRef }) {
  const details = usePageQuery(tenantDetailsQuery(tenant));
  const navigate = useNavigate();
  return (
    <TenantFrame
      tenant={tenant}
      actions={
        <div className="flex gap-2">
          <EditTenantYamlButton tenant={tenant} />
          <DeleteTenantButton tenant={tenant} onDeleted={() => navigate({ to: '/tenants' })} />
        </div>
      }
    >
      <QueryContent query={details} retry>
        {(info) => <TenantSummary info={info} />}
      </QueryContent>
    </TenantFrame>
  );
}

function TenantSummary({ info }: { info: Tenant }) {
  const usage = info.status?.usage;
  return (
    <dl className="grid max-w-3xl gap-2 rounded-md border border-slate-200 bg-white p-4">
      <Fact label="Namespace">{info.namespace}</Fact>
      <Fact label="State">{info.currentState || '-'}</Fact>
      <Fact label="Health">
        <TenantHealth health={info.status?.health_status} />
      </Fact>
      <Fact label="Image">{info.image || '-'}</Fact>
      <Fact label="Pools">{info.pools.length}</Fact>
      <Fact label="Capacity">{niceBytes(usage?.capacity ?? info.total_size)}</Fact>
      <Fact label="Used">{niceBytes(usage?.capacity_usage)}</Fact>
      <Fact label="Drives online">{info.status?.drives_online ?? '-'}</Fact>
      <Fact label="Drives offline">{info.status?.drives_offline ?? '-'}</Fact>
      <Fact label="TLS">{yesNo(info.minioTLS)}</Fact>
      <Fact label="Encryption">{yesNo(info.encryptionEnabled)}</Fact>
      <Fact label="MinIO endpoint">
        {info.endpoints?.minio ? <CopyableText value={info.endpoints.minio} what="MinIO endpoint" /> : '-'}
      </Fact>
      <Fact label="Console endpoint">
        {info.endpoints?.console ? (
          <CopyableText value={info.endpoints.console} what="console endpoint" />
        ) : (
          '-'
        )}
      </Fact>
      <Fact label="Created">{info.creation_date || '-'}</Fact>
    </dl>
  );
}

const POOL_HEADERS = ['Name', 'Servers', 'Drives per server', 'Volume size', 'Storage class', 'Actions'];

/** .../pools: the tenant's pools, each grown by servers, and a new one. */
export function TenantPoolsPage({ tenant }: { tenant: TenantRef }) {
  const details = usePageQuery(tenantDetailsQuery(tenant));
  return (
    <TenantFrame
      tenant={tenant}
      actions={details.data && <AddPoolButton tenant={tenant} pools={details.data.pools.length} />}
    >
      <QueryContent query={details} retry>
        {(info) => (
          <DataTable label="Pools" headers={POOL_HEADERS}>
            {info.pools.map((pool, index) => (
              <tr key={pool.name ?? index}>
                <th scope="row" className={`${CELL} text-left font-medium`}>
                  {pool.name || `pool-${index}`}
                </th>
                <td className={CELL}>{pool.servers}</td>
                <td className={CELL}>{pool.volumes_per_server}</td>
                <td className={CELL}>{niceBytes(pool.volume_configuration.size)}</td>
                <td className={CELL}>{pool.volume_configuration.storage_class_name || 'default'}</td>
                <td className={CELL}>
                  <ExpandPoolButton tenant={tenant} pools={info.pools} pool={pool} />
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryContent>
    </TenantFrame>
  );
}

const POD_HEADERS = ['Name', 'Status', 'Node', 'Address', 'Restarts', 'Created'];

/** .../pods: the tenant's pods, each leading to its logs, events and description. */
export function TenantPodsPage({ tenant }: { tenant: TenantRef }) {
  const pods = usePageQuery(tenantPodsQuery(tenant));
  const params = { tenantNamespace: tenant.namespace, tenantName: tenant.tenant };
  return (
    <TenantFrame tenant={tenant}>
      <QueryContent query={pods} retry>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No pods">The operator has not started the tenant's servers yet.</EmptyState>
          ) : (
            <DataTable label="Pods" headers={POD_HEADERS}>
              {list.map((pod) => (
                <tr key={pod.name}>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    <Link
                      to="/namespaces/$tenantNamespace/tenants/$tenantName/pods/$podName"
                      params={{ ...params, podName: pod.name }}
                      className="text-brand-700 hover:underline"
                    >
                      {pod.name}
                    </Link>
                  </th>
                  <td className={CELL}>{pod.status || '-'}</td>
                  <td className={CELL}>{pod.node || '-'}</td>
                  <td className={CELL}>{pod.podIP || '-'}</td>
                  <td className={CELL}>{pod.restarts ?? 0}</td>
                  <td className={CELL}>
                    {pod.timeCreated === undefined ? '-' : new Date(pod.timeCreated * 1000).toLocaleString()}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryContent>
    </TenantFrame>
  );
}

/** .../volumes: the claims of the tenant's volumes. */
export function TenantVolumesPage({ tenant }: { tenant: TenantRef }) {
  const pvcs = usePageQuery(tenantPvcsQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <QueryContent query={pvcs} retry>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No volumes">The tenant has claimed no volume yet.</EmptyState>
          ) : (
            <PvcTable pvcs={list} />
          )
        }
      </QueryContent>
    </TenantFrame>
  );
}

/** .../events: what Kubernetes recorded about the Tenant resource. */
export function TenantEventsPage({ tenant }: { tenant: TenantRef }) {
  const events = usePageQuery(tenantEventsQuery(tenant));
  return (
    <TenantFrame tenant={tenant}>
      <QueryContent query={events} retry>
        {(list) => <EventTable events={list} />}
      </QueryContent>
    </TenantFrame>
  );
}
