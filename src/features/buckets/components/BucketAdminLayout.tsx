import { Link, Outlet } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { PageHeader } from '@/shell/PageHeader';
import { visibleBucketTabs } from '../tabs';

/** The bucket settings page: its name, one tab per area the session may open, and the tab's content. */
export function BucketAdminLayout({ session, bucketName }: { session: SessionResponse; bucketName: string }) {
  return (
    <>
      <PageHeader title={`Bucket ${bucketName}`} />
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
