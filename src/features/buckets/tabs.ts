import type { SessionResponse } from '@/contract/session';
import { hasPermission } from '@/lib/permissions/has-permission';
import { ADMIN, S3 } from '@/lib/permissions/scopes';

export type BucketTabId = 'summary' | 'events' | 'replication' | 'lifecycle' | 'access' | 'prefix';

interface BucketTab {
  id: BucketTabId;
  label: string;
  /** Any one of these on the bucket opens the tab; none means always. */
  scopes: readonly string[];
  distributedOnly?: boolean;
}

/** The tabs of /buckets/{bucketName}/admin, in order; the URL names the selected one. */
export const BUCKET_TABS: readonly BucketTab[] = [
  { id: 'summary', label: 'Summary', scopes: [] },
  {
    id: 'events',
    label: 'Events',
    scopes: [S3.GetBucketNotification, S3.PutBucketNotification, S3.AnyGet, S3.AnyPut],
  },
  {
    id: 'replication',
    label: 'Replication',
    scopes: [S3.GetReplicationConfiguration, S3.PutReplicationConfiguration, S3.AnyGet, S3.AnyPut],
    distributedOnly: true,
  },
  {
    id: 'lifecycle',
    label: 'Lifecycle',
    scopes: [S3.GetLifecycleConfiguration, S3.PutLifecycleConfiguration, S3.AnyGet, S3.AnyPut],
  },
  { id: 'access', label: 'Access', scopes: [ADMIN.GetPolicy, ADMIN.ListUserPolicies, ADMIN.ListUsers] },
  { id: 'prefix', label: 'Anonymous', scopes: [S3.GetBucketPolicy, S3.AnyGet] },
];

export function canOpenBucketTab(session: SessionResponse, bucketName: string, tab: BucketTab): boolean {
  if (tab.distributedOnly && !session.distributedMode) return false;
  return tab.scopes.length === 0 || hasPermission(session.permissions, bucketName, tab.scopes);
}

export const visibleBucketTabs = (session: SessionResponse, bucketName: string) =>
  BUCKET_TABS.filter((tab) => canOpenBucketTab(session, bucketName, tab));
