import { bucketAccessOf } from '../../src/contract/bucket-policy';
import { BUCKET_MESSAGES, makeBucketRequestProblem } from '../../src/contract/bucket-rules';
import * as bucketList from '../../src/contract/buckets';
import { rfc3339 } from '../../src/contract/rfc3339';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import {
  allBuckets,
  findBucket,
  type MockBucket,
  newMockBucket,
  putBucket,
  removeBucket,
} from '../buckets-model';
import { MINIO_MESSAGES, type MockUser } from '../model';
import { mock } from './mock';
import { apiError } from './respond';

/** MinIO's own texts for the bucket refusals. */
export const MINIO_BUCKET_MESSAGES = {
  noSuchBucket: 'The specified bucket does not exist',
  alreadyOwned: 'Your previous request to create the named bucket succeeded and you already own it.',
  notEmpty: 'The bucket you tried to delete is not empty. You must delete all versions in the bucket.',
  methodNotAllowed: 'The specified method is not allowed against this resource.',
} as const;

const may = (user: MockUser, bucketName: string, actions: string[]) =>
  hasPermission(user.permissions, bucketName, actions);

/** What AccountInfo reports: the caller's read (list or get) and write access to the bucket. */
function rwAccess(user: MockUser, bucketName: string) {
  return {
    read: may(user, bucketName, ['s3:ListBucket', 's3:GetObject']),
    write: may(user, bucketName, ['s3:PutObject']),
  };
}

function listedBucket(bucket: MockBucket, user: MockUser): bucketList.Bucket {
  const tags = Object.keys(bucket.tags).length > 0 ? bucket.tags : undefined;
  return {
    name: bucket.name,
    size: bucket.size,
    objects: bucket.objects,
    creation_date: bucket.creationDate,
    rw_access: rwAccess(user, bucket.name),
    details: {
      versioning: bucket.versioning === 'Enabled',
      versioningSuspended: bucket.versioning === 'Suspended',
      locking: bucket.locking,
      replication: bucket.replicationRules.length > 0,
      tags,
      quota: bucket.quota > 0 ? { quota: bucket.quota, type: 'hard' } : undefined,
    },
  };
}

function bucketInfo(bucket: MockBucket): bucketList.BucketInfo {
  return {
    name: bucket.name,
    access: bucketAccessOf(bucket.policy, bucket.name),
    definition: bucket.policy,
    creation_date: bucket.creationDate,
    size: bucket.size,
    objects: bucket.objects,
    details: { tags: Object.keys(bucket.tags).length > 0 ? bucket.tags : undefined },
  };
}

function createdBucket(request: bucketList.MakeBucketRequest): MockBucket {
  const locking = request.locking === true;
  const versioning = request.versioning;
  return newMockBucket(request.name, {
    creationDate: rfc3339(new Date()),
    locking,
    versioning: locking || versioning?.enabled ? 'Enabled' : '',
    excludedPrefixes: locking ? [] : (versioning?.excludePrefixes ?? []),
    excludeFolders: !locking && versioning?.excludeFolders === true,
    quota: request.quota?.enabled ? (request.quota.amount ?? 0) : 0,
    retention: request.retention ?? null,
  });
}

/** Deleting refuses what MinIO refuses: a non-empty bucket, and forcing it on a locked bucket. */
function deleteRefusal(bucket: MockBucket, force: boolean): Response | null {
  if (force && bucket.locking) {
    return apiError(405, BUCKET_MESSAGES.lockedForceDelete, MINIO_BUCKET_MESSAGES.methodNotAllowed);
  }
  if (!force && bucket.objects > 0) {
    return apiError(409, BUCKET_MESSAGES.notEmpty, MINIO_BUCKET_MESSAGES.notEmpty);
  }
  return null;
}

/** GET/POST /buckets, GET/DELETE /buckets/{bucket_name}, as the console server answers them. */
export const bucketsHandlers = [
  mock(bucketList.listBuckets, ({ session }) => {
    const buckets = allBuckets()
      .filter((bucket) => {
        const access = rwAccess(session.user, bucket.name);
        return access.read || access.write;
      })
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((bucket) => listedBucket(bucket, session.user));
    return bucketList.listBucketsResponseSchema.parse({ buckets, total: buckets.length });
  }),

  mock(bucketList.makeBucket, ({ session, body }) => {
    const problem = makeBucketRequestProblem(body);
    if (problem) return apiError(400, problem);
    if (!may(session.user, body.name, ['s3:CreateBucket'])) return apiError(403, MINIO_MESSAGES.accessDenied);
    if (findBucket(body.name)) {
      return apiError(400, BUCKET_MESSAGES.exists, MINIO_BUCKET_MESSAGES.alreadyOwned);
    }
    putBucket(createdBucket(body));
    return { bucketName: body.name };
  }),

  mock(bucketList.getBucketInfo, ({ session, params }) => {
    const bucket = findBucket(params.bucket_name);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    const access = rwAccess(session.user, bucket.name);
    if (!access.read && !access.write) return apiError(403, MINIO_MESSAGES.accessDenied);
    return bucketInfo(bucket);
  }),

  mock(bucketList.deleteBucket, ({ session, params, query }) => {
    const force = query.force ?? false;
    const bucket = findBucket(params.bucket_name);
    if (!bucket) return apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
    const action = force ? 's3:ForceDeleteBucket' : 's3:DeleteBucket';
    if (!may(session.user, bucket.name, [action])) return apiError(403, MINIO_MESSAGES.accessDenied);
    const refusal = deleteRefusal(bucket, force);
    if (refusal) return refusal;
    removeBucket(bucket.name);
  }),
];
