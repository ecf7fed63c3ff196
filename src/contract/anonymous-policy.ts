import { publicReadWritePolicy } from './bucket-policy';
import type { AnonymousAccess, SetBucketPolicyRequest } from './bucket-settings';

/**
 * Anonymous access per prefix, read from and written into a bucket policy the way `mc anonymous` does:
 * a prefix is readable when everyone may list it (s3:ListBucket, for a prefix under an `s3:prefix`
 * condition) and get its objects, writable when everyone may list multipart uploads and put, delete and
 * abort under it; both need s3:GetBucketLocation. Statements the rules do not manage are kept as they are.
 * Pure, so the mocks derive the same rules from the same policy text.
 */

export interface AnonymousRule {
  prefix: string;
  access: AnonymousAccess;
}

type Statement = Record<string, unknown>;

const GET_LOCATION = 's3:GetBucketLocation';
const LIST_BUCKET = 's3:ListBucket';
const LIST_UPLOADS = 's3:ListBucketMultipartUploads';
const READ_OBJECT_ACTIONS = ['s3:GetObject'];
const WRITE_OBJECT_ACTIONS = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];
const MANAGED_BUCKET_ACTIONS = [GET_LOCATION, LIST_BUCKET, LIST_UPLOADS];
const MANAGED_OBJECT_ACTIONS = [...READ_OBJECT_ACTIONS, ...WRITE_OBJECT_ACTIONS];
const EVERYONE = { AWS: ['*'] };

const bucketArn = (bucketName: string) => `arn:aws:s3:::${bucketName}`;
const prefixArn = (bucketName: string, prefix: string) => `${bucketArn(bucketName)}/${prefix}*`;

/** The rules the policy grants on the bucket, sorted by prefix; an empty prefix is the whole bucket. */
export function anonymousRules(policyJson: string, bucketName: string): AnonymousRule[] {
  const statements = statementsOf(policyJson).filter(isAnonymousAllow);
  const rules: AnonymousRule[] = [];
  for (const prefix of grantedPrefixes(statements, bucketName)) {
    const access = accessOf(statements, bucketName, prefix);
    if (access) rules.push({ prefix, access });
  }
  return rules.sort((a, b) => a.prefix.localeCompare(b.prefix));
}

/**
 * The policy with `prefix` set to `access` ('none' removes its rule), as JSON; '' when nothing is left,
 * which means "delete the bucket policy".
 */
export function withAnonymousRule(
  policyJson: string,
  bucketName: string,
  prefix: string,
  access: AnonymousAccess | 'none',
): string {
  const rules = new Map(anonymousRules(policyJson, bucketName).map((rule) => [rule.prefix, rule.access]));
  const managedPrefixes = new Set([...rules.keys(), prefix]);
  if (access === 'none') rules.delete(prefix);
  else rules.set(prefix, access);

  const kept = statementsOf(policyJson).flatMap((statement) =>
    withoutManagedGrants(statement, bucketName, managedPrefixes),
  );
  const statements = [...kept, ...ruleStatements(bucketName, rules)];
  if (statements.length === 0) return '';
  return JSON.stringify({ Version: versionOf(policyJson), Statement: statements });
}

/**
 * The bucket policy PUT /buckets/{name}/set-policy writes: none for PRIVATE, anonymous read and write for
 * PUBLIC, the given definition for CUSTOM ('' means "delete the bucket policy").
 */
export function policyTextFor(bucketName: string, request: SetBucketPolicyRequest): string {
  if (request.access === 'PRIVATE') return '';
  if (request.access === 'PUBLIC') return JSON.stringify(publicReadWritePolicy(bucketName));
  return request.definition ?? '';
}

function parsePolicy(policyJson: string): Record<string, unknown> {
  if (policyJson.trim() === '') return {};
  const policy: unknown = JSON.parse(policyJson);
  return typeof policy === 'object' && policy !== null ? (policy as Record<string, unknown>) : {};
}

function statementsOf(policyJson: string): Statement[] {
  const statements = parsePolicy(policyJson).Statement;
  if (Array.isArray(statements)) return statements.filter(isObject);
  return isObject(statements) ? [statements] : [];
}

const versionOf = (policyJson: string) => {
  const version = parsePolicy(policyJson).Version;
  return typeof version === 'string' ? version : '2012-10-17';
};

const isObject = (value: unknown): value is Statement =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A policy field that may be one string or a list of them. */
function listOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function isAnonymousAllow(statement: Statement): boolean {
  if (statement.Effect !== 'Allow') return false;
  const principal = statement.Principal;
  return principal === '*' || listOf((principal as { AWS?: unknown } | undefined)?.AWS).includes('*');
}

const allows = (statement: Statement, action: string) => {
  const actions = listOf(statement.Action);
  return actions.includes(action) || actions.includes('s3:*');
};

const hasResource = (statement: Statement, resource: string) => listOf(statement.Resource).includes(resource);

/** The `s3:prefix` values of a `StringEquals` condition, or null when the statement has any other condition. */
function listablePrefixes(statement: Statement): string[] | null {
  const condition = statement.Condition;
  if (!isObject(condition)) return null;
  const keys = Object.keys(condition);
  const stringEquals = condition.StringEquals;
  if (keys.length !== 1 || !isObject(stringEquals) || Object.keys(stringEquals).length !== 1) return null;
  return stringEquals['s3:prefix'] === undefined ? null : listOf(stringEquals['s3:prefix']);
}

const isUnconditional = (statement: Statement) => statement.Condition === undefined;

/** Every prefix that has an object-level grant `arn:aws:s3:::bucket/<prefix>*`. */
function grantedPrefixes(statements: Statement[], bucketName: string): Set<string> {
  const start = `${bucketArn(bucketName)}/`;
  const resources = statements.flatMap((statement) => listOf(statement.Resource));
  return new Set(
    resources
      .filter((resource) => resource.startsWith(start) && resource.endsWith('*'))
      .map((resource) => resource.slice(start.length, -1)),
  );
}

function accessOf(statements: Statement[], bucketName: string, prefix: string): AnonymousAccess | null {
  const onBucket = statements.filter((statement) => hasResource(statement, bucketArn(bucketName)));
  const onPrefix = statements.filter(
    (statement) => isUnconditional(statement) && hasResource(statement, prefixArn(bucketName, prefix)),
  );
  const bucketAllows = (action: string) =>
    onBucket.some((statement) => isUnconditional(statement) && allows(statement, action));
  const prefixAllowsAll = (actions: string[]) =>
    actions.every((action) => onPrefix.some((statement) => allows(statement, action)));
  const listable = onBucket.some(
    (statement) =>
      allows(statement, LIST_BUCKET) &&
      (isUnconditional(statement) || (prefix !== '' && listablePrefixes(statement)?.includes(prefix))),
  );

  if (!bucketAllows(GET_LOCATION)) return null;
  const readable = listable && prefixAllowsAll(READ_OBJECT_ACTIONS);
  const writable = bucketAllows(LIST_UPLOADS) && prefixAllowsAll(WRITE_OBJECT_ACTIONS);
  if (readable && writable) return 'readwrite';
  if (readable) return 'readonly';
  return writable ? 'writeonly' : null;
}

/**
 * The statement without the grants the rules manage: bucket-level listing and location on the bucket, object
 * actions on the managed prefixes. A statement that loses actions on only some resources is split.
 */
function withoutManagedGrants(
  statement: Statement,
  bucketName: string,
  managedPrefixes: ReadonlySet<string>,
): Statement[] {
  if (!isAnonymousAllow(statement)) return [statement];
  const managedObjectArns = new Set([...managedPrefixes].map((prefix) => prefixArn(bucketName, prefix)));
  const managedActionsOn = (resource: string): string[] => {
    if (resource === bucketArn(bucketName)) {
      return isUnconditional(statement) || listablePrefixes(statement) ? MANAGED_BUCKET_ACTIONS : [];
    }
    return managedObjectArns.has(resource) && isUnconditional(statement) ? MANAGED_OBJECT_ACTIONS : [];
  };

  const actions = listOf(statement.Action);
  const resources = listOf(statement.Resource);
  const remainingOn = (resource: string) =>
    actions.filter((action) => !managedActionsOn(resource).includes(action));
  const untouched = resources.filter((resource) => remainingOn(resource).length === actions.length);
  if (untouched.length === resources.length) return [statement];

  const split = resources
    .filter((resource) => !untouched.includes(resource) && remainingOn(resource).length > 0)
    .map((resource) => ({ ...statement, Action: remainingOn(resource), Resource: [resource] }));
  return untouched.length > 0 ? [{ ...statement, Resource: untouched }, ...split] : split;
}

function ruleStatements(bucketName: string, rules: ReadonlyMap<string, AnonymousAccess>): Statement[] {
  if (rules.size === 0) return [];
  const entries = [...rules.entries()].sort(([a], [b]) => a.localeCompare(b));
  const readable = entries.filter(([, access]) => access !== 'writeonly').map(([prefix]) => prefix);
  const anyWritable = entries.some(([, access]) => access !== 'readonly');
  const wholeBucketReadable = readable.includes('');

  const allow = (Action: string[], Resource: string, extra: Statement = {}): Statement => ({
    Effect: 'Allow',
    Principal: EVERYONE,
    Action,
    Resource: [Resource],
    ...extra,
  });
  const bucketActions = [
    GET_LOCATION,
    ...(wholeBucketReadable ? [LIST_BUCKET] : []),
    ...(anyWritable ? [LIST_UPLOADS] : []),
  ];
  const statements = [allow(bucketActions, bucketArn(bucketName))];
  if (readable.length > 0 && !wholeBucketReadable) {
    statements.push(
      allow([LIST_BUCKET], bucketArn(bucketName), {
        Condition: { StringEquals: { 's3:prefix': readable } },
      }),
    );
  }
  for (const [prefix, access] of entries) {
    statements.push(allow(objectActionsFor(access), prefixArn(bucketName, prefix)));
  }
  return statements;
}

function objectActionsFor(access: AnonymousAccess): string[] {
  if (access === 'readonly') return READ_OBJECT_ACTIONS;
  if (access === 'writeonly') return WRITE_OBJECT_ACTIONS;
  return [...READ_OBJECT_ACTIONS, ...WRITE_OBJECT_ACTIONS];
}
