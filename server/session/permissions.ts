import { z } from 'zod';
import type { Permissions, SessionResponse } from '../../src/contract/session.ts';

const stringOrList = z.union([z.string(), z.array(z.string())]).optional();

const statementSchema = z.object({
  Effect: z.enum(['Allow', 'Deny']),
  Action: stringOrList,
  Resource: stringOrList,
  Condition: z
    .record(z.string(), z.record(z.string(), z.union([z.string(), z.array(z.string())])))
    .optional(),
});
type Statement = z.infer<typeof statementSchema>;

export const policySchema = z.object({
  Statement: z.union([statementSchema, z.array(statementSchema)]).optional(),
});
export type PolicyDocument = z.infer<typeof policySchema>;

/** The key under which upstream-compatible servers list actions granted regardless of bucket. */
export const GLOBAL_KEY = 'console-ui';
export const ALL_BUCKETS_ARN = 'arn:aws:s3:::*';

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

function statementsOf(policy: PolicyDocument): Statement[] {
  const statements = policy.Statement;
  return statements === undefined ? [] : Array.isArray(statements) ? statements : [statements];
}

/** A statement applies to every bucket when it names no resource or only account-wide wildcards. */
function appliesEverywhere(resources: string[]): boolean {
  return (
    resources.length === 0 || resources.some((resource) => resource === '*' || resource.endsWith(':::*'))
  );
}

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

/** Keeps each action as written and adds every known action a wildcard pattern covers. */
function expandActions(actions: string[], knownActions: readonly string[]): string[] {
  return actions.flatMap((action) => {
    if (!/[*?]/.test(action)) return [action];
    const matcher = globToRegExp(action);
    return [action, ...knownActions.filter((known) => matcher.test(known))];
  });
}

function allowResourcesOf(statements: Statement[]): NonNullable<SessionResponse['allowResources']> {
  return statements.flatMap((statement) =>
    Object.entries(statement.Condition ?? {}).flatMap(([conditionOperator, values]) =>
      asList(statement.Resource).map((resource) => ({
        resource,
        conditionOperator,
        prefixes: asList(values['s3:prefix']),
      })),
    ),
  );
}

/**
 * The session's permission map, computed from the caller's effective policy: the globally granted actions
 * (expanded) under "console-ui" and the all-buckets ARN, and every resource the policy names with the
 * actions written for it plus the global ones. Deny statements without conditions take actions away.
 * It only decides what the app shows; MinIO enforces every call.
 */
export function sessionPermissions(
  policy: PolicyDocument,
  knownActions: readonly string[],
): { permissions: Permissions; allowResources: SessionResponse['allowResources'] } {
  const statements = statementsOf(policy);
  const allows = statements.filter((s) => s.Effect === 'Allow');
  const denies = statements.filter((s) => s.Effect === 'Deny' && !s.Condition);

  const global = new Set<string>();
  const perResource = new Map<string, Set<string>>();
  for (const statement of allows) {
    const actions = asList(statement.Action);
    const resources = asList(statement.Resource);
    if (!statement.Condition && appliesEverywhere(resources)) {
      for (const action of expandActions(actions, knownActions)) global.add(action);
    }
    for (const resource of resources) {
      const granted = perResource.get(resource) ?? new Set<string>();
      for (const action of actions) granted.add(action);
      perResource.set(resource, granted);
    }
  }
  for (const statement of denies) {
    const denied = new Set(expandActions(asList(statement.Action), knownActions));
    const resources = asList(statement.Resource);
    if (appliesEverywhere(resources)) for (const action of denied) global.delete(action);
    for (const resource of resources) for (const action of denied) perResource.get(resource)?.delete(action);
  }

  const permissions: Permissions = { [GLOBAL_KEY]: [...global] };
  perResource.set(ALL_BUCKETS_ARN, perResource.get(ALL_BUCKETS_ARN) ?? new Set());
  for (const [resource, actions] of perResource) {
    permissions[resource] = [...new Set([...actions, ...global])];
  }
  const allowResources = allowResourcesOf(allows);
  return { permissions, allowResources: allowResources.length > 0 ? allowResources : null };
}
