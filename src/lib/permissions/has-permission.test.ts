import { describe, expect, it } from 'vitest';
import type { Permissions } from '@/contract/session';
import {
  ANY_RESOURCE,
  CONSOLE_UI_RESOURCE,
  GLOBAL_RESOURCE,
  grantsAnyOf,
  hasPermission,
} from './has-permission';
import { ADMIN, KMS, S3 } from './scopes';
import { sessionWith } from './test-sessions';

type Case = [description: string, permissions: Permissions, resource: string, expected: boolean];

describe('hasPermission on a bucket collects the grants of', () => {
  it.each<Case>([
    ['the key named like the bucket', { photos: [S3.ListBucket] }, 'photos', true],
    ['arn:aws:s3:::<bucket>', { 'arn:aws:s3:::photos': [S3.ListBucket] }, 'photos', true],
    ['arn:aws:s3:::<bucket>/', { 'arn:aws:s3:::photos/': [S3.ListBucket] }, 'photos', true],
    ['arn:aws:s3:::<bucket>/*', { 'arn:aws:s3:::photos/*': [S3.ListBucket] }, 'photos', true],
    ['the all-buckets ARN', { [GLOBAL_RESOURCE]: [S3.ListBucket] }, 'photos', true],
    ['a wildcard key naming the bucket', { 'arn:aws:s3:::photo*': [S3.ListBucket] }, 'photos', true],
    ['a wildcard key naming its objects', { 'arn:aws:s3:::photo*/*': [S3.ListBucket] }, 'photos', true],
    ['a wildcard key over every bucket', { 'arn:aws:s3:::*/*': [S3.ListBucket] }, 'photos', true],
    [
      'the bucket, when checking a prefix in it',
      { 'arn:aws:s3:::photos/*': [S3.ListBucket] },
      'photos/2024',
      true,
    ],
    [
      'the bucket, when the resource ends with a slash',
      { 'arn:aws:s3:::photos': [S3.ListBucket] },
      'photos/',
      true,
    ],
  ])('%s', (_, permissions, resource, expected) => {
    expect(hasPermission(permissions, resource, [S3.ListBucket])).toBe(expected);
  });
});

describe('hasPermission on a bucket ignores the grants of', () => {
  it.each<Case>([
    ['another bucket', { 'arn:aws:s3:::videos/*': [S3.ListBucket] }, 'photos', false],
    [
      'a bucket whose name only starts the same',
      { 'arn:aws:s3:::photos-archive/*': [S3.ListBucket] },
      'photos',
      false,
    ],
    ['a wildcard key naming other buckets', { 'arn:aws:s3:::logs-*': [S3.ListBucket] }, 'photos', false],
    [
      'a key whose dot is not a regex wildcard',
      { 'arn:aws:s3:::my.bucket/*': [S3.ListBucket] },
      'myxbucket',
      false,
    ],
    ['a sub-prefix only', { 'arn:aws:s3:::photos/2024/*': [S3.ListBucket] }, 'photos', false],
    ['console-ui', { [CONSOLE_UI_RESOURCE]: [S3.ListBucket] }, 'photos', false],
  ])('%s', (_, permissions, resource, expected) => {
    expect(hasPermission(permissions, resource, [S3.ListBucket])).toBe(expected);
  });
});

describe('hasPermission with containsResource also counts sub-prefix grants', () => {
  it.each<Case>([
    [
      'a grant on a sub-prefix of the bucket',
      { 'arn:aws:s3:::photos/2024/*': [S3.ListBucket] },
      'photos',
      true,
    ],
    [
      'but not on a bucket whose name only starts the same',
      { 'arn:aws:s3:::photos-2024/*': [S3.ListBucket] },
      'photos',
      false,
    ],
  ])('%s', (_, permissions, resource, expected) => {
    expect(hasPermission(permissions, resource, [S3.ListBucket], { containsResource: true })).toBe(expected);
  });
});

describe('hasPermission on console-ui and the all-buckets ARN', () => {
  it.each<Case>([
    [
      'console-ui reads its own list',
      { [CONSOLE_UI_RESOURCE]: [ADMIN.ServerInfo] },
      CONSOLE_UI_RESOURCE,
      true,
    ],
    [
      'console-ui also reads the all-buckets ARN',
      { [GLOBAL_RESOURCE]: [ADMIN.ServerInfo] },
      CONSOLE_UI_RESOURCE,
      true,
    ],
    [
      'console-ui ignores bucket keys',
      { 'arn:aws:s3:::photos/*': [ADMIN.ServerInfo] },
      CONSOLE_UI_RESOURCE,
      false,
    ],
    [
      'console-ui ignores wildcard bucket keys',
      { 'arn:aws:s3:::*/*': [ADMIN.ServerInfo] },
      CONSOLE_UI_RESOURCE,
      false,
    ],
    [
      'the all-buckets ARN reads its own list',
      { [GLOBAL_RESOURCE]: [ADMIN.ServerInfo] },
      GLOBAL_RESOURCE,
      true,
    ],
    [
      'the all-buckets ARN also reads console-ui',
      { [CONSOLE_UI_RESOURCE]: [ADMIN.ServerInfo] },
      GLOBAL_RESOURCE,
      true,
    ],
    [
      'the all-buckets ARN ignores bucket keys',
      { 'arn:aws:s3:::photos': [ADMIN.ServerInfo] },
      GLOBAL_RESOURCE,
      false,
    ],
  ])('%s', (_, permissions, resource, expected) => {
    expect(hasPermission(permissions, resource, [ADMIN.ServerInfo])).toBe(expected);
  });
});

describe('hasPermission on "*" (every resource) passes when the action is granted under any key', () => {
  it.each<[string, Permissions, string, boolean]>([
    ['the action on one bucket', { 'arn:aws:s3:::photos/*': [S3.CreateBucket] }, S3.CreateBucket, true],
    ['s3:* on one bucket', { 'arn:aws:s3:::photos/*': [S3.All] }, S3.CreateBucket, true],
    ['the action under console-ui', { [CONSOLE_UI_RESOURCE]: [S3.CreateBucket] }, S3.CreateBucket, true],
    ['s3:* does not stand for admin actions', { 'arn:aws:s3:::photos/*': [S3.All] }, ADMIN.ServerInfo, false],
    ['other actions only', { 'arn:aws:s3:::photos/*': [S3.GetObject] }, S3.CreateBucket, false],
  ])('%s → %s', (_, permissions, scope, expected) => {
    expect(hasPermission(permissions, ANY_RESOURCE, [scope])).toBe(expected);
  });
});

describe('hasPermission expands only the s3:* and admin:* wildcards', () => {
  it.each<[granted: string, required: string, expected: boolean]>([
    [S3.All, S3.GetObject, true],
    [S3.All, S3.AnyGet, true],
    [ADMIN.All, ADMIN.ServerInfo, true],
    [S3.All, ADMIN.ServerInfo, false],
    [ADMIN.All, S3.GetObject, false],
    [KMS.All, KMS.Status, false],
    [KMS.All, KMS.All, true],
    [S3.AnyGet, S3.GetObject, false],
    [S3.AnyGet, S3.AnyGet, true],
  ])('granted %s, required %s → %s', (granted, required, expected) => {
    expect(hasPermission({ [CONSOLE_UI_RESOURCE]: [granted] }, CONSOLE_UI_RESOURCE, [required])).toBe(
      expected,
    );
  });
});

describe('hasPermission needs any one scope, or every scope with matchAll', () => {
  const permissions = { [CONSOLE_UI_RESOURCE]: [ADMIN.ListUsers] };

  it.each<[string, string[], boolean, boolean]>([
    ['one of two held', [ADMIN.ListUsers, ADMIN.CreateUser], false, true],
    ['one of two held, matchAll', [ADMIN.ListUsers, ADMIN.CreateUser], true, false],
    ['the only one held, matchAll', [ADMIN.ListUsers], true, true],
    ['none held', [ADMIN.CreateUser], false, false],
    ['no scopes', [], false, false],
    ['no scopes, matchAll', [], true, false],
  ])('%s → %s', (_, scopes, matchAll, expected) => {
    expect(hasPermission(permissions, CONSOLE_UI_RESOURCE, scopes, { matchAll })).toBe(expected);
  });

  it('matchAll is satisfied by a wildcard for every scope', () => {
    const admin = { [CONSOLE_UI_RESOURCE]: [ADMIN.All] };
    expect(
      hasPermission(admin, CONSOLE_UI_RESOURCE, [ADMIN.ListUsers, ADMIN.CreateUser], { matchAll: true }),
    ).toBe(true);
  });
});

describe('hasPermission refuses', () => {
  it.each<[string, Permissions | undefined, string | string[]]>([
    ['missing permissions', undefined, CONSOLE_UI_RESOURCE],
    ['an empty resource', { '': [ADMIN.ServerInfo] }, ''],
    ['an empty resource list', { [CONSOLE_UI_RESOURCE]: [ADMIN.ServerInfo] }, []],
  ])('%s', (_, permissions, resource) => {
    expect(hasPermission(permissions, resource, [ADMIN.ServerInfo])).toBe(false);
  });
});

describe('hasPermission on several resources passes when one of them does', () => {
  const permissions = { 'arn:aws:s3:::photos/*': [S3.PutObject] };

  it.each<[string[], boolean]>([
    [['videos', 'photos'], true],
    [['videos', 'music'], false],
  ])('%j → %s', (resources, expected) => {
    expect(hasPermission(permissions, resources, [S3.PutObject])).toBe(expected);
  });
});

describe('grantsAnyOf asks for any one of the actions on every bucket', () => {
  const session = sessionWith({ 'console-ui': [ADMIN.ListUsers], photos: [ADMIN.CreateUser] });

  it.each<[string[], boolean]>([
    [[ADMIN.ListUsers], true],
    [[ADMIN.CreateUser, ADMIN.ListUsers], true],
    [[ADMIN.CreateUser], false],
    [[], false],
  ])('%j → %s', (actions, expected) => {
    expect(grantsAnyOf(session)(...actions)).toBe(expected);
  });
});
