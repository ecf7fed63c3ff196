import { describe, expect, it } from 'vitest';
import { FEATURE } from '@/contract/session';
import { canLinkToPrincipal, usesDirectoryIdentities } from './identity-pages';
import { ADMIN } from './scopes';
import { globallyGranted, sessionWith } from './test-sessions';

const sessionOf = (granted: string[], features: string[] = []) =>
  sessionWith(globallyGranted(...granted), { features });

describe('links to user and group pages', () => {
  it.each([
    ['the built-in identity provider', [ADMIN.All], [], { user: true, group: true }],
    ['a directory (LDAP)', [ADMIN.All], [FEATURE.ldapIdp], { user: false, group: false }],
    ['GetUser alone', [ADMIN.GetUser], [], { user: true, group: false }],
    ['GetGroup alone', [ADMIN.GetGroup], [], { user: false, group: true }],
  ])('with %s: %o', (_, granted, features, linked) => {
    const session = sessionOf(granted, features);
    expect({
      user: canLinkToPrincipal(session, 'user', 'alice'),
      group: canLinkToPrincipal(session, 'group', 'auditors'),
    }).toEqual(linked);
  });

  it.each([
    [[], false],
    [[FEATURE.ldapIdp], true],
  ])('with features %j, users and groups live in a directory: %s', (features, directory) => {
    expect(usesDirectoryIdentities(sessionOf([ADMIN.All], features))).toBe(directory);
  });
});
