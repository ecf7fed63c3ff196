import { Link, Outlet } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { S3 } from '@/lib/permissions/scopes';
import { PageHeader } from '@/shell/PageHeader';
import { BucketNotFound } from '@/ui/BucketNotFound';
import { useBucketMissing } from '../api/buckets';
import { visibleBucketTabs } from '../tabs';
import { DeleteBucketButton } from './DeleteBucketDialog';

const DELETE_SCOPES = [S3.DeleteBucket, S3.ForceDeleteBucket];

/**
 * The bucket settings page: its name, its delete button, one tab per area the session may open, the tab; or,
 * once the bucket turns out not to exist, only that.
 */
export function BucketAdminLayout({ session, bucketName }: { session: SessionResponse; bucketName: string }) {
  const missing = useBucketMissing(bucketName);
  const mayDelete = hasPermission(session.permissions, bucketName, DELETE_SCOPES);
  if (missing) return <BucketNotFound bucketName={bucketName} />;
  return (
    <>
      <PageHeader
        title={`Bucket ${bucketName}`}
        actions={
          <div className="flex items-center gap-2">
            <Link to="/buckets" className="btn-secondary">
              All buckets
            </Link>
            {mayDelete && <DeleteBucketButton bucketName={bucketName} />}
          </div>
        }
      />
      <nav aria-label="Bucket settings" className="border-b border-slate-200 bg-white px-6">
        <ul className="flex gap-1">
          {visibleBucketTabs(session, bucketName).map((tab) => (
            <li key={tab.id}>
              <Link
                to={`/buckets/$bucketName/admin/${tab.id}`}
                params={{ bucketName }}
                className="inline-block border-b-2 border-transparent px-3 py-2 text-sm text-slate-600 hover:text-slate-900 data-[status=active]:border-brand-500 data-[status=active]:font-semibold data-[status=active]:text-brand-700"
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="p-6">
        <Outlet />
      </section>
    </>
  );
}
