import { describe, expect, it } from 'vitest';
import { bucketAccessOf, publicReadWritePolicy } from './bucket-policy';
import type { BucketAccess } from './buckets';

const BUCKET = 'photos';
const anonymous = { AWS: ['*'] };
const policy = (...Statement: object[]) => JSON.stringify({ Version: '2012-10-17', Statement });
const allow = (Action: string[], Resource: string[], extra: object = {}) => ({
  Effect: 'Allow',
  Principal: anonymous,
  Action,
  Resource,
  ...extra,
});
const [bucketStatement, objectStatement] = publicReadWritePolicy(BUCKET).Statement as [object, object];

describe('bucketAccessOf', () => {
  it.each<[string, string, BucketAccess]>([
    ['no policy', '', 'PRIVATE'],
    ['the policy the console writes for PUBLIC', JSON.stringify(publicReadWritePolicy(BUCKET)), 'PUBLIC'],
    ['the same grants in the other order', policy(objectStatement, bucketStatement), 'PUBLIC'],
    [
      'the same grants split per action, with a Principal of "*"',
      policy(
        ...['s3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads'].map((action) => ({
          Effect: 'Allow',
          Principal: '*',
          Action: action,
          Resource: `arn:aws:s3:::${BUCKET}`,
        })),
        objectStatement,
      ),
      'PUBLIC',
    ],
    [
      'anonymous read-only',
      policy(
        allow(['s3:GetBucketLocation', 's3:ListBucket'], [`arn:aws:s3:::${BUCKET}`]),
        allow(['s3:GetObject'], [`arn:aws:s3:::${BUCKET}/*`]),
      ),
      'CUSTOM',
    ],
    [
      'read and write on one prefix only',
      JSON.stringify(publicReadWritePolicy(`${BUCKET}/public`)),
      'CUSTOM',
    ],
    [
      'public plus one more grant',
      policy(bucketStatement, objectStatement, allow(['s3:PutBucketPolicy'], [`arn:aws:s3:::${BUCKET}`])),
      'CUSTOM',
    ],
    [
      'public with a condition',
      policy(bucketStatement, {
        ...objectStatement,
        Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
      }),
      'CUSTOM',
    ],
    [
      'public for one user only',
      policy(bucketStatement, { ...objectStatement, Principal: { AWS: ['arn:aws:iam::1:user/x'] } }),
      'CUSTOM',
    ],
    ['public with a Deny', policy(bucketStatement, { ...objectStatement, Effect: 'Deny' }), 'CUSTOM'],
    ['JSON that is not a policy', '{"hello":"world"}', 'CUSTOM'],
    ['text that is not JSON', 'not json', 'CUSTOM'],
  ])('%s → %s', (_, definition, expected) => {
    expect(bucketAccessOf(definition, BUCKET)).toBe(expected);
  });
});
