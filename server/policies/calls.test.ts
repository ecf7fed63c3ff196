import { describe, expect, it } from 'vitest';
import type { AdminClient } from '../minio/admin-client.ts';
import { setPolicy, setPolicyMultiple } from './calls.ts';

/** Every user and group has the policies `diagnostics` and `readonly`; attachments are recorded. */
function recordingAdmin() {
  const calls: unknown[][] = [];
  const admin = {
    getUserInfo: async () => ({ status: 'enabled', policyName: 'diagnostics,readonly' }),
    getGroupDescription: async () => ({ policy: 'diagnostics,readonly' }),
    attachPolicy: async (request: unknown) => {
      calls.push(['attach', request]);
    },
    detachPolicy: async (request: unknown) => {
      calls.push(['detach', request]);
    },
  };
  return { admin: admin as unknown as AdminClient, calls };
}

describe('setPolicy', () => {
  it.each([
    ['user', { user: 'alice' }],
    ['group', { group: 'devs' }],
  ] as const)(
    'attaches what the %s lacks, then detaches what it has beyond the names',
    async (type, entity) => {
      const { admin, calls } = recordingAdmin();
      await setPolicy(admin, type, type === 'user' ? 'alice' : 'devs', ['readonly', 'writeonly']);
      expect(calls).toEqual([
        ['attach', { policies: ['writeonly'], ...entity }],
        ['detach', { policies: ['diagnostics'], ...entity }],
      ]);
    },
  );

  it('makes no call when the policies are already those named', async () => {
    const { admin, calls } = recordingAdmin();
    await setPolicy(admin, 'user', 'alice', ['readonly', 'diagnostics']);
    expect(calls).toEqual([]);
  });
});

describe('setPolicyMultiple', () => {
  it.each([
    [
      'replaces each user’s policies',
      { users: ['alice'] },
      [
        ['attach', { policies: ['writeonly'], user: 'alice' }],
        ['detach', { policies: ['diagnostics', 'readonly'], user: 'alice' }],
      ],
    ],
    [
      'replaces a single group’s policies',
      { groups: ['devs'] },
      [
        ['attach', { policies: ['writeonly'], group: 'devs' }],
        ['detach', { policies: ['diagnostics', 'readonly'], group: 'devs' }],
      ],
    ],
    [
      'adds to each of several groups’ policies',
      { groups: ['devs', 'ops'] },
      [
        ['attach', { policies: ['writeonly'], group: 'devs' }],
        ['attach', { policies: ['writeonly'], group: 'ops' }],
      ],
    ],
  ])('%s', async (_case, targets, calls) => {
    const recording = recordingAdmin();
    await setPolicyMultiple(recording.admin, { name: ['writeonly'], ...targets });
    expect(recording.calls).toEqual(calls);
  });
});
