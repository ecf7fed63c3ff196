import { describe, expect, it } from 'vitest';
import { anonymousRules, withAnonymousRule } from './anonymous-policy';
import { bucketAccessOf } from './bucket-policy';

const BUCKET = 'photos';
const BUCKET_ARN = `arn:aws:s3:::${BUCKET}`;
const policy = (...Statement: object[]) => JSON.stringify({ Version: '2012-10-17', Statement });
const allow = (Action: string[], Resource: string[], extra: object = {}) => ({
  Effect: 'Allow',
  Principal: { AWS: ['*'] },
  Action,
  Resource,
  ...extra,
});

/** What `mc anonymous set download e2e/photos/public/` leaves in the bucket policy (read back from MinIO). */
const MC_DOWNLOAD_PUBLIC = policy(
  allow(['s3:GetBucketLocation'], [BUCKET_ARN]),
  allow(['s3:ListBucket'], [BUCKET_ARN], { Condition: { StringEquals: { 's3:prefix': ['public/'] } } }),
  allow(['s3:GetObject'], [`${BUCKET_ARN}/public/*`]),
);

const WRITE_ACTIONS = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];

describe('anonymousRules', () => {
  it.each([
    ['no policy', '', []],
    [
      'mc anonymous set download on a prefix',
      MC_DOWNLOAD_PUBLIC,
      [{ prefix: 'public/', access: 'readonly' }],
    ],
    [
      'read on the whole bucket, with a Principal of "*" and single strings',
      policy(
        { Effect: 'Allow', Principal: '*', Action: 's3:GetBucketLocation', Resource: BUCKET_ARN },
        { Effect: 'Allow', Principal: '*', Action: 's3:ListBucket', Resource: BUCKET_ARN },
        { Effect: 'Allow', Principal: '*', Action: 's3:GetObject', Resource: `${BUCKET_ARN}/*` },
      ),
      [{ prefix: '', access: 'readonly' }],
    ],
    [
      'upload-only on a prefix',
      policy(
        allow(['s3:GetBucketLocation', 's3:ListBucketMultipartUploads'], [BUCKET_ARN]),
        allow(WRITE_ACTIONS, [`${BUCKET_ARN}/inbox/*`]),
      ),
      [{ prefix: 'inbox/', access: 'writeonly' }],
    ],
    [
      'object grants without the bucket-level location grant',
      policy(allow(['s3:ListBucket'], [BUCKET_ARN]), allow(['s3:GetObject'], [`${BUCKET_ARN}/*`])),
      [],
    ],
    [
      'a read prefix that the listing condition does not name',
      policy(
        allow(['s3:GetBucketLocation'], [BUCKET_ARN]),
        allow(['s3:ListBucket'], [BUCKET_ARN], { Condition: { StringEquals: { 's3:prefix': ['other/'] } } }),
        allow(['s3:GetObject'], [`${BUCKET_ARN}/public/*`]),
      ),
      [],
    ],
    [
      'grants to a named user rather than everyone',
      policy({
        Effect: 'Allow',
        Principal: { AWS: ['arn:aws:iam::123:user/x'] },
        Action: ['s3:GetBucketLocation', 's3:ListBucket', 's3:GetObject'],
        Resource: [BUCKET_ARN, `${BUCKET_ARN}/*`],
      }),
      [],
    ],
    [
      'grants on another bucket',
      policy(
        allow(['s3:GetBucketLocation', 's3:ListBucket'], ['arn:aws:s3:::other']),
        allow(['s3:GetObject'], ['arn:aws:s3:::other/*']),
      ),
      [],
    ],
  ])('%s', (_case, policyJson, rules) => {
    expect(anonymousRules(policyJson, BUCKET)).toEqual(rules);
  });
});

describe('withAnonymousRule', () => {
  it('writes what mc writes for a read-only prefix', () => {
    const written = withAnonymousRule('', BUCKET, 'public/', 'readonly');

    expect(anonymousRules(written, BUCKET)).toEqual([{ prefix: 'public/', access: 'readonly' }]);
    expect(anonymousRules(MC_DOWNLOAD_PUBLIC, BUCKET)).toEqual(anonymousRules(written, BUCKET));
  });

  it('keeps every rule apart and lists them by prefix', () => {
    let written = withAnonymousRule('', BUCKET, 'public/', 'readonly');
    written = withAnonymousRule(written, BUCKET, 'inbox/', 'writeonly');
    written = withAnonymousRule(written, BUCKET, 'shared/', 'readwrite');

    expect(anonymousRules(written, BUCKET)).toEqual([
      { prefix: 'inbox/', access: 'writeonly' },
      { prefix: 'public/', access: 'readonly' },
      { prefix: 'shared/', access: 'readwrite' },
    ]);
  });

  it('changes a rule in place and removes one without touching the others', () => {
    let written = withAnonymousRule(MC_DOWNLOAD_PUBLIC, BUCKET, 'inbox/', 'writeonly');
    written = withAnonymousRule(written, BUCKET, 'public/', 'readwrite');
    expect(anonymousRules(written, BUCKET)).toEqual([
      { prefix: 'inbox/', access: 'writeonly' },
      { prefix: 'public/', access: 'readwrite' },
    ]);

    written = withAnonymousRule(written, BUCKET, 'inbox/', 'none');
    expect(anonymousRules(written, BUCKET)).toEqual([{ prefix: 'public/', access: 'readwrite' }]);
  });

  it('leaves no policy at all once the last rule is removed', () => {
    expect(withAnonymousRule(MC_DOWNLOAD_PUBLIC, BUCKET, 'public/', 'none')).toBe('');
  });

  it('keeps statements it does not manage, splitting one that also grants a managed action', () => {
    const denyDeletes = {
      Effect: 'Deny',
      Principal: '*',
      Action: ['s3:DeleteObject'],
      Resource: [`${BUCKET_ARN}/*`],
    };
    const mixed = allow(
      ['s3:GetObject', 's3:GetObjectTagging'],
      [`${BUCKET_ARN}/public/*`, `${BUCKET_ARN}/docs/*`],
    );
    const start = policy(denyDeletes, allow(['s3:GetBucketLocation'], [BUCKET_ARN]), mixed);

    const written = JSON.parse(withAnonymousRule(start, BUCKET, 'public/', 'none'));

    expect(written.Statement).toEqual([
      denyDeletes,
      { ...mixed, Resource: [`${BUCKET_ARN}/docs/*`] },
      { ...mixed, Action: ['s3:GetObjectTagging'], Resource: [`${BUCKET_ARN}/public/*`] },
    ]);
  });

  it('reads back as PUBLIC when the whole bucket is read-write', () => {
    expect(bucketAccessOf(withAnonymousRule('', BUCKET, '', 'readwrite'), BUCKET)).toBe('PUBLIC');
    expect(bucketAccessOf(withAnonymousRule('', BUCKET, '', 'readonly'), BUCKET)).toBe('CUSTOM');
  });
});
