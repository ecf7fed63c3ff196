import { Link } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { canOpenRoute } from '@/lib/permissions/routes';
import { PageHeader } from '@/shell/PageHeader';
import { CreateIcon } from '@/ui/icons';
import { ListToolbar, NoMatch, NoneYet } from '@/ui/ListToolbar';
import { BUCKET_NOUN, matching } from '@/ui/names';
import { useBucketList } from '../api/buckets';
import { BucketTable } from './BucketTable';

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
  const shown = matching(buckets, filter, (bucket) => [bucket.name]);

  const createButton = canOpenRoute(session, '/add-bucket') && (
    <Link to="/add-bucket" className="btn-primary">
      <CreateIcon aria-hidden />
      Create Bucket
    </Link>
  );
  return (
    <div className="flex h-full flex-col">
      <PageHeader title="Buckets" actions={createButton} />
      <ListToolbar
        noun={BUCKET_NOUN}
        filter={filter}
        onFilterChange={onFilterChange}
        shown={shown.length}
        total={buckets.length}
        query={list}
      />
      {buckets.length === 0 ? (
        <div className="mx-6">
          <NoneYet
            noun={BUCKET_NOUN}
            purpose="Create a bucket to start storing objects."
            add={createButton}
            cannotAdd="There are no buckets you can access. Ask an administrator for access."
            heading
          />
        </div>
      ) : shown.length === 0 ? (
        <div className="mx-6">
          <NoMatch
            noun={BUCKET_NOUN}
            field="bucket name"
            filter={filter}
            onClear={() => onFilterChange('')}
            heading
          />
        </div>
      ) : (
        <BucketTable buckets={shown} session={session} />
      )}
    </div>
  );
}
