import { describe, expect, it } from 'vitest';
import { groupPolicyNames, userPolicyNames } from './principal-policies';

describe('policies in force', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['readonly', ['readonly']],
    ['readonly, diagnostics,', ['readonly', 'diagnostics']],
  ])("reads a group's policies %j as %j", (policy, names) => {
    expect(groupPolicyNames({ policy })).toEqual(names);
  });

  it("for a user: its own and its enabled groups' policies, each once, sorted", () => {
    const groups = [
      { name: 'auditors', status: 'enabled', policy: 'readonly,diagnostics' },
      { name: 'photo-team', policy: 'photos-editors' },
      { name: 'contractors', status: 'disabled', policy: 'readwrite' },
    ];
    expect(userPolicyNames({ policy: ['diagnostics', 'backups-writer'] }, groups)).toEqual([
      'backups-writer',
      'diagnostics',
      'photos-editors',
      'readonly',
    ]);
  });

  it('for a user without policies or groups: none', () => {
    expect(userPolicyNames({ policy: null }, [])).toEqual([]);
  });
});
