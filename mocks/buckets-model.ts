/**
 * The buckets of the in-memory console, with every setting the bucket screens read and write. Handlers of
 * each area (list and create; settings; events, replication and lifecycle) keep their state here, so the
 * demo and the tests see one consistent server. Shapes are the mock's own; handlers answer in the contract's.
 */

import { withAnonymousRule } from '../src/contract/anonymous-policy';
import type { NotificationConfig } from '../src/contract/bucket-events';
import type { ObjectBucketLifecycle } from '../src/contract/bucket-lifecycle';
import type { BucketReplicationRule, RemoteBucket } from '../src/contract/bucket-replication';
import { bucketConfigSeed } from './bucket-config-seed';

export interface MockBucket {
  name: string;
  creationDate: string;
  size: number;
  objects: number;
  versioning: 'Enabled' | 'Suspended' | '';
  excludedPrefixes: string[];
  excludeFolders: boolean;
  locking: boolean;
  /** Bytes; 0 means no quota. */
  quota: number;
  retention: { mode: 'governance' | 'compliance'; unit: 'days' | 'years'; validity: number } | null;
  encryption: { algorithm: 'AES256' | 'aws:kms'; kmsMasterKeyID?: string } | null;
  tags: Record<string, string>;
  /** The raw bucket policy JSON, '' when none. */
  policy: string;
  /** Owned by the events handlers. */
  events: NotificationConfig[];
  /** Owned by the replication handlers; `destination.bucket` is a remote target's ARN. */
  replicationRules: BucketReplicationRule[];
  /** Owned by the replication handlers. */
  remoteTargets: RemoteBucket[];
  /** Owned by the lifecycle handlers. */
  lifecycleRules: ObjectBucketLifecycle[];
}

export function newMockBucket(name: string, overrides: Partial<MockBucket> = {}): MockBucket {
  return {
    name,
    creationDate: new Date().toISOString(),
    size: 0,
    objects: 0,
    versioning: '',
    excludedPrefixes: [],
    excludeFolders: false,
    locking: false,
    quota: 0,
    retention: null,
    encryption: null,
    tags: {},
    policy: '',
    events: [],
    replicationRules: [],
    remoteTargets: [],
    lifecycleRules: [],
    ...overrides,
  };
}

const GiB = 1024 ** 3;

/** A few buckets with realistic settings, so the demo has something to show. */
function seedBuckets(): MockBucket[] {
  return [
    newMockBucket('photos', {
      creationDate: '2025-03-14T09:26:53Z',
      size: 37 * GiB,
      objects: 48_213,
      versioning: 'Enabled',
      tags: { team: 'media' },
      ...bucketConfigSeed('photos'),
    }),
    newMockBucket('backups', {
      creationDate: '2024-11-02T22:00:00Z',
      size: 1.4 * 1024 * GiB,
      objects: 1_204,
      versioning: 'Enabled',
      locking: true,
      quota: 2 * 1024 * GiB,
      retention: { mode: 'compliance', unit: 'days', validity: 30 },
      ...bucketConfigSeed('backups'),
    }),
    newMockBucket('public-assets', {
      creationDate: '2025-07-01T12:00:00Z',
      size: 512 * 1024 ** 2,
      objects: 3_402,
      // Anonymous downloads of everything, as `mc anonymous set download` writes it.
      policy: withAnonymousRule('', 'public-assets', '', 'readonly'),
    }),
  ];
}

let buckets = new Map<string, MockBucket>();

export function resetBuckets(): void {
  buckets = new Map(seedBuckets().map((bucket) => [bucket.name, bucket]));
}
resetBuckets();

export const allBuckets = (): MockBucket[] => [...buckets.values()];
export const findBucket = (name: string): MockBucket | undefined => buckets.get(name);
export const putBucket = (bucket: MockBucket): void => {
  buckets.set(bucket.name, bucket);
};
export const removeBucket = (name: string): boolean => buckets.delete(name);
