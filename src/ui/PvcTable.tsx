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
            {pvc.name}
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
