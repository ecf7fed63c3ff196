import { describe, expect, it } from 'vitest';
import type { Permissions } from '@/contract/session';
import { globallyGranted, sessionWith } from '@/lib/permissions/test-sessions';
import { isVersioned, listOptionsFor } from '../../api/list-options';
import { browserAccess } from './browser-access';

const onBucket = (resource: string, ...actions: string[]): Permissions => ({
  [`arn:aws:s3:::${resource}`]: actions,
});

describe('what a session may do in a folder', () => {
  it.each<[string, Permissions, string, ReturnType<typeof browserAccess>]>([
    [
      'everything with s3:*',
      globallyGranted('s3:*'),
      '',
      { mayList: true, mayListVersions: true, mayDownload: true },
    ],
    [
      'list only',
      onBucket('photos', 's3:ListBucket'),
      'docs/',
      { mayList: true, mayListVersions: false, mayDownload: false },
    ],
    [
      'the policy spellings s3:List* and s3:Get*',
      onBucket('photos/*', 's3:List*', 's3:Get*'),
      'docs/',
      { mayList: true, mayListVersions: true, mayDownload: true },
    ],
    [
      'upload only (a bucket owner who may not list)',
      onBucket('photos/*', 's3:PutObject'),
      '',
      { mayList: false, mayListVersions: false, mayDownload: false },
    ],
    [
      'grants on another bucket',
      onBucket('other', 's3:ListBucket', 's3:GetObject'),
      '',
      { mayList: false, mayListVersions: false, mayDownload: false },
    ],
  ])('%s', (_case, permissions, prefix, expected) => {
    expect(browserAccess(sessionWith(permissions), 'photos', prefix)).toEqual(expected);
  });
});

describe('how a folder is listed', () => {
  const all = { mayList: true, mayListVersions: true, mayDownload: true };

  it.each([
    [
      'as it was, when rewound',
      all,
      true,
      '2025-01-01T00:00:00.000Z',
      { rewindDate: '2025-01-01T00:00:00.000Z' },
    ],
    ['with versions in a versioned bucket', all, true, null, { withVersions: true }],
    ['without versions in an unversioned bucket', all, false, null, { withVersions: false }],
    [
      'without versions for who may not list them',
      { ...all, mayListVersions: false },
      true,
      null,
      { withVersions: false },
    ],
  ])('%s', (_case, access, versioned, rewindDate, expected) => {
    expect(listOptionsFor(access, versioned, rewindDate)).toEqual(expected);
  });

  it.each([
    [{ versioning: true }, true],
    [{ versioningSuspended: true }, true],
    [{}, false],
  ])('reads versioning %j from the bucket list', (details, expected) => {
    expect(isVersioned({ buckets: [{ name: 'photos', details }] }, 'photos')).toBe(expected);
    expect(isVersioned({ buckets: [] }, 'photos')).toBe(false);
  });
});
