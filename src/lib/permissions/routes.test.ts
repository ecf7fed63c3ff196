import { describe, expect, it } from 'vitest';
import { FEATURE } from '@/contract/session';
import { canOpenRoute, type RoutePath } from './routes';
import { ADMIN, KMS, S3 } from './scopes';
import { globallyGranted, OPERATOR, READONLY, ROOT, sessionWith } from './test-sessions';

describe('each admin route opens with one of its actions held globally (spec §6)', () => {
  it.each<[route: RoutePath, action: string]>([
    ['/identity/groups', ADMIN.ListGroups],
    ['/identity/groups', ADMIN.AddUserToGroup],
    ['/identity/groups/$groupName', ADMIN.GetGroup],
    ['/identity/groups/$groupName', ADMIN.AttachUserOrGroupPolicy],
    ['/identity/users', ADMIN.ListUsers],
    ['/identity/users', ADMIN.CreateUser],
    ['/identity/users/$userName', ADMIN.GetUser],
    ['/identity/users/$userName', ADMIN.DeleteUser],
    ['/tools/metrics', ADMIN.ServerInfo],
    ['/access/policies', ADMIN.ListUserPolicies],
    ['/access/policies', ADMIN.CreatePolicy],
    ['/access/policies/$', ADMIN.GetPolicy],
    ['/access/policies/$', ADMIN.DeletePolicy],
    ['/settings/configurations', ADMIN.ConfigUpdate],
    ['/settings/configurations/$option', ADMIN.ConfigUpdate],
    ['/settings/notification-endpoints', ADMIN.ServerInfo],
    ['/settings/notification-endpoints/add', ADMIN.ConfigUpdate],
    ['/settings/notification-endpoints/add/$service', ADMIN.ConfigUpdate],
    ['/support/register', ADMIN.ServerInfo],
    ['/support/register', ADMIN.ConfigUpdate],
    ['/settings/tiers', ADMIN.ListTier],
    ['/settings/tiers', ADMIN.SetTier],
    ['/settings/tiers/add', ADMIN.SetTier],
    ['/settings/tiers/add/$service', ADMIN.SetTier],
    ['/support', S3.ListenNotification],
    ['/support', ADMIN.ConsoleLog],
    ['/support', ADMIN.OBDInfo],
    ['/tools/logs', ADMIN.ConsoleLog],
    ['/tools/audit-logs', ADMIN.OBDInfo],
    ['/support/speedtest', ADMIN.OBDInfo],
    ['/support/call-home', ADMIN.OBDInfo],
    ['/support/profile', ADMIN.OBDInfo],
    ['/health', ADMIN.OBDInfo],
    ['/tools/inspect', ADMIN.OBDInfo],
    ['/tools/watch', S3.ListenNotification],
    ['/tools/watch', S3.ListenBucketNotification],
    ['/tools/trace', ADMIN.ServerTrace],
    ['/tools/heal', ADMIN.Heal],
    ['/support/diagnostics', ADMIN.OBDInfo],
    ['/support/diagnostics', ADMIN.ServerInfo],
    // Site replication and KMS
    ['/settings/site-replication', ADMIN.SiteReplicationInfo],
    ['/settings/site-replication', ADMIN.SiteReplicationAdd],
    ['/settings/site-replication', ADMIN.SiteReplicationRemove],
    ['/settings/site-replication/add', ADMIN.SiteReplicationAdd],
    ['/settings/site-replication/status', ADMIN.SiteReplicationInfo],
    ['/settings/kms', KMS.All],
    ['/settings/kms', KMS.Status],
    ['/settings/kms', KMS.ListKeys],
  ])('%s opens with %s', (route, action) => {
    expect(canOpenRoute(sessionWith(globallyGranted(action)), route)).toBe(true);
  });
});

describe('admin routes stay closed without their actions', () => {
  it.each<[route: RoutePath, action: string]>([
    ['/identity/groups', ADMIN.ListUsers],
    ['/identity/users', ADMIN.ListGroups],
    ['/tools/metrics', ADMIN.ConfigUpdate],
    ['/settings/configurations', ADMIN.ServerInfo],
    ['/settings/tiers/add', ADMIN.ListTier],
    ['/tools/logs', ADMIN.ServerTrace],
    ['/tools/heal', ADMIN.OBDInfo],
    ['/settings/site-replication/add', ADMIN.SiteReplicationInfo],
    ['/settings/site-replication/status', ADMIN.SiteReplicationAdd],
    ['/settings/kms', ADMIN.All],
  ])('%s stays closed with only %s', (route, action) => {
    expect(canOpenRoute(sessionWith(globallyGranted(action)), route)).toBe(false);
  });

  it('a grant on one bucket does not open an admin route', () => {
    expect(canOpenRoute(sessionWith({ 'arn:aws:s3:::photos/*': [ADMIN.All] }), '/tools/metrics')).toBe(false);
  });
});

describe('routes with no requirement open for every normal-mode user', () => {
  it.each<RoutePath>(['/buckets', '/identity', '/identity/account', '/documentation', '/icons', '/license'])(
    '%s',
    (route) => {
      expect(canOpenRoute(READONLY, route)).toBe(true);
    },
  );
});

describe('add-bucket needs s3:CreateBucket on any resource', () => {
  it.each<[string, Record<string, string[]>, boolean]>([
    ['held on the all-buckets ARN', globallyGranted(S3.CreateBucket), true],
    ['held on one bucket only', { 'arn:aws:s3:::photos/*': [S3.CreateBucket] }, true],
    ['s3:* on one bucket', { 'arn:aws:s3:::photos/*': [S3.All] }, true],
    ['admin:* only', globallyGranted(ADMIN.All), false],
    ['readonly', globallyGranted(S3.GetBucketLocation, S3.GetObject), false],
  ])('%s → %s', (_, permissions, expected) => {
    expect(canOpenRoute(sessionWith(permissions), '/add-bucket')).toBe(expected);
  });
});

describe('bucket admin view needs a BUCKET_ADMIN action on the bucket from the path', () => {
  const route = '/buckets/$bucketName/admin';

  it.each<[string, Record<string, string[]>, boolean]>([
    ['s3:* on photos/*', { 'arn:aws:s3:::photos/*': [S3.All] }, true],
    ['s3:GetBucketPolicy on photos', { 'arn:aws:s3:::photos': [S3.GetBucketPolicy] }, true],
    ['s3:PutBucketVersioning on photos', { 'arn:aws:s3:::photos': [S3.PutBucketVersioning] }, true],
    ['s3:Get* on photos/*', { 'arn:aws:s3:::photos/*': [S3.AnyGet] }, true],
    ['s3:* on photo*', { 'arn:aws:s3:::photo*': [S3.All] }, true],
    ['s3:* globally', globallyGranted(S3.All), true],
    ['object reads only on photos/*', { 'arn:aws:s3:::photos/*': [S3.GetObject, S3.ListBucket] }, false],
    ['s3:* on another bucket', { 'arn:aws:s3:::videos/*': [S3.All] }, false],
    ['readonly globally', globallyGranted(S3.GetBucketLocation, S3.GetObject), false],
  ])('%s → %s', (_, permissions, expected) => {
    expect(canOpenRoute(sessionWith(permissions), route, { bucketName: 'photos' })).toBe(expected);
  });

  it('is closed without a bucket name', () => {
    expect(canOpenRoute(ROOT, route)).toBe(false);
  });
});

describe('bucket browse needs an owner or viewer action on the bucket from the path', () => {
  const route = '/buckets/$bucketName/browse/$';

  it.each<[string, Record<string, string[]>, boolean]>([
    ['s3:PutObject on photos/*', { 'arn:aws:s3:::photos/*': [S3.PutObject] }, true],
    ['s3:DeleteObject on photos/*', { 'arn:aws:s3:::photos/*': [S3.DeleteObject] }, true],
    ['s3:ListBucket on photos', { 'arn:aws:s3:::photos': [S3.ListBucket] }, true],
    ['s3:List* on photos (policy spelling)', { 'arn:aws:s3:::photos': [S3.AnyList] }, true],
    ['s3:* globally', globallyGranted(S3.All), true],
    ['s3:GetObject only', { 'arn:aws:s3:::photos/*': [S3.GetObject] }, false],
    ['s3:ListBucket on another bucket', { 'arn:aws:s3:::videos': [S3.ListBucket] }, false],
    ['readonly globally', globallyGranted(S3.GetBucketLocation, S3.GetObject), false],
  ])('%s → %s', (_, permissions, expected) => {
    expect(canOpenRoute(sessionWith(permissions), route, { bucketName: 'photos' })).toBe(expected);
  });
});

describe('each mode has its own routes; license and documentation are in both', () => {
  it.each<[route: RoutePath, inNormalMode: boolean, inOperatorMode: boolean]>([
    ['/buckets', true, false],
    ['/tools/metrics', true, false],
    ['/tenants', false, true],
    ['/tenants/add', false, true],
    ['/storage', false, true],
    ['/storage/volumes', false, true],
    ['/storage/drives', false, true],
    ['/namespaces/$tenantNamespace/tenants/$tenantName', false, true],
    ['/license', true, true],
    ['/documentation', true, true],
  ])('%s: normal %s, operator %s', (route, inNormalMode, inOperatorMode) => {
    expect(canOpenRoute(ROOT, route)).toBe(inNormalMode);
    expect(canOpenRoute({ ...ROOT, operator: true }, route)).toBe(inOperatorMode);
  });
});

describe('the tier add pages exist only in distributed mode', () => {
  it.each<[route: RoutePath, distributedMode: boolean | undefined, expected: boolean]>([
    ['/settings/tiers/add', true, true],
    ['/settings/tiers/add', false, false],
    ['/settings/tiers/add', undefined, false],
    ['/settings/tiers/add/$service', true, true],
    ['/settings/tiers/add/$service', false, false],
    ['/settings/tiers', false, true],
  ])('%s with distributedMode %s → %s', (route, distributedMode, expected) => {
    expect(canOpenRoute({ ...ROOT, distributedMode }, route)).toBe(expected);
  });
});

describe('with the ldap-idp feature the user and group lists are closed', () => {
  const ldapRoot = { ...ROOT, features: [FEATURE.ldapIdp] };

  it.each<[route: RoutePath, expected: boolean]>([
    ['/identity/users', false],
    ['/identity/groups', false],
    ['/identity/users/$userName', true],
    ['/identity/groups/$groupName', true],
    ['/identity/account', true],
  ])('%s → %s', (route, expected) => {
    expect(canOpenRoute(ldapRoot, route)).toBe(expected);
  });
});

describe('paths the table does not name', () => {
  it.each<[description: string, route: RoutePath, params: Record<string, string>, expected: boolean]>([
    [
      'a bucket admin tab follows the admin view',
      '/buckets/$bucketName/admin/events',
      { bucketName: 'photos' },
      true,
    ],
    ['the root is closed', '/', {}, false],
    ['the login page is no console page', '/login', {}, false],
  ])('%s', (_, route, params, expected) => {
    expect(canOpenRoute(ROOT, route, params)).toBe(expected);
  });

  it('a path the router does not have is a type error, instead of taking the rule of its parent', () => {
    // @ts-expect-error: no such route; at run time it would have followed /identity, which is open
    expect(canOpenRoute(ROOT, '/identity/userz')).toBe(true);
  });

  it('a tenant sub-page follows its tenant in operator mode', () => {
    expect(canOpenRoute(OPERATOR, '/namespaces/$tenantNamespace/tenants/$tenantName/pods/$podName')).toBe(
      true,
    );
  });

  it('a bucket admin tab stays closed for users who cannot open the admin view', () => {
    expect(canOpenRoute(READONLY, '/buckets/$bucketName/admin/events', { bucketName: 'photos' })).toBe(false);
  });
});
