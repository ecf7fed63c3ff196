import {
  type CreateRemoteBucket,
  type ListRemoteBucketsResponse,
  REPLICATION_MESSAGES,
  type RemoteBucket,
} from '../../src/contract/bucket-replication.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import { bucketTargetFor, remoteBucketOf } from './remote-targets.ts';

/** Adds a replication target to the source bucket; MinIO checks the keys and the bucket first. Its ARN. */
export function addRemoteTarget(admin: AdminClient, request: CreateRemoteBucket): Promise<string> {
  return admin.setRemoteTarget(bucketTargetFor(request));
}

/** The replication targets of one bucket, or of every bucket when `bucketName` is ''. */

/** Removing a target that is already gone is not a failure. */
export async function removeRemoteTargetIfPresent(admin: AdminClient, bucketName: string, arn: string) {
  try {
    await admin.removeRemoteTarget(bucketName, arn);
  } catch (error) {
    if (!(error instanceof MinioApiError && error.code === 'XMinioAdminRemoteTargetNotFoundError'))
      throw error;
  }
}

export async function listRemoteBuckets(admin: AdminClient): Promise<ListRemoteBucketsResponse> {
  const buckets = (await admin.listRemoteTargets('')).map(remoteBucketOf);
  return { buckets, total: buckets.length };
}

export async function remoteBucketDetails(admin: AdminClient, bucketName: string): Promise<RemoteBucket> {
  const [first] = await admin.listRemoteTargets(bucketName);
  if (!first) throw new ConsoleError(404, REPLICATION_MESSAGES.noRemoteTarget(bucketName));
  return remoteBucketOf(first);
}
