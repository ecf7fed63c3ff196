import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { refusedBy } from './checks';
import { endpoint } from './endpoint';
import { groupNameSchema, nameList, policyNameSchema, userAccessKeySchema } from './iam-names';

/** MinIO refuses an IAM policy document past 20 KiB... as stored; the JSON string may carry more whitespace. */
export const POLICY_DOCUMENT_MAX_LENGTH = 64 * 1024;

/** Why `text` cannot be sent as a policy document, or null (the grammar is linted in the editor, MinIO decides). */
export function policyDocumentProblem(text: string, maxLength = POLICY_DOCUMENT_MAX_LENGTH): string | null {
  if (text.trim() === '') return 'Enter the policy document';
  if (text.length > maxLength) return `The policy has at most ${maxLength} characters`;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? null
      : 'The policy is a JSON object';
  } catch {
    return 'The policy is not valid JSON';
  }
}

/** One policy document with every statement of `documents`, each once (what GET /user/{name}/policies answers). */
export function mergedPolicy(documents: readonly unknown[]) {
  const statements = documents.flatMap((document) => {
    const statement = (document as { Statement?: unknown } | null)?.Statement;
    return Array.isArray(statement) ? statement : statement ? [statement] : [];
  });
  const unique = [...new Map(statements.map((statement) => [JSON.stringify(statement), statement])).values()];
  return { Version: '2012-10-17', Statement: unique };
}

/** A policy: its name and its document as a JSON string. */
export const policySchema = z.object({ name: z.string(), policy: z.optional(z.string()) });
export type Policy = z.infer<typeof policySchema>;

export const listPoliciesResponseSchema = z.object({
  policies: z.nullish(z.array(policySchema)),
  total: z.optional(z.number()),
});
export type ListPoliciesResponse = z.infer<typeof listPoliciesResponseSchema>;

export const addPolicyRequestSchema = z.object({
  name: policyNameSchema,
  policy: z.string().check(refusedBy(policyDocumentProblem)),
});
export type AddPolicyRequest = z.infer<typeof addPolicyRequestSchema>;

/** Names sorted; the literal `null` when none. */
export const policyEntityNamesSchema = z.nullable(z.array(z.string()));

export const policyEntitySchema = z.enum(['user', 'group']);
export type PolicyEntity = z.infer<typeof policyEntitySchema>;

/** PUT /set-policy: the entity's policies become exactly `name`. */
export const setPolicyRequestSchema = z.object({
  name: nameList(policyNameSchema),
  entityType: policyEntitySchema,
  entityName: z.string().check(z.minLength(1, 'Name the user or group'), z.maxLength(256)),
});
export type SetPolicyRequest = z.infer<typeof setPolicyRequestSchema>;

/**
 * PUT /set-policy-multi: each user's policies become exactly `name`; a single group's too, while several groups
 * each keep theirs and gain `name`.
 */
export const setPolicyMultipleRequestSchema = z.object({
  name: nameList(policyNameSchema),
  users: z.optional(nameList(userAccessKeySchema)),
  groups: z.optional(nameList(groupNameSchema)),
});
export type SetPolicyMultipleRequest = z.infer<typeof setPolicyMultipleRequestSchema>;

export const policyNameParams = z.object({ name: z.string() });
export const policyParams = z.object({ policy: z.string() });

/** The console's own refusals (MinIO's pass through as they come). */
export const POLICY_MESSAGES = {
  groupDisabled: 'The group is disabled: enable it before changing its policies',
} as const;

export const listPolicies = endpoint({
  id: 'ListPolicies',
  area: 'policies',
  method: 'GET',
  path: '/policies',
  summary: 'Every IAM policy with its document',
  response: listPoliciesResponseSchema,
  status: 200,
});

export const addPolicy = endpoint({
  id: 'AddPolicy',
  area: 'policies',
  method: 'POST',
  path: '/policies',
  summary: 'Creates a policy, or replaces the document of the one with that name',
  body: addPolicyRequestSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  response: policySchema,
  status: 201,
});

export const policyInfo = endpoint({
  id: 'PolicyInfo',
  area: 'policies',
  method: 'GET',
  path: '/policy/{name}',
  summary: 'One policy and its document',
  params: policyNameParams,
  response: policySchema,
  status: 200,
});

export const removePolicy = endpoint({
  id: 'RemovePolicy',
  area: 'policies',
  method: 'DELETE',
  path: '/policy/{name}',
  summary: 'Deletes a policy (MinIO refuses one still attached)',
  params: policyNameParams,
  status: 204,
});

export const listUsersForPolicy = endpoint({
  id: 'ListUsersForPolicy',
  area: 'policies',
  method: 'GET',
  path: '/policies/{policy}/users',
  summary: 'The users the policy is attached to, sorted',
  params: policyParams,
  response: policyEntityNamesSchema,
  status: 200,
});

export const listGroupsForPolicy = endpoint({
  id: 'ListGroupsForPolicy',
  area: 'policies',
  method: 'GET',
  path: '/policies/{policy}/groups',
  summary: 'The groups the policy is attached to, sorted',
  params: policyParams,
  response: policyEntityNamesSchema,
  status: 200,
});

export const setPolicy = endpoint({
  id: 'SetPolicy',
  area: 'policies',
  method: 'PUT',
  path: '/set-policy',
  summary: "Sets a user's or group's policies to exactly those named",
  body: setPolicyRequestSchema,
  status: 204,
});

export const setPolicyMultiple = endpoint({
  id: 'SetPolicyMultiple',
  area: 'policies',
  method: 'PUT',
  path: '/set-policy-multi',
  summary: 'Sets the named policies on several users and groups',
  body: setPolicyMultipleRequestSchema,
  status: 204,
});

export const getUserPolicy = endpoint({
  id: 'GetUserPolicy',
  area: 'policies',
  method: 'GET',
  path: '/user/policy',
  summary: "The logged-in user's effective policy, as a JSON string",
  response: z.string(),
  status: 200,
});

export const POLICY_ENDPOINTS = [
  listPolicies,
  addPolicy,
  policyInfo,
  removePolicy,
  listUsersForPolicy,
  listGroupsForPolicy,
  setPolicy,
  setPolicyMultiple,
  getUserPolicy,
] as const;
