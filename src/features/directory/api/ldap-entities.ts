import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attachLdapPolicy,
  detachLdapPolicy,
  getLdapEntities,
  type LdapEntities,
  type LdapPolicyChange,
} from '@/contract/ldap';
import { call } from '@/lib/api/client';

export const ldapKeys = { entities: () => ['ldap-entities'] as const };

/** Every policy mapping of the directory (no filter). */
export const ldapEntitiesQuery = () =>
  queryOptions({
    queryKey: ldapKeys.entities(),
    queryFn: ({ signal }) => call(getLdapEntities, { body: {} }, signal),
  });

/** One directory user or group and the policies mapped to it. */
export interface DirectoryEntry {
  dn: string;
  kind: 'user' | 'group';
  policies: string[];
}

/** The mappings by holder, groups first, each sorted by DN; MinIO may report them by policy only. */
export function directoryEntries(entities: LdapEntities): DirectoryEntry[] {
  const entries = new Map<string, DirectoryEntry>();
  const add = (kind: DirectoryEntry['kind'], dn: string, policies: readonly string[]) => {
    const entry = entries.get(`${kind}:${dn}`) ?? { dn, kind, policies: [] };
    entry.policies = [...new Set([...entry.policies, ...policies])].sort();
    entries.set(`${kind}:${dn}`, entry);
  };
  for (const { user, policies } of entities.users ?? []) add('user', user, policies ?? []);
  for (const { group, policies } of entities.groups ?? []) add('group', group, policies ?? []);
  for (const { policy, users, groups } of entities.policies ?? []) {
    for (const user of users ?? []) add('user', user, [policy]);
    for (const group of groups ?? []) add('group', group, [policy]);
  }
  return [...entries.values()].sort((a, b) => a.kind.localeCompare(b.kind) || a.dn.localeCompare(b.dn));
}

function useLdapPolicyChange(operation: typeof attachLdapPolicy | typeof detachLdapPolicy) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: LdapPolicyChange) => call(operation, { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ldapKeys.entities() }),
  });
}

export const useAttachLdapPolicy = () => useLdapPolicyChange(attachLdapPolicy);
export const useDetachLdapPolicy = () => useLdapPolicyChange(detachLdapPolicy);
