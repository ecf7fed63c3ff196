import { redirect } from '@tanstack/react-router';
import type { SessionResponse } from '@/contract/session';
import { NotAvailableYet } from '@/shell/NotAvailableYet';
import { BUCKET_TABS, type BucketTabId, canOpenBucketTab } from './tabs';

/** A tab the session may not open falls back to the bucket's summary. */
export function guardBucketTab(id: BucketTabId) {
  const tab = BUCKET_TABS.find((candidate) => candidate.id === id);
  return ({ context, params }: { context: { session: SessionResponse }; params: { bucketName: string } }) => {
    if (tab && !canOpenBucketTab(context.session, params.bucketName, tab)) {
      throw redirect({ to: '/buckets/$bucketName/admin/summary', params, replace: true });
    }
  };
}

/** The options of a guarded tab whose screen is not built yet. */
export function placeholderBucketTab(id: BucketTabId) {
  const label = BUCKET_TABS.find((tab) => tab.id === id)?.label ?? id;
  return { beforeLoad: guardBucketTab(id), component: () => <NotAvailableYet title={label} /> };
}
