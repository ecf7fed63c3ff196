import * as ldap from '../../../../src/contract/ldap.ts';
import { type AreaCases, type ContractCase, otherCase, standardRefusals } from '../case.ts';

const GROUP_DN = 'cn=editors,ou=groups,dc=example,dc=org';

/**
 * The LDAP operations, answered alike: the shared test MinIO has no directory (configuring one would turn its
 * built-in users off), so valid requests are refused as such; the mappings themselves are proven on a MinIO
 * of their own (`server/auth/ldap.integration.test.ts`).
 */
export const ldapCases: AreaCases = (fixture) => {
  const notEnabled = { status: 400, message: ldap.LDAP_MESSAGES.notEnabled };
  const change = { policies: ['readonly'], entityType: 'group', entityName: GROUP_DN };
  const requests: [ContractCase['endpoint'], Parameters<typeof standardRefusals>[1]][] = [
    [ldap.getLdapEntities, { body: { users: [], groups: [], policies: [] } }],
    [ldap.attachLdapPolicy, { body: change }],
    [ldap.detachLdapPolicy, { body: change }],
  ];
  return [
    ...requests.flatMap(([endpoint, request]) => [
      otherCase(endpoint, 'no directory configured', { declared: request }, notEnabled),
      otherCase(endpoint, 'a read-only session', { declared: request }, { status: 403 }, 'readonly'),
      ...standardRefusals(endpoint, request, fixture),
    ]),
    otherCase(
      ldap.attachLdapPolicy,
      'a name that is not a DN',
      { declared: { body: { ...change, entityName: 'editors' } } },
      { status: 400, message: 'Invalid request' },
    ),
    otherCase(
      ldap.detachLdapPolicy,
      'no policy named',
      { declared: { body: { ...change, policies: [] } } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
};
