import { describe, expect, it } from 'vitest';
import { globallyGranted, sessionWith } from '@/lib/permissions/test-sessions';
import { type ObjectAction, objectAccess } from './object-access';

const allowed = (permissions: Record<string, string[]>, key = 'docs/a.txt') =>
  Object.entries(objectAccess(sessionWith(permissions), 'photos', key))
    .filter(([, granted]) => granted)
    .map(([action]) => action as ObjectAction)
    .sort();

describe('objectAccess', () => {
  it.each<[string, Record<string, string[]>, ObjectAction[]]>([
    [
      's3:* everywhere',
      globallyGranted('s3:*'),
      ['bypassGovernance', 'delete', 'download', 'editTags', 'legalHold', 'restore', 'retention', 'share'],
    ],
    ['read-only', globallyGranted('s3:GetBucketLocation', 's3:GetObject'), ['download', 'share']],
    [
      's3:Get* and s3:Put* on the bucket’s objects',
      { 'arn:aws:s3:::photos/*': ['s3:Get*', 's3:Put*'] },
      ['download', 'editTags', 'legalHold', 'restore', 'retention', 'share'],
    ],
    ['deletes only under docs/', { 'arn:aws:s3:::photos/docs/*': ['s3:DeleteObject'] }, ['delete']],
    ['grants on another bucket', { 'arn:aws:s3:::other/*': ['s3:*'] }, []],
    ['bucket-level grants only', { 'arn:aws:s3:::photos': ['s3:ListBucket'] }, []],
    ['the bypass alone', globallyGranted('s3:BypassGovernanceRetention'), ['bypassGovernance']],
  ])('%s', (_case, permissions, expected) => {
    expect(allowed(permissions)).toEqual(expected);
  });

  it('checks the object’s own path', () => {
    const underDocs = { 'arn:aws:s3:::photos/docs/*': ['s3:DeleteObject'] };
    expect(allowed(underDocs, 'albums/b.jpg')).toEqual([]);
  });
});
