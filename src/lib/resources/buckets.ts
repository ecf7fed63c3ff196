import { queryOptions } from '@tanstack/react-query';
import { getBucketObjectLockingStatus, getBucketVersioning } from '@/contract/bucket-settings';
import { type Bucket, listBuckets } from '@/contract/buckets';
import { call } from '@/lib/api/client';

/*
 * The bucket reads more than one area of the app needs (the bucket screens and the object browser): their
 * query keys and options live here, so every screen shares one cache entry and one policy per read.
 */

/**
 * Query keys of the bucket reads. Everything about one bucket lives under `bucketKeys.detail(name)`, so
 * removing a bucket drops all of its queries at once; add per-setting keys below it.
 */
export const bucketKeys = {
  all: ['buckets'] as const,
  list: () => [...bucketKeys.all, 'list'] as const,
  detail: (bucketName: string) => [...bucketKeys.all, 'detail', bucketName] as const,
  info: (bucketName: string) => [...bucketKeys.detail(bucketName), 'info'] as const,
  events: (bucketName: string) => [...bucketKeys.detail(bucketName), 'events'] as const,
  replication: (bucketName: string) => [...bucketKeys.detail(bucketName), 'replication'] as const,
  replicationRule: (bucketName: string, ruleId: string) =>
    [...bucketKeys.replication(bucketName), 'rule', ruleId] as const,
  lifecycle: (bucketName: string) => [...bucketKeys.detail(bucketName), 'lifecycle'] as const,
  versioning: (bucketName: string) => [...bucketKeys.detail(bucketName), 'versioning'] as const,
  quota: (bucketName: string) => [...bucketKeys.detail(bucketName), 'quota'] as const,
  objectLocking: (bucketName: string) => [...bucketKeys.detail(bucketName), 'object-locking'] as const,
  retention: (bucketName: string) => [...bucketKeys.detail(bucketName), 'retention'] as const,
  encryption: (bucketName: string) => [...bucketKeys.detail(bucketName), 'encryption'] as const,
  iamPolicies: (bucketName: string) => [...bucketKeys.detail(bucketName), 'iam-policies'] as const,
  users: (bucketName: string) => [...bucketKeys.detail(bucketName), 'users'] as const,
  accessRules: (bucketName: string) => [...bucketKeys.detail(bucketName), 'access-rules'] as const,
  /** Server-wide lists the event, replication and lifecycle tabs choose from. */
  notificationArns: () => [...bucketKeys.all, 'notification-arns'] as const,
  remoteTargets: () => [...bucketKeys.all, 'remote-targets'] as const,
  tierNames: () => [...bucketKeys.all, 'tier-names'] as const,
};

export const byName = (a: Bucket, b: Bucket) => a.name.localeCompare(b.name);

/** Every bucket the user may read or write, sorted by name (the server's order is not guaranteed). */
export const bucketListQuery = () =>
  queryOptions({
    queryKey: bucketKeys.list(),
    queryFn: async ({ signal }) => {
      const answer = await call(listBuckets, {}, signal);
      return { ...answer, buckets: [...(answer.buckets ?? [])].sort(byName) };
    },
  });

export const bucketVersioningQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.versioning(bucketName),
    queryFn: ({ signal }) => call(getBucketVersioning, { params: { bucket_name: bucketName } }, signal),
  });

export const bucketObjectLockingQuery = (bucketName: string) =>
  queryOptions({
    queryKey: bucketKeys.objectLocking(bucketName),
    queryFn: ({ signal }) =>
      call(getBucketObjectLockingStatus, { params: { bucket_name: bucketName } }, signal),
  });
