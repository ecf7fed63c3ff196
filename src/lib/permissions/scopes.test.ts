import { describe, expect, it } from 'vitest';
import { ADMIN, ALL_ACTIONS, BUCKET_ADMIN, BUCKET_OWNER, BUCKET_VIEWER, KMS, S3 } from './scopes';

describe('role bundles (spec §6, reference §7.3)', () => {
  it.each<[role: string, bundle: readonly string[], expected: string[]]>([
    ['BUCKET_OWNER', BUCKET_OWNER, [S3.PutObject, S3.DeleteObject]],
    ['BUCKET_VIEWER', BUCKET_VIEWER, [S3.ListBucket]],
    ['BUCKET_ADMIN', BUCKET_ADMIN, [S3.All, ADMIN.All]],
  ])('%s holds %j', (_, bundle, expected) => {
    expect(bundle).toEqual(expect.arrayContaining(expected));
  });

  it.each<[area: string, actions: string[]]>([
    ['versioning', [S3.GetBucketVersioning, S3.PutBucketVersioning]],
    ['encryption', [S3.GetEncryptionConfiguration, S3.PutEncryptionConfiguration]],
    ['tagging', [S3.GetBucketTagging, S3.PutBucketTagging, S3.PutObjectTagging]],
    ['object lock', [S3.GetBucketObjectLockConfiguration, S3.PutBucketObjectLockConfiguration]],
    ['legal hold', [S3.GetObjectLegalHold, S3.PutObjectLegalHold]],
    ['retention', [S3.GetObjectRetention, S3.PutObjectRetention]],
    ['governance bypass', [S3.BypassGovernanceRetention]],
    ['replication', [S3.GetReplicationConfiguration, S3.PutReplicationConfiguration]],
    ['lifecycle', [S3.GetLifecycleConfiguration, S3.PutLifecycleConfiguration]],
    ['notifications', [S3.GetBucketNotification, S3.PutBucketNotification]],
    ['policy', [S3.GetBucketPolicy, S3.PutBucketPolicy, S3.DeleteBucketPolicy]],
    ['create/delete/force-delete bucket', [S3.CreateBucket, S3.DeleteBucket, S3.ForceDeleteBucket]],
    ['multipart', [S3.ListBucketMultipartUploads, S3.ListMultipartUploadParts, S3.AbortMultipartUpload]],
  ])('BUCKET_ADMIN covers %s', (_, actions) => {
    expect(BUCKET_ADMIN).toEqual(expect.arrayContaining(actions));
  });

  it('BUCKET_ADMIN leaves out plain object reads, which do not configure a bucket', () => {
    expect(BUCKET_ADMIN).not.toContain(S3.GetObject);
    expect(BUCKET_ADMIN).not.toContain(S3.GetBucketLocation);
  });
});

describe('action strings', () => {
  it.each<[service: string, actions: Record<string, string>, prefix: string]>([
    ['S3', S3, 's3:'],
    ['ADMIN', ADMIN, 'admin:'],
    ['KMS', KMS, 'kms:'],
  ])('every %s action starts with %s', (_, actions, prefix) => {
    for (const action of Object.values(actions)) expect(action.startsWith(prefix)).toBe(true);
  });

  it('ALL_ACTIONS lists the concrete actions of every service, without wildcards or patterns', () => {
    expect(ALL_ACTIONS).toEqual(expect.arrayContaining([S3.GetObject, ADMIN.ServerInfo, KMS.Status]));
    expect(ALL_ACTIONS.filter((action) => action.includes('*'))).toEqual([]);
    expect(new Set(ALL_ACTIONS).size).toBe(ALL_ACTIONS.length);
  });
});
