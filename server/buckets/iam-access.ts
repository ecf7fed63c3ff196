/** Which IAM policies, and through them which users, reach a bucket (the Access tab). */

import { z } from 'zod';
import type { BucketIamPoliciesResponse } from '../../src/contract/bucket-settings.ts';
import { ConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient } from '../minio/admin-client.ts';

const S3_ARN_PREFIX = 'arn:aws:s3:::';

/** Group details read from MinIO at once. */
const GROUP_READS_AT_ONCE = 8;
/** The most groups whose members are looked through: past it the answer would take too long to be of use. */
export const MAX_GROUPS = 2000;

const cannedPoliciesSchema = z.record(z.string(), z.unknown());
const groupsSchema = z.array(z.string()).nullable();
const groupSchema = z.looseObject({
  members: z.array(z.string()).nullish(),
  policy: z.string().optional(),
});

/** Admin ListCannedPolicies: policy name → policy document. */
function listCannedPolicies(admin: AdminClient): Promise<Record<string, unknown>> {
  return admin.json({ method: 'GET', path: '/list-canned-policies' }, cannedPoliciesSchema);
}

async function listGroups(admin: AdminClient): Promise<string[]> {
  return (await admin.json({ method: 'GET', path: '/groups' }, groupsSchema)) ?? [];
}

function describeGroup(admin: AdminClient, group: string) {
  return admin.json({ method: 'GET', path: '/group', query: { group } }, groupSchema);
}

/** `*` matches any run of characters and `?` one character, as IAM resource patterns do. */
function matchesPattern(pattern: string, text: string): boolean {
  const escaped = pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replaceAll('*', '.*').replaceAll('?', '.')}$`).test(text);
}

const listOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((v) => typeof v === 'string')
      : [];

function statementsOf(policy: unknown): Record<string, unknown>[] {
  const statements = (policy as { Statement?: unknown } | null)?.Statement;
  const list = Array.isArray(statements) ? statements : [statements];
  return list.filter((statement): statement is Record<string, unknown> => typeof statement === 'object');
}

/** Whether a statement names the bucket itself or all of its objects among its resources. */
function namesBucket(statement: Record<string, unknown>, bucketName: string): boolean {
  return listOf(statement.Resource)
    .filter((resource) => resource.startsWith(S3_ARN_PREFIX))
    .map((resource) => resource.slice(S3_ARN_PREFIX.length))
    .some((pattern) => matchesPattern(pattern, bucketName) || matchesPattern(pattern, `${bucketName}/*`));
}

const policyNamesBucket = (policy: unknown, bucketName: string) =>
  statementsOf(policy).some((statement) => namesBucket(statement, bucketName));

const policyAllowsBucket = (policy: unknown, bucketName: string) =>
  statementsOf(policy).some(
    (statement) => statement.Effect === 'Allow' && namesBucket(statement, bucketName),
  );

/** Policy names as MinIO stores them for a user or group: one comma-separated string. */
const policyNames = (names: string | undefined) =>
  (names ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The policies (name → document) with a statement on the bucket or its objects, sorted by name. */
export function policiesNamingBucket(
  bucketName: string,
  policies: Record<string, unknown>,
): BucketIamPoliciesResponse {
  const named = Object.entries(policies)
    .filter(([, policy]) => policyNamesBucket(policy, bucketName))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, policy]) => ({ name, policy: JSON.stringify(policy) }));
  return { policies: named, total: named.length };
}

export interface IamEntity {
  /** Comma-separated policy names, as MinIO keeps them. */
  policy?: string;
}

/** Sorted access keys of the users whose own policies, or those of a group they are in, allow the bucket. */
export function usersReachingBucket(
  bucketName: string,
  policies: Record<string, unknown>,
  users: Record<string, IamEntity>,
  groups: readonly (IamEntity & { members?: readonly string[] | null })[],
): string[] {
  const allowing = (entity: IamEntity) =>
    policyNames(entity.policy).some((name) => policyAllowsBucket(policies[name], bucketName));
  const withAccess = new Set(Object.keys(users).filter((accessKey) => allowing(users[accessKey] ?? {})));
  for (const group of groups.filter(allowing)) {
    for (const member of group.members ?? []) withAccess.add(member);
  }
  return [...withAccess].sort();
}

/** GET /bucket-policy/{bucket}. */
export async function iamPoliciesOfBucket(
  admin: AdminClient,
  bucketName: string,
): Promise<BucketIamPoliciesResponse> {
  return policiesNamingBucket(bucketName, await listCannedPolicies(admin));
}

/** GET /bucket-users/{bucket}: from every user, group and policy. */
export async function usersWithAccessToBucket(admin: AdminClient, bucketName: string): Promise<string[]> {
  const [policies, users, groupNames] = await Promise.all([
    listCannedPolicies(admin),
    admin.listUsers(),
    listGroups(admin),
  ]);
  if (groupNames.length > MAX_GROUPS) {
    throw new ConsoleError(
      422,
      'Too many groups to find the users with access',
      `Only up to ${MAX_GROUPS.toLocaleString('en-US')} groups are looked through; MinIO has ${groupNames.length.toLocaleString('en-US')}`,
    );
  }
  const groups = await mapConcurrently(groupNames, GROUP_READS_AT_ONCE, (group) =>
    describeGroup(admin, group),
  );
  const userPolicies = Object.fromEntries(
    Object.entries(users).map(([accessKey, user]) => [accessKey, { policy: user.policyName }]),
  );
  return usersReachingBucket(bucketName, policies, userPolicies, groups);
}
