import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isNotFoundError, toApiError } from '@/lib/api/errors';
import { niceBytes } from '@/lib/format/units';
import { pvcListQuery } from '@/lib/resources/pvcs';
import { PageHeader } from '@/shell/PageHeader';
import { CELL, DataTable, EmptyState } from '@/ui/data-table';
import { PvcTable } from '@/ui/PvcTable';
import { usePageQuery } from '@/ui/page-query';
import { QueryContent } from '@/ui/QueryContent';
import { SECTION_LINK, SectionNav } from '@/ui/SectionNav';
import { directPvDrivesQuery } from '../api/storage';

const SECTIONS = [
  { to: '/storage/volumes', label: 'Volumes' },
  { to: '/storage/drives', label: 'Drives' },
] as const;

function StorageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Storage" />
      <SectionNav label="Storage sections">
        {SECTIONS.map((section) => (
          <Link key={section.to} to={section.to} {...SECTION_LINK}>
            {section.label}
          </Link>
        ))}
      </SectionNav>
      <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-6">{children}</div>
    </div>
  );
}

/** /storage/volumes: the claims of every tenant's volumes. */
export function VolumesPage() {
  const pvcs = usePageQuery(pvcListQuery());
  return (
    <StorageFrame>
      <QueryContent query={pvcs} retry>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No volumes" heading>
              No tenant has claimed a volume yet.
            </EmptyState>
          ) : (
            <PvcTable pvcs={list} />
          )
        }
      </QueryContent>
    </StorageFrame>
  );
}

const DRIVE_HEADERS = ['Drive', 'Node', 'Capacity', 'Allocated', 'Volumes', 'Status'];

/** /storage/drives: DirectPV's drives, or why there are none to show. */
export function DrivesPage() {
  const drives = usePageQuery(directPvDrivesQuery());
  if (drives.isError && isNotFoundError(drives.error))
    return (
      <StorageFrame>
        <EmptyState title="DirectPV is not available" heading>
          {toApiError(drives.error).errorMessage}
        </EmptyState>
      </StorageFrame>
    );
  return (
    <StorageFrame>
      <QueryContent query={drives} retry>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No drives" heading>
              DirectPV manages no drive yet.
            </EmptyState>
          ) : (
            <DataTable label="Drives" headers={DRIVE_HEADERS}>
              {list.map((drive) => (
                <tr key={`${drive.node}/${drive.drive}`}>
                  <th scope="row" className={`${CELL} text-left font-medium`}>
                    {drive.drive}
                  </th>
                  <td className={CELL}>{drive.node || '-'}</td>
                  <td className={CELL}>{niceBytes(drive.capacity)}</td>
                  <td className={CELL}>{niceBytes(drive.allocated)}</td>
                  <td className={CELL}>{drive.volumes ?? 0}</td>
                  <td className={CELL}>
                    {drive.message ? `${drive.status}: ${drive.message}` : drive.status || '-'}
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryContent>
    </StorageFrame>
  );
}
