import { bucketAddressProblem } from './bucket-rules';
import {
  ADMIN_ACTIONS,
  COMMON_CONDITION_KEYS,
  CONDITION_KEYS,
  KMS_ACTIONS,
  matchesWildcard,
  S3_ACTIONS,
  S3_OBJECT_ACTIONS,
  STS_ACTIONS,
} from './iam-actions';
import { objectKeyProblem } from './object-key';

/**
 * What MinIO decides for one request under the IAM policies in force, and which statement decided: the rules of
 * MinIO's policy engine (`github.com/minio/pkg/v3/policy`, the version the pinned server runs), restated.
 *
 * - Every Deny statement of every policy is looked at first: the first that applies denies. Otherwise the first
 *   Allow statement that applies allows; with none, the request is denied.
 * - A statement applies when its Action (or NotAction) names the action, its Resource (or NotResource) the
 *   resource, and every condition holds. Statements of admin actions (`admin:…`) and of STS actions (`*` is one)
 *   ignore resources; KMS statements ignore them for a request that names no key.
 * - The resource is `bucket/key` for an object action and `bucket/` for any other; `admin:` actions have none.
 *   `?` matches one byte and `*` any run; a pattern also matches the resource it equals once cleaned as a path
 *   (`bucket` matches `bucket/`). `${aws:username}` and the other common keys are replaced in resources and in
 *   string condition values by the request's value.
 * - As MinIO's request handlers do: `s3:ListBucketVersions` is allowed to whoever may `s3:ListBucket`, and a
 *   `s3:DeleteObject` of a version (condition `s3:versionid`) is refused by a Deny of `s3:DeleteObjectVersion`.
 *
 * Cannot decide (answered as such, never guessed): a document MinIO refuses to store, e.g. a condition operator it
 * does not have (AWS's `Arn*` operators, `…IfExists` but `NumericGreaterThanIfExists`), an unknown condition key
 * or action, or a value of the wrong type. Not checked again here, because MinIO refuses them when a policy is
 * saved (`policy-grammar.ts` reports them): which condition keys each action accepts, a missing Version.
 */

export interface NamedPolicyDocument {
  name: string;
  /** The parsed JSON document. */
  policy: unknown;
}

/** Condition keys as policies spell them (`s3:prefix`, `aws:SourceIp`, `s3:ExistingObjectTag/team`). */
export type ConditionValues = Readonly<Record<string, string | readonly string[]>>;

export interface PolicyRequest {
  action: string;
  bucket?: string;
  key?: string;
  conditions?: ConditionValues;
}

/** A statement: the policy it is in, its position (from 0) in the policy's Statement list, and its Sid. */
export interface StatementRef {
  policy: string;
  index: number;
  sid?: string;
}

export type PolicyDecision =
  | {
      decision: 'allow';
      because: 'allowed';
      statement: StatementRef;
      /** The action the statement allowed, when MinIO accepts it for the one asked about. */
      asAction?: string;
    }
  | { decision: 'deny'; because: 'explicit-deny'; statement: StatementRef }
  | { decision: 'deny'; because: 'no-statement-allows' }
  | { decision: 'cannot-decide'; because: 'not-evaluated'; policy: string; index?: number; reason: string };

/** Beyond any account's policies: more is refused rather than evaluated. */
export const MAX_EVALUATED_POLICIES = 256;
export const MAX_EVALUATED_STATEMENTS = 4096;

const S3_ARN_PREFIX = 'arn:aws:s3:::';
const KMS_ARN_PREFIX = 'arn:minio:kms:::';

// ---- What MinIO's catalogue says about actions and keys

const OBJECT_ACTIONS: ReadonlySet<string> = new Set(
  // MinIO lists it among object actions, but its handler checks it on the bucket alone.
  [...S3_OBJECT_ACTIONS].filter((action) => action !== 's3:ResetBucketReplicationState'),
);
const ADMIN_ACTION_SET: ReadonlySet<string> = new Set(ADMIN_ACTIONS);
const KMS_ACTION_SET: ReadonlySet<string> = new Set(KMS_ACTIONS);
const STS_ACTION_SET: ReadonlySet<string> = new Set(STS_ACTIONS);

/** Every action a request can be for, sorted: what the simulator offers. */
export const KNOWN_ACTIONS: readonly string[] = [...S3_ACTIONS, ...ADMIN_ACTIONS, ...KMS_ACTIONS]
  .filter((action) => !action.includes('*'))
  .sort();

/** The keys `${…}` may name, in the order MinIO replaces them. */
const COMMON_KEYS: readonly string[] = [...COMMON_CONDITION_KEYS];

// ---- Why a document cannot be evaluated

/** What MinIO would refuse in a document, and in which statement (from 0) when in one. */
class NotEvaluable extends Error {
  constructor(
    message: string,
    readonly index?: number,
  ) {
    super(message);
  }
}

const refuse = (reason: string): never => {
  throw new NotEvaluable(reason);
};

// ---- Request values: condition values by the name MinIO looks them up with

type RequestValues = ReadonlyMap<string, readonly string[]>;

const TRIMMED_KEY_PREFIXES = new Set(['aws', 'jwt', 'ldap', 'sts', 'svc', 's3']);

/** The name MinIO keeps a condition key's values under: `s3:prefix` → `prefix`, `s3:ExistingObjectTag/a` → `ExistingObjectTag/a`. */
function lookupName(key: string): string {
  const slash = key.indexOf('/');
  const name = slash < 0 ? key : key.slice(0, slash);
  const colon = name.indexOf(':');
  const trimmed = colon >= 0 && TRIMMED_KEY_PREFIXES.has(name.slice(0, colon)) ? name.slice(colon + 1) : name;
  return slash < 0 ? trimmed : `${trimmed}${key.slice(slash)}`;
}

function requestValues(conditions: ConditionValues | undefined): RequestValues {
  const values = new Map<string, string[]>();
  for (const [key, value] of Object.entries(conditions ?? {})) {
    const name = lookupName(key);
    values.set(name, [...(values.get(name) ?? []), ...(typeof value === 'string' ? [value] : value)]);
  }
  return values;
}

const valuesOf = (values: RequestValues, key: string) => values.get(lookupName(key)) ?? [];

/** The request's first value of a common key, when it is not empty: what `${key}` stands for. */
function variableValue(values: RequestValues, key: string): string | undefined {
  const first = values.get(lookupName(key))?.[0];
  return first === '' ? undefined : first;
}

/** String condition values with `${key}` replaced, key after key in MinIO's order. */
const substituted = (text: string, values: RequestValues) =>
  COMMON_KEYS.reduce((result, key) => {
    const value = variableValue(values, key);
    return value === undefined ? result : result.replaceAll(`\${${key}}`, () => value);
  }, text);

/** A resource pattern with `${key}` replaced, in one pass, for the common keys the request has a value of. */
function resourcePattern(pattern: string, values: RequestValues): string {
  return pattern.replace(/\$\{([^}]*)\}/g, (variable, key: string) =>
    COMMON_CONDITION_KEYS.has(key) ? (variableValue(values, key) ?? variable) : variable,
  );
}

// ---- Paths

/** Go's path.Clean: one slash between parts, no `.` parts, `..` resolved, no trailing slash. */
function cleanPath(path: string): string {
  if (path === '') return '.';
  const rooted = path.startsWith('/');
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (!rooted) parts.push(part);
  }
  const joined = parts.join('/');
  if (rooted) return `/${joined}`;
  return joined === '' ? '.' : joined;
}

// ---- Statements

type Family = 's3' | 'admin' | 'sts' | 'kms';

interface Resource {
  kind: 's3' | 'kms' | 'any';
  pattern: string;
}

type ConditionTest = (values: RequestValues) => boolean;

interface Statement {
  ref: StatementRef;
  effect: 'Allow' | 'Deny';
  family: Family;
  actions: readonly string[];
  notActions: readonly string[];
  resources: readonly Resource[];
  notResources: readonly Resource[];
  conditions: readonly ConditionTest[];
}

/**
 * An object's fields by lower-case name, as Go's JSON decoding matches them: whatever their case, the last
 * spelling winning, fields it does not know (`Principal`) ignored.
 */
function fieldsOf(value: unknown, what: string, known: readonly string[]): Map<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse(`${what} is not a JSON object`);
  }
  const fields = new Map<string, unknown>();
  for (const [name, field] of Object.entries(value)) {
    const lower = name.toLowerCase();
    if (known.includes(lower)) fields.set(lower, field);
  }
  return fields;
}

/** A string or a list of strings, as a set; null or absent is empty. */
function stringSet(value: unknown, what: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    return refuse(`${what} must be a string or a list of strings`);
  }
  return [...new Set(value as string[])];
}

function parseResource(text: string): Resource {
  const exactly = [S3_ARN_PREFIX, KMS_ARN_PREFIX, '*'].includes(text);
  const resource: Resource | undefined = exactly
    ? { kind: 'any', pattern: text }
    : text.startsWith(S3_ARN_PREFIX)
      ? { kind: 's3', pattern: text.slice(S3_ARN_PREFIX.length) }
      : text.startsWith(KMS_ARN_PREFIX)
        ? { kind: 'kms', pattern: text.slice(KMS_ARN_PREFIX.length) }
        : text.startsWith('*')
          ? { kind: 'any', pattern: text.slice(1) }
          : undefined;
  if (!resource)
    return refuse(`"${text}" is not a resource MinIO knows (arn:aws:s3:::…, arn:minio:kms:::… or *)`);
  if (resource.pattern.startsWith('/')) refuse(`the resource "${text}" starts with "/" and names no bucket`);
  return resource;
}

function familyOf(actions: readonly string[]): Family {
  if (actions.some((action) => ADMIN_ACTION_SET.has(action))) return 'admin';
  if (actions.some((action) => STS_ACTION_SET.has(action))) return 'sts';
  if (actions.some((action) => KMS_ACTION_SET.has(action))) return 'kms';
  return 's3';
}

const FAMILY_ACTIONS: Record<Exclude<Family, 's3'>, ReadonlySet<string>> = {
  admin: ADMIN_ACTION_SET,
  sts: STS_ACTION_SET,
  kms: KMS_ACTION_SET,
};

function checkActions(family: Family, actions: readonly string[]) {
  const isKnown =
    family === 's3'
      ? (action: string) => S3_ACTIONS.some((known) => matchesWildcard(action, known))
      : (action: string) => FAMILY_ACTIONS[family].has(action);
  const unknown = actions.find((action) => !isKnown(action));
  if (unknown === undefined) return;
  refuse(
    family === 's3'
      ? `MinIO knows no action "${unknown}"`
      : `MinIO takes no "${unknown}" in a statement of ${family} actions`,
  );
}

/** A KMS key pattern (or one of `*…`, which is both kinds) has no "/", "\\" or ".". */
const isKeyPattern = (resource: Resource) => !/[/\\.]/.test(resource.pattern);

/** MinIO checks the resources of S3 and KMS statements only; admin and STS statements ignore theirs. */
function checkResources(family: Family, resources: readonly Resource[], notResources: readonly Resource[]) {
  const all = [...resources, ...notResources];
  if (family === 'kms' && all.some((resource) => resource.kind === 's3' || !isKeyPattern(resource))) {
    refuse('a KMS statement names KMS keys (arn:minio:kms:::key) only');
  }
  if (family !== 's3') return;
  if (resources.length === 0 && notResources.length === 0) refuse('Resource must not be empty');
  if (resources.length > 0 && notResources.length > 0) {
    refuse('Resource and NotResource cannot be in the same statement');
  }
  if (
    all.some((resource) => resource.kind === 'kms' || (resource.kind === 'any' && !isKeyPattern(resource)))
  ) {
    refuse('an S3 statement names S3 resources (arn:aws:s3:::bucket/key) only');
  }
}

const STATEMENT_FIELDS = ['sid', 'effect', 'action', 'notaction', 'resource', 'notresource', 'condition'];

function parseStatement(value: unknown, ref: StatementRef): Statement {
  const fields = fieldsOf(value, 'a statement', STATEMENT_FIELDS);
  const sid = fields.get('sid');
  if (sid !== undefined && sid !== null && typeof sid !== 'string') refuse('Sid must be a string');
  const effect = fields.get('effect');
  if (effect !== 'Allow' && effect !== 'Deny') return refuse('Effect must be "Allow" or "Deny"');
  for (const field of ['action', 'notaction'].filter((name) => fields.has(name))) {
    if (stringSet(fields.get(field), 'Action').length === 0) refuse('an empty Action list is not allowed');
  }
  const actions = stringSet(fields.get('action'), 'Action');
  const notActions = stringSet(fields.get('notaction'), 'NotAction');
  if (actions.length === 0 && notActions.length === 0) refuse('Action must not be empty');
  if (actions.length > 0 && notActions.length > 0)
    refuse('Action and NotAction cannot be in the same statement');
  const family = familyOf(actions);
  checkActions(family, actions);
  const resources = stringSet(fields.get('resource'), 'Resource').map(parseResource);
  const notResources = stringSet(fields.get('notresource'), 'NotResource').map(parseResource);
  checkResources(family, resources, notResources);
  const statementRef = typeof sid === 'string' && sid !== '' ? { ...ref, sid } : ref;
  const conditions = fields.has('condition') ? parseConditions(fields.get('condition')) : [];
  return { ref: statementRef, effect, family, actions, notActions, resources, notResources, conditions };
}

function parsePolicy(document: NamedPolicyDocument): Statement[] {
  const fields = fieldsOf(document.policy, 'the policy', ['id', 'version', 'statement']);
  const version = fields.get('version') ?? '';
  if (version !== '' && version !== '2012-10-17')
    refuse(`the version "${String(version)}" is not 2012-10-17`);
  const id = fields.get('id');
  if (id !== undefined && id !== null && typeof id !== 'string') refuse('ID must be a string');
  const statements = fields.get('statement') ?? [];
  if (!Array.isArray(statements)) return refuse('Statement must be a list');
  return statements.map((statement, index) => {
    try {
      return parseStatement(statement, { policy: document.name, index });
    } catch (problem) {
      if (problem instanceof NotEvaluable) throw new NotEvaluable(problem.message, index);
      throw problem;
    }
  });
}

// ---- Conditions

/** A value of a condition, as MinIO reads it from JSON: a boolean, a whole number or a string. */
type PolicyValue = boolean | number | string;

interface ConditionKey {
  text: string;
  name: string;
}

interface Operator {
  name: string;
  qualifier: string;
  key: ConditionKey;
  values: readonly PolicyValue[];
}

function parseConditions(value: unknown): ConditionTest[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return refuse('Condition must be a JSON object');
  }
  const blocks = Object.entries(value);
  if (blocks.length === 0) refuse('Condition must not be empty');
  return blocks.flatMap(([operatorText, keys]) => {
    const [qualifier, name] = parseOperatorName(operatorText);
    if (typeof keys !== 'object' || keys === null || Array.isArray(keys)) {
      return refuse(`the keys of ${operatorText} must be a JSON object`);
    }
    return Object.entries(keys).map(([keyText, values]) =>
      conditionTest({
        name,
        qualifier,
        key: parseConditionKey(keyText),
        values: parseValues(values, operatorText),
      }),
    );
  });
}

function parseOperatorName(text: string): [qualifier: string, name: string] {
  const parts = text.split(':');
  const [qualifier, name] = parts.length === 2 ? parts : ['', text];
  if (parts.length > 2 || !Object.hasOwn(OPERATORS, name ?? '')) {
    return refuse(`MinIO has no condition operator "${text}"`);
  }
  if (qualifier !== '' && qualifier !== 'ForAnyValue' && qualifier !== 'ForAllValues') {
    refuse(`"${qualifier}" is not ForAnyValue or ForAllValues`);
  }
  return [qualifier ?? '', name ?? ''];
}

function parseConditionKey(text: string): ConditionKey {
  const slash = text.indexOf('/');
  const name = slash < 0 ? text : text.slice(0, slash);
  if (!CONDITION_KEYS.has(name)) refuse(`MinIO has no condition key "${text}"`);
  return { text, name };
}

function parseValues(value: unknown, operator: string): PolicyValue[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0) refuse(`${operator} has an empty list of values`);
  const values = list.map((item): PolicyValue => {
    if (typeof item === 'boolean' || typeof item === 'string') return item;
    if (typeof item === 'number' && Number.isSafeInteger(item)) return item;
    return refuse(`${operator} has a value that is not a string, a whole number or a boolean`);
  });
  if (new Set(values).size !== values.length) refuse(`${operator} has the same value twice`);
  return values;
}

function onlyValue(operator: Operator): PolicyValue {
  if (operator.values.length !== 1) refuse(`${operator.name} takes exactly one value`);
  return operator.values[0] as PolicyValue;
}

function onlyKey(operator: Operator, key: string) {
  if (operator.key.name !== key) refuse(`${operator.name} applies to ${key} only`);
}

const conditionTest = (operator: Operator): ConditionTest =>
  (OPERATORS[operator.name] as OperatorBuilder)(operator);

type OperatorBuilder = (operator: Operator) => ConditionTest;

/** MinIO's condition operators; any other name makes a policy MinIO refuses. */
const OPERATORS: Readonly<Record<string, OperatorBuilder>> = {
  StringEquals: (operator) => stringEquality(operator, { ignoreCase: false, negate: false }),
  StringNotEquals: (operator) => stringEquality(operator, { ignoreCase: false, negate: true }),
  StringEqualsIgnoreCase: (operator) => stringEquality(operator, { ignoreCase: true, negate: false }),
  StringNotEqualsIgnoreCase: (operator) => stringEquality(operator, { ignoreCase: true, negate: true }),
  BinaryEquals: (operator) =>
    stringEquality(
      { ...operator, values: textsOf(operator).flatMap(decodeBase64) },
      { ignoreCase: false, negate: false },
    ),
  StringLike: (operator) => stringLike(operator, false),
  StringNotLike: (operator) => stringLike(operator, true),
  IpAddress: (operator) => ipAddress(operator, false),
  NotIpAddress: (operator) => ipAddress(operator, true),
  Null: nullCheck,
  Bool: booleanCheck,
  NumericEquals: (operator) => numeric(operator, (a, b) => a === b),
  NumericNotEquals: (operator) => numeric(operator, (a, b) => a !== b),
  NumericLessThan: (operator) => numeric(operator, (a, b) => a < b),
  NumericLessThanEquals: (operator) => numeric(operator, (a, b) => a <= b),
  NumericGreaterThan: (operator) => numeric(operator, (a, b) => a > b),
  NumericGreaterThanIfExists: (operator) => numeric(operator, (a, b) => a > b, true),
  NumericGreaterThanEquals: (operator) => numeric(operator, (a, b) => a >= b),
  DateEquals: (operator) => date(operator, (a, b) => a === b),
  DateNotEquals: (operator) => date(operator, (a, b) => a !== b),
  DateLessThan: (operator) => date(operator, (a, b) => a < b),
  DateLessThanEquals: (operator) => date(operator, (a, b) => a <= b),
  DateGreaterThan: (operator) => date(operator, (a, b) => a > b),
  DateGreaterThanEquals: (operator) => date(operator, (a, b) => a >= b),
};

/** The only values some keys may be compared with (MinIO refuses the policy otherwise). */
const STRING_VALUE_RULES: Readonly<Record<string, readonly string[]>> = {
  's3:x-amz-server-side-encryption-customer-algorithm': ['AES256'],
  's3:x-amz-server-side-encryption': ['AES256', 'aws:kms'],
  's3:x-amz-metadata-directive': ['COPY', 'REPLACE'],
};

const textsOf = (operator: Operator) =>
  operator.values.map((value) =>
    typeof value === 'string' ? value : refuse(`${operator.name} takes strings only`),
  );

/** The values of a string operator, with the rules MinIO holds some keys' values to. */
function strings(operator: Operator): string[] {
  const texts = textsOf(operator);
  if (operator.key.name === 's3:x-amz-copy-source' && texts.some((text) => !/^\/?[^/]+\/./.test(text))) {
    refuse('s3:x-amz-copy-source is compared with "bucket/object" values only');
  }
  const allowed = STRING_VALUE_RULES[operator.key.name];
  const isLike = operator.name.endsWith('Like');
  const wrong = isLike || !allowed ? undefined : texts.find((text) => !allowed.includes(text));
  if (wrong !== undefined) refuse(`${operator.key.text} cannot be "${wrong}"`);
  if (!isLike && operator.key.name === 's3:x-amz-content-sha256' && texts.includes('')) {
    refuse('s3:x-amz-content-sha256 cannot be empty');
  }
  return texts;
}

/** Base64 (standard alphabet, padded) decoded as UTF-8; none for bytes that are not, as they equal no request value. */
function decodeBase64(text: string): string[] {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    return refuse(`BinaryEquals takes base64 values, not "${text}"`);
  }
  const bytes = Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  try {
    return [new TextDecoder('utf-8', { fatal: true }).decode(bytes)];
  } catch {
    return [];
  }
}

function stringEquality(
  operator: Operator,
  options: { ignoreCase: boolean; negate: boolean },
): ConditionTest {
  const texts = strings(operator);
  const fold = (text: string) => (options.ignoreCase ? text.toLowerCase() : text);
  return (values) => {
    const asked = new Set(valuesOf(values, operator.key.text).map(fold));
    const expected = new Set(texts.map((text) => fold(substituted(text, values))));
    const common = [...asked].filter((text) => expected.has(text)).length;
    const holds = operator.qualifier === 'ForAllValues' ? common === asked.size : common > 0;
    return holds !== options.negate;
  };
}

function stringLike(operator: Operator, negate: boolean): ConditionTest {
  const patterns = strings(operator);
  return (values) => {
    const expected = patterns.map((pattern) => substituted(pattern, values));
    const matches = (text: string) => expected.some((pattern) => matchesWildcard(pattern, text));
    const asked = valuesOf(values, operator.key.text);
    const holds = operator.qualifier === 'ForAllValues' ? asked.every(matches) : asked.some(matches);
    return holds !== negate;
  };
}

/** Go's strconv.ParseBool spellings. */
const BOOLEAN_TEXTS: Readonly<Record<string, boolean>> = {
  '1': true,
  t: true,
  T: true,
  TRUE: true,
  true: true,
  True: true,
  '0': false,
  f: false,
  F: false,
  FALSE: false,
  false: false,
  False: false,
};

function booleanOf(operator: Operator): { text: string; value: boolean } {
  const value = onlyValue(operator);
  if (typeof value === 'boolean') return { text: String(value), value };
  const parsed = typeof value === 'string' ? BOOLEAN_TEXTS[value] : undefined;
  return parsed === undefined
    ? refuse(`${operator.name} takes true or false`)
    : { text: value as string, value: parsed };
}

function booleanCheck(operator: Operator): ConditionTest {
  onlyKey(operator, 'aws:SecureTransport');
  const { text } = booleanOf(operator);
  return (values) => valuesOf(values, operator.key.text)[0] === text;
}

function nullCheck(operator: Operator): ConditionTest {
  const { value: absent } = booleanOf(operator);
  return (values) => (valuesOf(values, operator.key.text).length === 0) === absent;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** Go's strconv.Atoi on a 64-bit platform: optional sign and decimal digits, within int64; null otherwise. */
function wholeNumber(text: string): bigint | null {
  if (!/^[+-]?\d{1,20}$/.test(text)) return null;
  const number = BigInt(text);
  return number < INT64_MIN || number > INT64_MAX ? null : number;
}

function numeric(operator: Operator, compare: (asked: bigint, limit: bigint) => boolean, ifExists = false) {
  const value = onlyValue(operator);
  const limit =
    typeof value === 'number' ? BigInt(value) : typeof value === 'string' ? wholeNumber(value) : null;
  if (limit === null) return refuse(`${operator.name} takes a whole number`);
  return (values: RequestValues) => {
    const asked = valuesOf(values, operator.key.text);
    if (asked.length === 0) return ifExists;
    const number = wholeNumber(asked[0] as string);
    return number !== null && compare(number, limit);
  };
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

/** Days from 1970-01-01 to a civil date (proleptic Gregorian). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

/** An RFC 3339 time as nanoseconds since the epoch (as Go's time.Parse reads it), or null. */
function instantOf(text: string): bigint | null {
  const match = RFC3339.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map(Number);
  const [fraction = '', sign, offsetHours = '0', offsetMinutes = '0'] = match.slice(7);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || Number(offsetHours) > 23 || Number(offsetMinutes) > 59) {
    return null;
  }
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetHours) * 3600 + Number(offsetMinutes) * 60);
  const seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offset;
  return BigInt(seconds) * 1_000_000_000n + BigInt(fraction.padEnd(9, '0'));
}

function date(operator: Operator, compare: (asked: bigint, limit: bigint) => boolean): ConditionTest {
  const value = onlyValue(operator);
  const limit = typeof value === 'string' ? instantOf(value) : null;
  if (limit === null) return refuse(`${operator.name} takes an RFC 3339 time`);
  return (values) => {
    const asked = valuesOf(values, operator.key.text)[0];
    const instant = asked === undefined ? null : instantOf(asked);
    return instant !== null && compare(instant, limit);
  };
}

// ---- IP addresses

interface Network {
  /** 4 bytes for an IPv4 network, 16 for IPv6. */
  address: Uint8Array;
  mask: Uint8Array;
}

function ipv4Bytes(text: string): Uint8Array | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255)) {
    return null;
  }
  return Uint8Array.from(parts.map(Number));
}

function ipv6Bytes(text: string): Uint8Array | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  const last = (tail.length > 0 ? tail : head).at(-1) ?? '';
  const embedded = last.includes('.') ? ipv4Bytes(last) : undefined;
  if (embedded === null) return null;
  if (embedded) (tail.length > 0 ? tail : head).pop();
  const words = [...head, ...tail];
  if (words.some((word) => !/^[0-9a-fA-F]{1,4}$/.test(word))) return null;
  const wordCount = words.length + (embedded ? 2 : 0);
  if (halves.length === 2 ? wordCount > 7 : wordCount !== 8) return null;
  const bytes = new Uint8Array(16);
  const put = (list: string[], start: number) =>
    list.forEach((word, index) => {
      const number = Number.parseInt(word, 16);
      bytes[start + index * 2] = number >> 8;
      bytes[start + index * 2 + 1] = number & 0xff;
    });
  put(head, 0);
  put(tail, 16 - (embedded ? 4 : 0) - tail.length * 2);
  if (embedded) bytes.set(embedded, 12);
  return bytes;
}

/** IPv4 (and IPv4-mapped IPv6) addresses as 4 bytes, others as 16, as Go's IP.To4 folds them. */
function folded(bytes: Uint8Array): Uint8Array {
  const mapped =
    bytes.length === 16 &&
    bytes.subarray(0, 10).every((b) => b === 0) &&
    bytes[10] === 0xff &&
    bytes[11] === 0xff;
  return mapped ? bytes.slice(12) : bytes;
}

const ipAddressOf = (text: string) => (text.includes(':') ? ipv6Bytes(text) : ipv4Bytes(text));

function maskOf(bits: number, length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, index) => {
    const left = Math.min(8, Math.max(0, bits - index * 8));
    return (0xff << (8 - left)) & 0xff;
  });
}

/** Go's net.ParseCIDR, with `/32` added to an address without a prefix length as MinIO adds it. */
function networkOf(text: string): Network {
  const [addressText = '', bitsText, ...rest] = (text.includes('/') ? text : `${text}/32`).split('/');
  const address = ipAddressOf(addressText);
  const length = addressText.includes(':') ? 16 : 4;
  const bits = Number(bitsText);
  if (!address || rest.length > 0 || !/^\d{1,3}$/.test(bitsText ?? '') || bits > length * 8) {
    return refuse(`"${text}" is not an IP address or a CIDR range`);
  }
  const mask = maskOf(bits, length);
  return { address: address.map((byte, index) => byte & (mask[index] ?? 0)), mask };
}

function contains(network: Network, address: Uint8Array): boolean {
  const base = folded(network.address);
  const mask = base.length === 4 && network.mask.length === 16 ? network.mask.slice(12) : network.mask;
  const ip = folded(address);
  if (base.length !== mask.length || ip.length !== base.length) return false;
  return ip.every((byte, index) => (byte & (mask[index] ?? 0)) === base[index]);
}

function ipAddress(operator: Operator, negate: boolean): ConditionTest {
  onlyKey(operator, 'aws:SourceIp');
  const networks = operator.values.map((value) =>
    typeof value === 'string' ? networkOf(value) : refuse(`${operator.name} takes CIDR strings`),
  );
  return (values) => {
    const addresses = valuesOf(values, operator.key.text).map(ipAddressOf);
    const holds =
      addresses.every((address) => address !== null) &&
      addresses.some((address) => networks.some((network) => contains(network, address as Uint8Array)));
    return holds !== negate;
  };
}

// ---- Evaluation

interface Subject {
  action: string;
  resource: string;
  values: RequestValues;
}

const namesAction = (patterns: readonly string[], action: string) =>
  patterns.some(
    (pattern) =>
      matchesWildcard(pattern, action) || (pattern === 's3:GetObjectVersion' && action === 's3:GetObject'),
  );

function matchesResource(resource: Resource, subject: Subject): boolean {
  const pattern = resourcePattern(resource.pattern, subject.values);
  const cleaned = cleanPath(subject.resource);
  return (cleaned !== '.' && cleaned === pattern) || matchesWildcard(pattern, subject.resource);
}

const namesResource = (resources: readonly Resource[], subject: Subject) =>
  resources.some((resource) => matchesResource(resource, subject));

function applies(statement: Statement, subject: Subject): boolean {
  if (statement.actions.length > 0 && !namesAction(statement.actions, subject.action)) return false;
  if (namesAction(statement.notActions, subject.action)) return false;
  const holds = () => statement.conditions.every((test) => test(subject.values));
  if (statement.family === 'kms' && (subject.resource === '/' || statement.resources.length === 0))
    return holds();
  if (statement.family === 's3' || statement.family === 'kms') {
    if (statement.resources.length > 0 && !namesResource(statement.resources, subject)) return false;
    if (statement.notResources.length > 0 && namesResource(statement.notResources, subject)) return false;
  }
  return holds();
}

type Verdict = Exclude<PolicyDecision, { decision: 'cannot-decide' }>;

function verdict(statements: readonly Statement[], subject: Subject): Verdict {
  const deny = statements.find((statement) => statement.effect === 'Deny' && applies(statement, subject));
  if (deny) return { decision: 'deny', because: 'explicit-deny', statement: deny.ref };
  const allow = statements.find((statement) => statement.effect === 'Allow' && applies(statement, subject));
  return allow
    ? { decision: 'allow', because: 'allowed', statement: allow.ref }
    : { decision: 'deny', because: 'no-statement-allows' };
}

/** `bucket/key` for an object action, `bucket/` for others (and KMS keys), `/` for admin and STS actions. */
function resourceOf(request: PolicyRequest): string {
  if (/^(admin|sts):/.test(request.action)) return '/';
  const bucket = request.bucket ?? '';
  const key = OBJECT_ACTIONS.has(request.action) ? (request.key ?? '') : '';
  if (key === '') return `${bucket}/`;
  return key.startsWith('/') ? `${bucket}${key}` : `${bucket}/${key}`;
}

/** MinIO's extra checks around a request (auth-handler.go): a version's delete, and listing versions. */
function decide(statements: readonly Statement[], subject: Subject): Verdict {
  const deletesVersion =
    subject.action === 's3:DeleteObject' && variableValue(subject.values, 's3:versionid');
  if (deletesVersion) {
    const denied = verdict(
      statements.filter((statement) => statement.effect === 'Deny'),
      { ...subject, action: 's3:DeleteObjectVersion' },
    );
    if (denied.decision === 'deny' && denied.because === 'explicit-deny') return denied;
  }
  const first = verdict(statements, subject);
  if (first.decision === 'allow' || subject.action !== 's3:ListBucketVersions') return first;
  const listing = verdict(statements, { ...subject, action: 's3:ListBucket' });
  return listing.decision === 'allow' ? { ...listing, asAction: 's3:ListBucket' } : first;
}

type Parsed = { statements: Statement[] } | Extract<PolicyDecision, { decision: 'cannot-decide' }>;

function parseAll(policies: readonly NamedPolicyDocument[]): Parsed {
  const notEvaluated = (policy: string, reason: string, index?: number) =>
    ({
      decision: 'cannot-decide',
      because: 'not-evaluated',
      policy,
      reason,
      ...(index === undefined ? {} : { index }),
    }) as const;
  if (policies.length > MAX_EVALUATED_POLICIES) {
    return notEvaluated('', `More than ${MAX_EVALUATED_POLICIES} policies are not evaluated`);
  }
  const statements: Statement[] = [];
  for (const document of policies) {
    try {
      statements.push(...parsePolicy(document));
    } catch (problem) {
      if (problem instanceof NotEvaluable) return notEvaluated(document.name, problem.message, problem.index);
      throw problem;
    }
    if (statements.length > MAX_EVALUATED_STATEMENTS) {
      return notEvaluated(
        document.name,
        `More than ${MAX_EVALUATED_STATEMENTS} statements are not evaluated`,
      );
    }
  }
  return { statements };
}

/** MinIO's answer to `request` under `policies` (a user's own and its groups', in order), with its reason. */
export function evaluatePolicies(
  policies: readonly NamedPolicyDocument[],
  request: PolicyRequest,
): PolicyDecision {
  const parsed = parseAll(policies);
  if (!('statements' in parsed)) return parsed;
  return decide(parsed.statements, {
    action: request.action,
    resource: resourceOf(request),
    values: requestValues(request.conditions),
  });
}

// ---- What a simulated request may hold

export const MAX_SIMULATED_ACTION_LENGTH = 128;

/** Why `action` cannot be simulated, or undefined: one action, named without wildcards. */
export function simulatedActionProblem(action: string): string | undefined {
  if (action.trim() === '') return 'Enter an action, e.g. s3:GetObject';
  if (action.length > MAX_SIMULATED_ACTION_LENGTH)
    return `An action has at most ${MAX_SIMULATED_ACTION_LENGTH} characters`;
  if (!/^[a-zA-Z0-9]+:[a-zA-Z0-9]+$/.test(action))
    return 'Name one action as service:Name, without wildcards';
  return undefined;
}

/** `bucket` or `bucket/key` split at the first slash; the empty text names nothing. */
export function resourceParts(resource: string): { bucket?: string; key?: string } {
  if (resource === '') return {};
  const slash = resource.indexOf('/');
  return slash < 0
    ? { bucket: resource }
    : { bucket: resource.slice(0, slash), key: resource.slice(slash + 1) };
}

/** Why `resource` (`bucket` or `bucket/key`) cannot be simulated, or undefined. */
export function simulatedResourceProblem(resource: string): string | undefined {
  const { bucket, key } = resourceParts(resource);
  if (bucket === undefined) return undefined;
  return bucketAddressProblem(bucket) ?? (key === undefined ? undefined : objectKeyProblem(key));
}

export const MAX_SIMULATED_CONDITIONS = 20;
export const MAX_CONDITION_VALUE_LENGTH = 1024;

/** Why `key` is no condition key MinIO knows, or undefined. */
export function conditionKeyProblem(key: string): string | undefined {
  if (key === '') return 'Enter a condition key, e.g. s3:prefix';
  const name = key.split('/')[0] ?? '';
  return CONDITION_KEYS.has(name) ? undefined : `MinIO has no condition key "${key.slice(0, 64)}"`;
}

export const conditionValueProblem = (value: string) =>
  value.length > MAX_CONDITION_VALUE_LENGTH
    ? `A value has at most ${MAX_CONDITION_VALUE_LENGTH} characters`
    : undefined;

/** The statement `ref` names, as its policy writes it. */
export function statementAt(policies: readonly NamedPolicyDocument[], ref: StatementRef): unknown {
  const document = policies.find((policy) => policy.name === ref.policy)?.policy;
  const statements = fieldsOf(document, 'the policy', ['statement']).get('statement');
  return Array.isArray(statements) ? statements[ref.index] : undefined;
}
