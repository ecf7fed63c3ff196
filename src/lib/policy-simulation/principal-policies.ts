import { useQueries, useQuery } from '@tanstack/react-query';
import type { Group } from '@/contract/groups';
import type { NamedPolicyDocument } from '@/contract/policy-evaluation';
import type { User } from '@/contract/users';
import { groupQuery, policyQuery, userQuery } from '@/lib/resources/iam';

/** Whose policies the simulator evaluates. */
export type Principal = { kind: 'user' | 'group' | 'policy'; name: string };

/** A group's policies as MinIO keeps them: one comma-separated string. */
export const groupPolicyNames = (group: Pick<Group, 'policy'>): string[] =>
  (group.policy ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const isEnabled = (entity: { status?: string }) => entity.status !== 'disabled';

const eachOnceSorted = (names: readonly string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));

/**
 * The names of the policies in force for a user: its own, and those of the groups it is in that are enabled
 * (MinIO applies no policy of a disabled group), each once, sorted.
 */
export function userPolicyNames(user: Pick<User, 'policy'>, groups: readonly Group[]): string[] {
  return eachOnceSorted([...(user.policy ?? []), ...groups.filter(isEnabled).flatMap(groupPolicyNames)]);
}

/** A stored document as the evaluator takes it, or null (MinIO only stores documents that parse). */
function parsedDocument(name: string, text: string | undefined): NamedPolicyDocument | null {
  try {
    return { name, policy: JSON.parse(text ?? '') as unknown };
  } catch {
    return null;
  }
}

export interface PrincipalPolicies {
  /** Still reading the principal, its groups or its policies. */
  pending: boolean;
  /** The first read that failed, and a way to try them again. */
  error: unknown;
  retry: () => void;
  policies: NamedPolicyDocument[];
  /** Why some policies do not count, or the principal can do nothing at all (a disabled user or group). */
  notes: string[];
}

/**
 * The named policy documents in force for the principal: a user's own and its enabled groups', a group's
 * own, or the policy itself. Each read is the shared one, so pages showing the same user reuse them.
 */
export function usePrincipalPolicies(principal: Principal): PrincipalPolicies {
  const { kind, name } = principal;
  const user = useQuery({ ...userQuery(name), enabled: kind === 'user' });
  const groupNames = kind === 'user' ? (user.data?.memberOf ?? []) : kind === 'group' ? [name] : [];
  const groups = useQueries({ queries: groupNames.map((group) => groupQuery(group)) });
  const groupData = groups.flatMap((group) => (group.data ? [group.data] : []));
  const policyNames =
    kind === 'policy'
      ? [name]
      : kind === 'group'
        ? eachOnceSorted(groupData.flatMap(groupPolicyNames))
        : user.data
          ? userPolicyNames(user.data, groupData)
          : [];
  const documents = useQueries({ queries: policyNames.map((policy) => policyQuery(policy)) });

  const reads = [...(kind === 'user' ? [user] : []), ...groups, ...documents];
  const failed = reads.find((read) => read.isError);
  const stored = documents.flatMap((read) => (read.data ? [read.data] : []));
  const policies = stored.flatMap((policy) => parsedDocument(policy.name, policy.policy) ?? []);
  const unreadable = stored
    .filter((policy) => !policies.some((parsed) => parsed.name === policy.name))
    .map((policy) => `The document of policy ${policy.name} is not JSON: it is left out.`);
  return {
    pending: reads.some((read) => read.isPending),
    error: failed?.error ?? null,
    retry: () => {
      for (const read of reads) if (read.isError) void read.refetch();
    },
    policies,
    notes: [...principalNotes(principal, user.data, groupData), ...unreadable],
  };
}

function principalNotes(principal: Principal, user: User | undefined, groups: readonly Group[]): string[] {
  if (principal.kind === 'policy') return [];
  const notes: string[] = [];
  if (principal.kind === 'user' && user && !isEnabled(user)) {
    notes.push(`The user ${principal.name} is disabled: MinIO refuses all of its requests.`);
  }
  for (const group of groups.filter((one) => !isEnabled(one))) {
    notes.push(
      principal.kind === 'group'
        ? `The group ${group.name} is disabled: its policies apply to no one.`
        : `The group ${group.name} is disabled: its policies do not count.`,
    );
  }
  return notes;
}
