import { Link } from '@tanstack/react-router';
import type { Pvc } from '@/contract/operator/pvcs';
import { CELL, DataTable } from '@/ui/data-table';

const HEADERS = ['Name', 'Namespace', 'Tenant', 'Status', 'Capacity', 'Storage class', 'Volume', 'Created'];

/** Claims of tenants' volumes, as Kubernetes reports them. */
export function PvcTable({ pvcs }: { pvcs: readonly Pvc[] }) {
  return (
    <DataTable label="Volumes" headers={HEADERS}>
      {pvcs.map((pvc) => (
        <tr key={`${pvc.namespace}/${pvc.name}`}>
          <th scope="row" className={`${CELL} text-left font-medium`}>
            <PvcName pvc={pvc} />
          </th>
          <td className={CELL}>{pvc.namespace}</td>
          <td className={CELL}>{pvc.tenant || '-'}</td>
          <td className={CELL}>{pvc.status || '-'}</td>
          <td className={CELL}>{pvc.capacity || '-'}</td>
          <td className={CELL}>{pvc.storageClass || '-'}</td>
          <td className={CELL}>{pvc.volume || '-'}</td>
          <td className={CELL}>{pvc.age || '-'}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** A tenant's claim leads to its details; a claim of no tenant has none to show. */
function PvcName({ pvc }: { pvc: Pvc }) {
  if (!pvc.tenant) return pvc.name;
  return (
    <Link
      to="/namespaces/$tenantNamespace/tenants/$tenantName/pvcs/$PVCName"
      params={{ tenantNamespace: pvc.namespace, tenantName: pvc.tenant, PVCName: pvc.name }}
      className="text-brand-700 hover:underline"
    >
      {pvc.name}
    </Link>
  );
}
