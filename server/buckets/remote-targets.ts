import {
  type CreateRemoteBucket,
  type RemoteBucket,
  remoteEndpointOf,
} from '../../src/contract/bucket-replication.ts';
import type { BucketTarget, NewBucketTarget } from '../minio/admin-client.ts';

const NANOSECONDS_PER_SECOND = 1e9;

/** The BucketTarget that set-remote-target takes for a console request. */
export function bucketTargetFor(request: CreateRemoteBucket): NewBucketTarget {
  const { endpoint, secure } = remoteEndpointOf(request.targetURL);
  const sync = request.syncMode === 'sync';
  return {
    sourcebucket: request.sourceBucket,
    endpoint,
    credentials: { accessKey: request.accessKey, secretKey: request.secretKey },
    targetbucket: request.targetBucket,
    secure,
    path: '',
    api: 's3v4',
    type: 'replication',
    region: request.region ?? '',
    replicationSync: sync,
    // MinIO applies a bandwidth limit to asynchronous replication only.
    bandwidthlimit: sync ? 0 : (request.bandwidth ?? 0),
    healthCheckDuration: (request.healthCheckPeriod ?? 0) * NANOSECONDS_PER_SECOND,
  };
}

export function remoteBucketOf(target: BucketTarget): RemoteBucket {
  return {
    accessKey: target.credentials?.accessKey ?? '',
    sourceBucket: target.sourcebucket,
    targetURL: `${target.secure ? 'https' : 'http'}://${target.endpoint}`,
    targetBucket: target.targetbucket ?? '',
    remoteARN: target.arn,
    status: target.isOnline ? 'online' : 'offline',
    service: 'replication',
    syncMode: target.replicationSync ? 'sync' : 'async',
    bandwidth: target.bandwidthlimit ?? 0,
    healthCheckPeriod: Math.round((target.healthCheckDuration ?? 0) / NANOSECONDS_PER_SECOND),
  };
}
