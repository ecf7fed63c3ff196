import { describe, expect, it } from 'vitest';
import { ADMIN, S3 } from '@/lib/permissions/scopes';
import { globallyGranted, sessionWith } from '@/lib/permissions/test-sessions';
import { accessKeyActions } from './access-key-permissions';
import { expiryLabel, matchingAccessKeys, selectedInList } from './access-key-rules';

const NOW = Date.parse('2026-03-01T00:00:00Z');

describe('access key expiry', () => {
  it.each([
    [undefined, 'Never'],
    ['', 'Never'],
    ['1970-01-01T00:00:00Z', 'Never'],
    ['2026-03-02T10:30:00Z', expect.stringMatching(/^Mar 2, 2026/)],
    ['2026-02-01T10:30:00Z', expect.stringMatching(/^Expired Feb 1, 2026/)],
  ])('%s reads %s', (expiration, label) => {
    expect(expiryLabel(expiration, NOW)).toEqual(label);
  });
});

describe('access key filter and selection', () => {
  const keys = [
    { accessKey: 'AAA', name: 'Backups', description: 'nightly' },
    { accessKey: 'BBB' },
    { accessKey: 'CCC', description: 'Backup checks' },
  ];

  it.each([
    ['', ['AAA', 'BBB', 'CCC']],
    ['  bbb ', ['BBB']],
    ['backup', ['AAA', 'CCC']],
    ['NIGHT', ['AAA']],
  ])('"%s" keeps %j', (filter, shown) => {
    expect(matchingAccessKeys(keys, filter).map((key) => key.accessKey)).toEqual(shown);
  });

  it('keeps in the selection only keys still listed, in list order', () => {
    expect(selectedInList(new Set(['CCC', 'GONE', 'AAA']), keys)).toEqual(['AAA', 'CCC']);
  });
});

describe('what a session may do with access keys', () => {
  const ALICE = { kind: 'user', name: 'alice' } as const;
  const SELF = { kind: 'self' } as const;

  it.each([
    ['own keys, read-only session', SELF, [S3.GetObject], { create: true, edit: false, delete: true }],
    [
      'own keys, with UpdateServiceAccount',
      SELF,
      [ADMIN.UpdateServiceAccount],
      { create: true, edit: true, delete: true },
    ],
    [
      "another user's, read-only session",
      ALICE,
      [S3.GetObject],
      { create: false, edit: false, delete: false },
    ],
    ["another user's, admin:*", ALICE, [ADMIN.All], { create: true, edit: true, delete: true }],
    [
      "another user's, create only",
      ALICE,
      [ADMIN.CreateServiceAccount],
      { create: true, edit: false, delete: false },
    ],
    [
      "another user's, update without reading",
      ALICE,
      [ADMIN.UpdateServiceAccount],
      { create: false, edit: false, delete: false },
    ],
    [
      "another user's, update and list",
      ALICE,
      [ADMIN.UpdateServiceAccount, ADMIN.ListServiceAccounts],
      { create: false, edit: true, delete: false },
    ],
    [
      "another user's, remove",
      ALICE,
      [ADMIN.RemoveServiceAccount],
      { create: false, edit: false, delete: true },
    ],
  ] as const)('%s', (_, owner, actions, expected) => {
    expect(accessKeyActions(sessionWith(globallyGranted(...actions)), owner)).toEqual(expected);
  });
});
