import { describe, expect, it } from 'vitest';
import { canOpenRoute } from './routes';
import { ADMIN, ALL_ACTIONS, BUCKET_ADMIN, BUCKET_OWNER, BUCKET_VIEWER, S3 } from './scopes';
import { sessionWith } from './test-sessions';

const BUCKET = 'photos';

/** What one action granted on the bucket (and its objects) lets the user open there. */
function opensWith(action: string) {
  const session = sessionWith({
    [`arn:aws:s3:::${BUCKET}`]: [action],
    [`arn:aws:s3:::${BUCKET}/*`]: [action],
  });
  const params = { bucketName: BUCKET };
  return {
    admin: canOpenRoute(session, '/buckets/$bucketName/admin', params),
    browse: canOpenRoute(session, '/buckets/$bucketName/browse/$', params),
  };
}

describe('what one action on a bucket opens (spec §6, reference §7.3)', () => {
  it.each<[area: string, action: string, admin: boolean, browse: boolean]>([
    ['everything', S3.All, true, true],
    ['versioning', S3.GetBucketVersioning, true, false],
    ['versioning', S3.PutBucketVersioning, true, false],
    ['encryption', S3.PutEncryptionConfiguration, true, false],
    ['tagging', S3.PutObjectTagging, true, false],
    ['object lock', S3.GetBucketObjectLockConfiguration, true, false],
    ['legal hold', S3.PutObjectLegalHold, true, false],
    ['retention', S3.GetObjectRetention, true, false],
    ['governance bypass', S3.BypassGovernanceRetention, true, false],
    ['replication', S3.PutReplicationConfiguration, true, false],
    ['lifecycle', S3.GetLifecycleConfiguration, true, false],
    ['notifications', S3.PutBucketNotification, true, false],
    ['policy', S3.DeleteBucketPolicy, true, false],
    ['bucket removal', S3.ForceDeleteBucket, true, false],
    ['multipart', S3.AbortMultipartUpload, true, false],
    ['every read, as a policy spells it', S3.AnyGet, true, false],
    ['every write, as a policy spells it', S3.AnyPut, true, true],
    ['uploading', S3.PutObject, false, true],
    ['deleting objects', S3.DeleteObject, false, true],
    ['listing', S3.ListBucket, false, true],
    ['every listing, as a policy spells it', S3.AnyList, false, true],
    ['reading an object', S3.GetObject, false, false],
    ['locating the bucket', S3.GetBucketLocation, false, false],
  ])('%s (%s): admin view %s, object browser %s', (_area, action, admin, browse) => {
    expect(opensWith(action)).toEqual({ admin, browse });
  });
});

describe('what a wildcard grant expands to', () => {
  const checkedActions = [...BUCKET_ADMIN, ...BUCKET_OWNER, ...BUCKET_VIEWER, ADMIN.ServerInfo, S3.GetObject];

  it.each(checkedActions.filter((action) => !action.includes('*')))(
    'includes %s, which the console checks',
    (action) => {
      expect(ALL_ACTIONS).toContain(action);
    },
  );

  it('holds only concrete actions, each once', () => {
    expect(ALL_ACTIONS.filter((action) => action.includes('*'))).toEqual([]);
    expect(new Set(ALL_ACTIONS).size).toBe(ALL_ACTIONS.length);
  });
});
