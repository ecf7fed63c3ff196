import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@/contract/session';
import { ADMIN, S3 } from '@/lib/permissions/scopes';
import { globallyGranted, ROOT, sessionWith } from '@/lib/permissions/test-sessions';
import { guardBucketTab } from './tab-route';
import { BUCKET_TABS, type BucketTabId, visibleBucketTabs } from './tabs';

const BUCKET = 'photos';
const onBucket = (...actions: string[]) => ({ [`arn:aws:s3:::${BUCKET}`]: actions });

const CASES: [string, SessionResponse, BucketTabId[]][] = [
  ['root, in distributed mode', ROOT, ['summary', 'events', 'replication', 'lifecycle', 'access', 'prefix']],
  [
    'root on a single-drive server (no replication)',
    { ...ROOT, distributedMode: false },
    ['summary', 'events', 'lifecycle', 'access', 'prefix'],
  ],
  [
    'a user with s3:Get* on the bucket',
    sessionWith(onBucket(S3.AnyGet)),
    ['summary', 'events', 'replication', 'lifecycle', 'prefix'],
  ],
  [
    'a user with s3:Put* on the bucket',
    sessionWith(onBucket(S3.AnyPut)),
    ['summary', 'events', 'replication', 'lifecycle'],
  ],
  [
    'a user who may read only the bucket policy',
    sessionWith(onBucket(S3.GetBucketPolicy)),
    ['summary', 'prefix'],
  ],
  [
    'a user without s3:GetBucketPolicy (versioning only)',
    sessionWith(onBucket(S3.GetBucketVersioning, S3.PutBucketVersioning)),
    ['summary'],
  ],
  ['a user who may only notify', sessionWith(onBucket(S3.PutBucketNotification)), ['summary', 'events']],
  [
    'a user with lifecycle rights',
    sessionWith(onBucket(S3.GetLifecycleConfiguration)),
    ['summary', 'lifecycle'],
  ],
  [
    'a user with replication rights',
    sessionWith(onBucket(S3.GetReplicationConfiguration)),
    ['summary', 'replication'],
  ],
  ['an admin who may list users', sessionWith(globallyGranted(ADMIN.ListUsers)), ['summary', 'access']],
  ['an admin who may read policies', sessionWith(globallyGranted(ADMIN.GetPolicy)), ['summary', 'access']],
  [
    'an admin who may list policies',
    sessionWith(globallyGranted(ADMIN.ListUserPolicies)),
    ['summary', 'access'],
  ],
  ['a user whose rights are on another bucket', sessionWith({ 'arn:aws:s3:::other': [S3.All] }), ['summary']],
];

describe('bucket settings tabs', () => {
  it.each(CASES)('%s sees %j', (_case, session, tabs) => {
    expect(visibleBucketTabs(session, BUCKET).map((tab) => tab.id)).toEqual(tabs);
  });

  it.each(CASES)(
    '%s may open by address exactly the tabs it sees; the others send it to the summary',
    (_case, session, tabs) => {
      const opens = (id: BucketTabId) => {
        try {
          guardBucketTab(id)({ context: { session }, params: { bucketName: BUCKET } });
          return true;
        } catch (thrown) {
          if (isRedirect(thrown) && thrown.options.to === '/buckets/$bucketName/admin/summary') return false;
          throw thrown;
        }
      };
      expect(BUCKET_TABS.map((tab) => tab.id).filter(opens)).toEqual(tabs);
    },
  );
});
