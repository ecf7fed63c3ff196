import type { MockBucket } from './buckets-model';

/** The replication peer the demo knows: its keys and buckets, as a remote MinIO would check them. */
export const MOCK_REMOTE = {
  host: 'replica.example.net:9000',
  accessKey: 'replicator',
  secretKey: 'replicator-secret',
  buckets: ['photos-replica', 'backups-dr'],
} as const;

/** The notification targets configured on the demo server (its tiers are in `tiers-model`). */
export const MOCK_NOTIFICATION_ARNS = ['arn:minio:sqs::primary:webhook', 'arn:minio:sqs::audit:kafka'];

const PHOTOS_REPLICA_ARN = 'arn:minio:replication::8c2d5e41-7f3a-4b6e-9d1c-2a5b8e0f4c73:photos-replica';

/** Events, replication and lifecycle of the seeded buckets, so each tab has something to show. */
export function bucketConfigSeed(bucketName: string): Partial<MockBucket> {
  if (bucketName === 'photos') {
    return {
      events: [
        {
          id: '',
          arn: MOCK_NOTIFICATION_ARNS[0] ?? '',
          events: ['put', 'delete'],
          prefix: 'uploads/',
          suffix: '.jpg',
        },
      ],
      replicationRules: [
        {
          id: 'd1k2m3n4p5q6r7s8t9u0',
          status: 'Enabled',
          priority: 1,
          prefix: '',
          tags: '',
          storageClass: '',
          delete_marker_replication: true,
          deletes_replication: true,
          existingObjects: true,
          metadata_replication: true,
          destination: { bucket: PHOTOS_REPLICA_ARN },
        },
      ],
      remoteTargets: [
        {
          accessKey: MOCK_REMOTE.accessKey,
          sourceBucket: 'photos',
          targetURL: `https://${MOCK_REMOTE.host}`,
          targetBucket: 'photos-replica',
          remoteARN: PHOTOS_REPLICA_ARN,
          status: 'online',
          service: 'replication',
          syncMode: 'async',
          bandwidth: 0,
          healthCheckPeriod: 60,
        },
      ],
      lifecycleRules: [
        {
          id: 'c9h4lq2m1s8f0a3b7e6d',
          prefix: '',
          status: 'Enabled',
          tags: [],
          expiration: { noncurrent_expiration_days: 30 },
          transition: {},
        },
      ],
    };
  }
  if (bucketName === 'backups') {
    return {
      lifecycleRules: [
        {
          id: 'c9h4ls0k2m7p1q5r3t8v',
          prefix: 'daily/',
          status: 'Enabled',
          tags: [],
          expiration: {},
          transition: { days: 90, storage_class: 'COLD-TIER' },
        },
      ],
    };
  }
  return {};
}
