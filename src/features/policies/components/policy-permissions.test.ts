import { describe, expect, it } from 'vitest';
import { ADMIN, S3 } from '@/lib/permissions/scopes';
import { globallyGranted, sessionWith } from '@/lib/permissions/test-sessions';
import { policyActions } from './policy-permissions';

const actionsOf = (granted: string[]) => policyActions(sessionWith(globallyGranted(...granted)));

describe('what a session may do with policies', () => {
  it.each([
    ['admin:*', [ADMIN.All], { list: true, open: true, save: true, view: true, delete: true, holders: true }],
    [
      'read-only S3',
      [S3.GetObject],
      { list: false, open: false, save: false, view: false, delete: false, holders: false },
    ],
    ['ListUserPolicies', [ADMIN.ListUserPolicies], { list: true, open: false, view: false, holders: false }],
    ['CreatePolicy', [ADMIN.CreatePolicy], { list: false, open: true, save: true, view: false }],
    ['GetPolicy', [ADMIN.GetPolicy], { open: true, view: true, save: false, delete: false, holders: false }],
    ['GetPolicy and ListGroups', [ADMIN.GetPolicy, ADMIN.ListGroups], { view: true, holders: true }],
    ['DeletePolicy', [ADMIN.DeletePolicy], { open: true, delete: true, view: false }],
  ])('%s', (_, granted, expected) => {
    expect(actionsOf(granted)).toMatchObject(expected);
  });
});
