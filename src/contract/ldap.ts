import { z } from 'zod/mini';
import { refusedBy } from './checks';
import { endpoint } from './endpoint';
import { iamNameProblem, nameList, POLICY_NAME_MAX_LENGTH } from './iam-names';
import { policyEntitySchema } from './policies';

/** Directory DNs are short in practice; LDAP sets no bound, the console keeps them to what a query carries. */
export const LDAP_DN_MAX_LENGTH = 1024;

/** Why `value` cannot name a directory entry (a DN such as `cn=editors,ou=groups,dc=example,dc=org`), or null. */
export function ldapDnProblem(value: string): string | null {
  const problem = iamNameProblem('DN', value, LDAP_DN_MAX_LENGTH);
  if (problem) return problem;
  return /^[^=,]+=[^,]/.test(value.trim())
    ? null
    : 'Enter a DN such as uid=alice,ou=people,dc=example,dc=org';
}

/** The console's words when MinIO has no LDAP directory configured; MinIO's own become the detail. */
export const LDAP_MESSAGES = {
  notEnabled: 'LDAP is not enabled on this MinIO',
} as const;

export const ldapDnSchema = z.string().check(refusedBy(ldapDnProblem));
/** An existing policy's name: filters and detaching name what MinIO already has. */
const existingPolicyNameSchema = z
  .string()
  .check(refusedBy((value: string) => iamNameProblem('policy name', value, POLICY_NAME_MAX_LENGTH)));

/** POST /ldap-entities: each list narrows the answer to those entities; all empty reports every mapping. */
export const ldapEntitiesRequestSchema = z.object({
  users: z.optional(nameList(ldapDnSchema)),
  groups: z.optional(nameList(ldapDnSchema)),
  policies: z.optional(nameList(existingPolicyNameSchema)),
});
export type LdapEntitiesRequest = z.infer<typeof ldapEntitiesRequestSchema>;

const names = z.nullish(z.array(z.string()));

export const ldapEntitiesSchema = z.object({
  timestamp: z.optional(z.string()),
  users: z.nullish(z.array(z.object({ user: z.string(), policies: names }))),
  groups: z.nullish(z.array(z.object({ group: z.string(), policies: names }))),
  policies: z.nullish(z.array(z.object({ policy: z.string(), users: names, groups: names }))),
});
export type LdapEntities = z.infer<typeof ldapEntitiesSchema>;

/** Attaching or detaching policies to one directory user or group, named by its DN. */
export const ldapPolicyChangeSchema = z.object({
  policies: nameList(existingPolicyNameSchema).check(z.minLength(1, 'Choose at least one policy')),
  entityType: policyEntitySchema,
  entityName: ldapDnSchema,
});
export type LdapPolicyChange = z.infer<typeof ldapPolicyChangeSchema>;

export const getLdapEntities = endpoint({
  id: 'GetLDAPEntities',
  area: 'ldap',
  method: 'POST',
  path: '/ldap-entities',
  summary: 'Which policies are mapped to which directory users and groups',
  body: ldapEntitiesRequestSchema,
  response: ldapEntitiesSchema,
  status: 200,
});

export const attachLdapPolicy = endpoint({
  id: 'AttachLDAPPolicy',
  area: 'ldap',
  method: 'POST',
  path: '/ldap-entities/policies/attach',
  summary: 'Maps policies to a directory user or group (by DN), keeping those it has',
  body: ldapPolicyChangeSchema,
  status: 204,
});

export const detachLdapPolicy = endpoint({
  id: 'DetachLDAPPolicy',
  area: 'ldap',
  method: 'POST',
  path: '/ldap-entities/policies/detach',
  summary: 'Removes policies from a directory user or group (by DN)',
  body: ldapPolicyChangeSchema,
  status: 204,
});

export const LDAP_ENDPOINTS = [getLdapEntities, attachLdapPolicy, detachLdapPolicy] as const;
