import {
  LDAP_MESSAGES,
  type LdapEntities,
  type LdapEntitiesRequest,
  type LdapPolicyChange,
} from '../../src/contract/ldap.ts';
import { ConsoleError } from '../http/errors.ts';
import { type AdminClient, MinioApiError, type PolicyAssociationRequest } from '../minio/admin-client.ts';

/**
 * MinIO's answers when no directory is configured: the mappings query says the IAM action is not allowed,
 * attaching and detaching say LDAP is not enabled.
 */
const LDAP_NOT_ENABLED_CODES = new Set(['XMinioLDAPNotEnabled', 'XMinioIAMActionNotAllowed']);

async function ldapCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MinioApiError && LDAP_NOT_ENABLED_CODES.has(error.code))
      throw new ConsoleError(400, LDAP_MESSAGES.notEnabled, error.message);
    throw error;
  }
}

/** POST /ldap-entities: MinIO's LDAP policy mappings under the console's field names. */
export async function ldapEntities(admin: AdminClient, filter: LdapEntitiesRequest): Promise<LdapEntities> {
  const answer = await ldapCall(() => admin.getLdapPolicyEntities(filter));
  return {
    timestamp: answer.timestamp ?? new Date().toISOString(),
    users: (answer.userMappings ?? []).map(({ user, policies }) => ({ user, policies: policies ?? [] })),
    groups: (answer.groupMappings ?? []).map(({ group, policies }) => ({ group, policies: policies ?? [] })),
    policies: (answer.policyMappings ?? []).map(({ policy, users, groups }) => ({
      policy,
      users: users ?? [],
      groups: groups ?? [],
    })),
  };
}

const associationOf = ({ policies, entityType, entityName }: LdapPolicyChange): PolicyAssociationRequest =>
  entityType === 'user' ? { policies, user: entityName } : { policies, group: entityName };

export async function attachLdapPolicy(admin: AdminClient, change: LdapPolicyChange): Promise<void> {
  await ldapCall(() => admin.attachPolicyLdap(associationOf(change)));
}

export async function detachLdapPolicy(admin: AdminClient, change: LdapPolicyChange): Promise<void> {
  await ldapCall(() => admin.detachPolicyLdap(associationOf(change)));
}
