import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { TenantListItem } from '@/contract/operator/tenants';
import { niceBytes } from '@/lib/format/units';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable } from '@/ui/data-table';
import { ListToolbar, NoMatch, NoneYet } from '@/ui/ListToolbar';
import { matching, type Noun } from '@/ui/names';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { tenantListQuery } from '../api/tenants';
import { DeleteTenantButton } from './DeleteTenantButton';
import { TenantHealth } from './TenantHealth';

export const TENANT_NOUN: Noun = { one: 'tenant', many: 'tenants' };

const HEADERS = [
  'Name',
  'Namespace',
  'Capacity',
  'Usage',
  'Pools',
  'Health',
  'State',
  <span key="actions" className="sr-only">
    Actions
  </span>,
];

function CreateTenantLink() {
  return (
    <Link to="/tenants/add" className="btn-primary">
      Create tenant
    </Link>
  );
}

/** /tenants: every tenant the session may list, filtered by name or namespace. */
export function TenantListPage({
  filter,
  onFilterChange,
}: {
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const list = usePageQuery(tenantListQuery());
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Tenants" actions={<CreateTenantLink />} />
      <QueryContent query={list} retry>
        {(tenants) => (
          <TenantList tenants={tenants} filter={filter} onFilterChange={onFilterChange} query={list} />
        )}
      </QueryContent>
    </div>
  );
}

function TenantList(props: {
  tenants: readonly TenantListItem[];
  filter: string;
  onFilterChange: (filter: string) => void;
  query: UseQueryResult;
}) {
  const { tenants, filter, onFilterChange } = props;
  const shown = matching(tenants, filter, (tenant) => [tenant.name, tenant.namespace]);
  return (
    <>
      <ListToolbar
        noun={TENANT_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={tenants.length}
        query={props.query}
      />
      <div className="px-6 pb-6">
        {tenants.length === 0 ? (
          <NoneYet
            noun={TENANT_NOUN}
            purpose="A tenant is a MinIO deployment of its own, with its servers, volumes and users, in a namespace of the cluster."
            add={<CreateTenantLink />}
            heading
          />
        ) : shown.length === 0 ? (
          <NoMatch
            noun={TENANT_NOUN}
            field="name or namespace"
            filter={filter}
            onClear={() => onFilterChange('')}
            heading
          />
        ) : (
          <DataTable label="Tenants" headers={HEADERS}>
            {shown.map((tenant) => (
              <TenantRow key={`${tenant.namespace}/${tenant.name}`} tenant={tenant} />
            ))}
          </DataTable>
        )}
      </div>
    </>
  );
}

function TenantRow({ tenant }: { tenant: TenantListItem }) {
  const ref = { namespace: tenant.namespace, tenant: tenant.name };
  return (
    <tr>
      <th scope="row" className={`${CELL} text-left font-medium`}>
        <Link
          to="/namespaces/$tenantNamespace/tenants/$tenantName"
          params={{ tenantNamespace: tenant.namespace, tenantName: tenant.name }}
          className="text-brand-700 hover:underline"
        >
          {tenant.name}
        </Link>
      </th>
      <td className={CELL}>{tenant.namespace}</td>
      <td className={CELL}>{niceBytes(tenant.capacity ?? tenant.total_size)}</td>
      <td className={CELL}>{niceBytes(tenant.capacity_usage)}</td>
      <td className={CELL}>{tenant.pool_count ?? '-'}</td>
      <td className={CELL}>
        <TenantHealth health={tenant.health_status} />
      </td>
      <td className={CELL}>{tenant.currentState || '-'}</td>
      <td className={CELL}>
        <DeleteTenantButton tenant={ref} />
      </td>
    </tr>
  );
}
