import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Bucket } from '@/contract/buckets';
import type { SessionResponse } from '@/contract/session';
import { withThousands } from '@/lib/format/numbers';
import { canOpenRoute } from '@/lib/permissions/routes';
import { PageHeader } from '@/shell/PageHeader';
import { useBucketList } from '../api/buckets';
import { BucketTable } from './BucketTable';

export function matchingBuckets(buckets: readonly Bucket[], filter: string): readonly Bucket[] {
  const needle = filter.trim().toLowerCase();
  return needle ? buckets.filter((bucket) => bucket.name.toLowerCase().includes(needle)) : buckets;
}

/** /buckets: every bucket the user can reach, filtered by the `filter` in the URL. */
export function BucketListPage({
  session,
  filter,
  onFilterChange,
}: {
  session: SessionResponse;
  filter: string;
  onFilterChange: (filter: string) => void;
}) {
  const list = useBucketList();
  const buckets = list.data.buckets;
  const shown = matchingBuckets(buckets, filter);
  const mayCreate = canOpenRoute(session, '/add-bucket');
  const filterId = useId();

  const createButton = mayCreate && (
    <Link to="/add-bucket" className="btn-primary">
      Create Bucket
    </Link>
  );
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Buckets" actions={createButton} />
      <div className="flex flex-wrap items-center gap-3 px-6 py-4">
        <label htmlFor={filterId} className="sr-only">
          Filter buckets
        </label>
        <input
          id={filterId}
          type="search"
          placeholder="Filter buckets"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          className="field-input max-w-xs"
        />
        <button
          type="button"
          onClick={() => list.refetch()}
          disabled={list.isFetching}
          className="btn-secondary"
        >
          {list.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
        <p className="ml-auto text-sm text-slate-600" aria-live="polite">
          {shown.length === buckets.length
            ? `${withThousands(buckets.length)} ${buckets.length === 1 ? 'bucket' : 'buckets'}`
            : `${withThousands(shown.length)} of ${withThousands(buckets.length)} buckets`}
        </p>
      </div>
      {buckets.length === 0 ? (
        <EmptyState title="No buckets yet">
          {mayCreate
            ? 'Create a bucket to start storing objects.'
            : 'There are no buckets you can access. Ask an administrator for access.'}
          {createButton && <div className="mt-4">{createButton}</div>}
        </EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="No bucket matches">
          {`No bucket name contains "${filter.trim()}". `}
          <button type="button" onClick={() => onFilterChange('')} className="underline underline-offset-2">
            Clear the filter
          </button>
        </EmptyState>
      ) : (
        <BucketTable buckets={shown} session={session} />
      )}
    </div>
  );
}

function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mx-6 rounded-md border border-dashed border-slate-300 bg-white p-10 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-600">{children}</div>
    </section>
  );
}
