import { describe, expect, it } from 'vitest';
import { FEATURE, type SessionResponse } from '@/contract/session';
import { DOCUMENTATION_URL, firstPermittedPath, isMenuGroup, paletteActions, visibleMenu } from './menu';
import { ADMIN, KMS, S3 } from './scopes';
import { globallyGranted, OPERATOR, READONLY, ROOT, sessionWith } from './test-sessions';

function visibleLabels(session: SessionResponse): string[] {
  return visibleMenu(session).flatMap((entry) =>
    isMenuGroup(entry) ? entry.children.map((child) => child.label) : [entry.label],
  );
}

const ALWAYS_SHOWN = ['Buckets', 'Service Accounts', 'License', 'Documentation'];

describe('visibleMenu', () => {
  it('shows a root-like session the whole normal-mode menu, in spec order', () => {
    expect(visibleMenu(ROOT).map((entry) => entry.label)).toEqual([
      'Buckets',
      'Identity',
      'Access',
      'Monitoring',
      'Support',
      'License',
      'Settings',
      'Documentation',
    ]);
    expect(visibleLabels(ROOT)).toEqual([
      'Buckets',
      'Users',
      'Groups',
      'Service Accounts',
      'OpenID',
      'LDAP',
      'Directory',
      'Policies',
      'Metrics',
      'Logs',
      'Audit',
      'Trace',
      'Watch',
      'Drives',
      'Inspect',
      'Register',
      'Health',
      'Performance',
      'License',
      'Configurations',
      'Notifications',
      'Tiers',
      'Site Replication',
      'Documentation',
    ]);
  });

  it('shows a readonly session only the items that are always shown', () => {
    expect(visibleLabels(READONLY)).toEqual(ALWAYS_SHOWN);
  });

  it('keeps a group with its visible children only and drops groups left empty', () => {
    const identity = visibleMenu(READONLY).find((entry) => entry.id === 'identity');
    expect(identity && isMenuGroup(identity) && identity.children.map((child) => child.id)).toEqual([
      'service-accounts',
    ]);
    expect(visibleMenu(READONLY).map((entry) => entry.id)).not.toContain('monitoring');
  });

  it('hides Users and Groups with the ldap-idp feature', () => {
    const labels = visibleLabels({ ...ROOT, features: [FEATURE.ldapIdp] });
    expect(labels).not.toContain('Users');
    expect(labels).not.toContain('Groups');
    expect(labels).toContain('Service Accounts');
  });

  it.each([
    ['a directory session whatever its permissions', true, { ...READONLY, features: [FEATURE.ldapIdp] }],
    ['a session that may list user policies', true, sessionWith(globallyGranted(ADMIN.ListUserPolicies))],
    ['a read-only session', false, READONLY],
  ])('the menu of %s has Directory: %s', (_case, shown, session) => {
    expect(visibleLabels(session).includes('Directory')).toBe(shown);
  });

  it('shows an operator session Tenants, Storage, License and Documentation whatever its permissions', () => {
    expect(visibleLabels(OPERATOR)).toEqual(['Tenants', 'Storage', 'License', 'Documentation']);
    expect(visibleLabels({ ...ROOT, operator: true })).toEqual([
      'Tenants',
      'Storage',
      'License',
      'Documentation',
    ]);
  });

  // Register and Notifications accept ServerInfo too: spec §6 requirements are any-of.
  it('shows admin:ServerInfo alone Metrics, Register and Notifications besides the always-shown items', () => {
    expect(visibleLabels(sessionWith(globallyGranted(ADMIN.ServerInfo)))).toEqual([
      'Buckets',
      'Service Accounts',
      'Metrics',
      'Register',
      'License',
      'Notifications',
      'Documentation',
    ]);
  });

  it('reads admin grants listed under console-ui only', () => {
    const labels = visibleLabels(sessionWith({ 'console-ui': [ADMIN.ServerTrace] }));
    expect(labels).toContain('Trace');
  });

  it.each<[label: string, action: string]>([
    ['Users', ADMIN.ListUsers],
    ['Groups', ADMIN.ListGroups],
    ['Policies', ADMIN.ListUserPolicies],
    ['Metrics', ADMIN.ServerInfo],
    ['Logs', ADMIN.ConsoleLog],
    ['Audit', ADMIN.OBDInfo],
    ['Trace', ADMIN.ServerTrace],
    ['Watch', S3.ListenNotification],
    ['Drives', ADMIN.Heal],
    ['Inspect', ADMIN.OBDInfo],
    ['Health', ADMIN.OBDInfo],
    ['Performance', ADMIN.OBDInfo],
    ['Configurations', ADMIN.ConfigUpdate],
    ['Tiers', ADMIN.ListTier],
    ['Site Replication', ADMIN.SiteReplicationInfo],
    // Shown whether or not MinIO has a KMS: without one, the page says so.
    ['KMS', KMS.All],
    ['KMS', KMS.Status],
  ])('shows %s to a session holding %s', (label, action) => {
    expect(visibleLabels(sessionWith(globallyGranted(action)))).toContain(label);
  });

  it('links Documentation to the external docs', () => {
    const documentation = visibleMenu(READONLY).find((entry) => entry.id === 'documentation');
    expect(documentation).toMatchObject({ href: DOCUMENTATION_URL });
  });
});

describe('firstPermittedPath is the first in-app item of the visible menu', () => {
  it.each<[string, SessionResponse, string]>([
    ['root, normal mode', ROOT, '/buckets'],
    ['readonly, normal mode', READONLY, '/buckets'],
    ['operator mode', OPERATOR, '/tenants'],
  ])('%s → %s', (_, session, expected) => {
    expect(firstPermittedPath(session)).toBe(expected);
  });
});

describe('paletteActions', () => {
  it('lists every visible menu item under its group, top-level items under General', () => {
    expect(paletteActions(READONLY)).toEqual([
      { id: 'buckets', label: 'Buckets', to: '/buckets', section: 'General' },
      { id: 'service-accounts', label: 'Service Accounts', to: '/identity/account', section: 'Identity' },
      { id: 'license', label: 'License', to: '/license', section: 'General' },
      { id: 'documentation', label: 'Documentation', href: DOCUMENTATION_URL, section: 'General' },
    ]);
  });

  it.each<[string, SessionResponse, boolean]>([
    ['root', ROOT, true],
    ['s3:CreateBucket on one bucket', sessionWith({ 'arn:aws:s3:::photos/*': [S3.CreateBucket] }), true],
    ['readonly', READONLY, false],
    ['operator mode', { ...ROOT, operator: true }, false],
  ])('offers Create Bucket to %s: %s', (_, session, expected) => {
    expect(paletteActions(session).some((action) => action.id === 'create-bucket')).toBe(expected);
  });

  it('Create Bucket goes to add-bucket, in the Buckets section', () => {
    expect(paletteActions(ROOT)).toContainEqual({
      id: 'create-bucket',
      label: 'Create Bucket',
      to: '/add-bucket',
      section: 'Buckets',
    });
  });

  it('puts Monitoring items under Monitoring', () => {
    expect(paletteActions(ROOT)).toContainEqual({
      id: 'metrics',
      label: 'Metrics',
      to: '/tools/metrics',
      section: 'Monitoring',
    });
  });
});
