import { Link } from '@tanstack/react-router';
import type { Bucket } from '@/contract/buckets';
import type { SessionResponse } from '@/contract/session';
import { abbreviateCount, withThousands } from '@/lib/format/numbers';
import { niceBytes } from '@/lib/format/units';
import { hasPermission } from '@/lib/permissions/has-permission';
import { canOpenRoute } from '@/lib/permissions/routes';
import { S3 } from '@/lib/permissions/scopes';
import { HeaderCell, VirtualTable } from '@/ui/VirtualTable';
import { DeleteBucketButton } from './DeleteBucketDialog';

const ROW_ACTION = 'btn-secondary px-2 py-1 text-xs';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The table's columns: numbers align right; the last one holds each row's actions. */
const COLUMNS = [
  { label: 'Name', className: '' },
  { label: 'Objects', className: 'w-[4.5rem] text-right' },
  { label: 'Size', className: 'w-[5.5rem] text-right' },
  { label: 'Access', className: 'w-28' },
  { label: 'Created', className: 'w-28' },
  { label: 'Features', className: 'w-48' },
  { label: 'Actions', className: 'w-48' },
] as const;

export function createdOn(creationDate: string | undefined): string {
  const date = creationDate ? new Date(creationDate) : null;
  return date && !Number.isNaN(date.getTime()) ? DATE.format(date) : '-';
}

export function accessLabel({ read, write }: NonNullable<Bucket['rw_access']>): string {
  if (read && write) return 'Read/write';
  if (read) return 'Read only';
  if (write) return 'Write only';
  return 'No access';
}

/** The buckets with their usage, access, creation date, features and actions; only the rows in view are drawn. */
export function BucketTable({ buckets, session }: { buckets: readonly Bucket[]; session: SessionResponse }) {
  return (
    <VirtualTable
      label="Buckets"
      items={buckets}
      rowKey={(bucket) => bucket.name}
      rowHeight={56}
      className="flex-1 px-6 pb-6"
      minWidth="min-w-[60rem]"
      head={COLUMNS.map(({ label, className }) => (
        <HeaderCell key={label} className={className}>
          {label === 'Actions' ? <span className="sr-only">{label}</span> : label}
        </HeaderCell>
      ))}
      cells={(bucket) => <BucketCells bucket={bucket} session={session} />}
    />
  );
}

function BucketCells({ bucket, session }: { bucket: Bucket; session: SessionResponse }) {
  const params = { bucketName: bucket.name };
  const mayBrowse = canOpenRoute(session, '/buckets/$bucketName/browse/$', params);
  const mayManage = canOpenRoute(session, '/buckets/$bucketName/admin', params);
  const mayDelete = hasPermission(session.permissions, bucket.name, [S3.DeleteBucket, S3.ForceDeleteBucket]);
  const browse = { to: '/buckets/$bucketName/browse/$', params: { ...params, _splat: '' } } as const;
  return (
    <>
      <th scope="row" title={bucket.name} className="truncate px-3 text-left font-medium">
        {mayBrowse ? (
          <Link {...browse} className="text-brand-700 hover:underline">
            {bucket.name}
          </Link>
        ) : (
          bucket.name
        )}
      </th>
      <td className="px-3 text-right tabular-nums" title={withThousands(bucket.objects)}>
        {abbreviateCount(bucket.objects)}
      </td>
      <td className="px-3 text-right tabular-nums">{niceBytes(bucket.size ?? 0)}</td>
      <td className="px-3 whitespace-nowrap">{accessLabel(bucket.rw_access ?? {})}</td>
      <td className="px-3 whitespace-nowrap">{createdOn(bucket.creation_date)}</td>
      <td className="px-3">
        <FeatureBadges details={bucket.details} />
      </td>
      <td className="px-3">
        <div className="flex justify-end gap-1">
          {mayBrowse && (
            <Link {...browse} aria-label={`Browse ${bucket.name}`} className={ROW_ACTION}>
              Browse
            </Link>
          )}
          {mayManage && (
            <Link
              to="/buckets/$bucketName/admin"
              params={params}
              aria-label={`Manage ${bucket.name}`}
              className={ROW_ACTION}
            >
              Manage
            </Link>
          )}
          {mayDelete && <DeleteBucketButton bucketName={bucket.name} className={ROW_ACTION} />}
        </div>
      </td>
    </>
  );
}

function FeatureBadges({ details }: { details: Bucket['details'] }) {
  const quota = details?.quota?.quota;
  const badges = [
    details?.versioning && 'Versioned',
    details?.versioningSuspended && 'Versioning suspended',
    details?.locking && 'Locked',
    quota && `Quota ${niceBytes(quota)}`,
    details?.replication && 'Replicated',
  ].filter((badge): badge is string => Boolean(badge));
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Features">
      {badges.map((badge) => (
        <li key={badge} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
          {badge}
        </li>
      ))}
    </ul>
  );
}
