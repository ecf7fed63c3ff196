import { describe, expect, it } from 'vitest';
import { type PolicyDocument, sessionPermissions } from './permissions.ts';

const known = [
  's3:GetObject',
  's3:GetBucketLocation',
  's3:PutObject',
  's3:ListBucket',
  'admin:ServerInfo',
  'admin:ListUsers',
];

const consoleAdmin: PolicyDocument = {
  Statement: [
    { Effect: 'Allow', Action: ['admin:*'] },
    { Effect: 'Allow', Action: ['kms:*'] },
    { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::*'] },
  ],
};
const readonly: PolicyDocument = {
  Statement: [
    { Effect: 'Allow', Action: ['s3:GetBucketLocation', 's3:GetObject'], Resource: ['arn:aws:s3:::*'] },
  ],
};
const oneBucket: PolicyDocument = {
  Statement: [
    { Effect: 'Allow', Action: ['s3:ListAllMyBuckets'], Resource: ['arn:aws:s3:::*'] },
    { Effect: 'Allow', Action: ['s3:*'], Resource: ['arn:aws:s3:::photos', 'arn:aws:s3:::photos/*'] },
  ],
};
const withDeny: PolicyDocument = {
  Statement: [
    { Effect: 'Allow', Action: 's3:Get*', Resource: '*' },
    { Effect: 'Deny', Action: 's3:GetBucketLocation', Resource: '*' },
  ],
};

describe('session permissions from a policy', () => {
  it.each([
    [
      'consoleAdmin grants the wildcards globally',
      consoleAdmin,
      'console-ui',
      ['admin:*', 'kms:*', 's3:*', 'admin:ListUsers'],
    ],
    [
      'consoleAdmin lists the global grants under the all-buckets ARN',
      consoleAdmin,
      'arn:aws:s3:::*',
      ['admin:*', 's3:*'],
    ],
    [
      'readonly grants exactly its two actions',
      readonly,
      'console-ui',
      ['s3:GetBucketLocation', 's3:GetObject'],
    ],
    [
      'a bucket-scoped statement stays on its bucket',
      oneBucket,
      'arn:aws:s3:::photos/*',
      ['s3:*', 's3:ListAllMyBuckets'],
    ],
    ['a pattern is expanded and kept', withDeny, 'console-ui', ['s3:Get*', 's3:GetObject']],
  ])('%s', (_name, policy, key, expected) => {
    const { permissions } = sessionPermissions(policy, known);
    expect(permissions[key]).toEqual(expect.arrayContaining(expected));
  });

  it.each([
    ['a bucket-scoped statement does not grant globally', oneBucket, 'console-ui', 's3:PutObject'],
    ['readonly has no admin action', readonly, 'console-ui', 'admin:ServerInfo'],
    ['a deny removes the action', withDeny, 'console-ui', 's3:GetBucketLocation'],
  ])('%s', (_name, policy, key, absent) => {
    expect(sessionPermissions(policy, known).permissions[key]).not.toContain(absent);
  });

  it('reports conditional prefixes as allowResources', () => {
    const policy: PolicyDocument = {
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:ListBucket'],
          Resource: ['arn:aws:s3:::shared'],
          Condition: { StringLike: { 's3:prefix': ['team-a/*'] } },
        },
      ],
    };
    expect(sessionPermissions(policy, known).allowResources).toEqual([
      { resource: 'arn:aws:s3:::shared', conditionOperator: 'StringLike', prefixes: ['team-a/*'] },
    ]);
  });

  it('has no allowResources without conditions', () => {
    expect(sessionPermissions(readonly, known).allowResources).toBeNull();
  });
});
