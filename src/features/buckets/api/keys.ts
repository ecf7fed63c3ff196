/**
 * Query keys of the bucket screens. Everything about one bucket lives under `bucketKeys.detail(name)`, so
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
