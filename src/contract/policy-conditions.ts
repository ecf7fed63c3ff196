/** A statement's Condition block, checked as MinIO reads it (github.com/minio/pkg `policy/condition`). */

import { CONDITION_KEYS } from './iam-actions';
import type { JsonMember, JsonNode, JsonString } from './json-document';
import type { Findings } from './policy-grammar';

/** A condition key a statement uses, for the checks of which actions take it. */
export interface ConditionKeyUse {
  /** The key without its `/variable`: `s3:ExistingObjectTag` for `s3:ExistingObjectTag/team`. */
  name: string;
  node: JsonString;
}

type ConditionValue =
  | { kind: 'bool'; value: boolean }
  | { kind: 'int'; value: bigint }
  | { kind: 'string'; value: string };

interface Note {
  severity: 'error' | 'warning';
  message: string;
}
type ValueCheck = (operator: string, key: string, values: readonly ConditionValue[]) => Note | undefined;

const STRING_OPERATORS = [
  'StringEquals',
  'StringNotEquals',
  'StringEqualsIgnoreCase',
  'StringNotEqualsIgnoreCase',
  'StringLike',
  'StringNotLike',
  'BinaryEquals',
];
const NUMERIC_OPERATORS = [
  'NumericEquals',
  'NumericNotEquals',
  'NumericLessThan',
  'NumericLessThanEquals',
  'NumericGreaterThan',
  'NumericGreaterThanIfExists',
  'NumericGreaterThanEquals',
];
const DATE_OPERATORS = [
  'DateEquals',
  'DateNotEquals',
  'DateLessThan',
  'DateLessThanEquals',
  'DateGreaterThan',
  'DateGreaterThanEquals',
];
const QUALIFIERS = ['ForAllValues', 'ForAnyValue'];

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
/** What Go's strconv.ParseBool takes. */
const BOOLEAN_TEXTS = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'];
/** Keys whose values MinIO checks against a fixed list (except under StringLike and StringNotLike). */
const FIXED_VALUES: ReadonlyMap<string, readonly string[]> = new Map([
  ['s3:x-amz-server-side-encryption', ['AES256', 'aws:kms']],
  ['s3:x-amz-server-side-encryption-customer-algorithm', ['AES256']],
  ['s3:x-amz-metadata-directive', ['COPY', 'REPLACE']],
]);

const error = (message: string): Note => ({ severity: 'error', message });
const warning = (message: string): Note => ({ severity: 'warning', message });

/**
 * Checks a Condition member of a statement and returns the keys it uses. MinIO keeps the last of repeated
 * operators or keys, so earlier ones are only pointed out.
 */
export function lintCondition(member: JsonMember, path: string, report: Findings): ConditionKeyUse[] {
  const condition = member.value;
  if (condition.type === 'null' || (condition.type === 'object' && condition.members.length === 0)) {
    report.error(condition, path, 'A Condition needs at least one operator; remove it if none applies.');
    return [];
  }
  if (condition.type !== 'object') {
    report.error(condition, path, 'A Condition is an object: { "StringEquals": { "aws:username": "…" } }.');
    return [];
  }
  return lastOfEach(condition.members, path, report).flatMap((operator) =>
    lintOperator(operator, `${path}.${operator.key.value}`, report),
  );
}

function lintOperator(member: JsonMember, path: string, report: Findings): ConditionKeyUse[] {
  const operator = parseOperator(member.key.value);
  if (typeof operator === 'string') report.error(member.key, path, operator);
  const block = member.value;
  if (block.type === 'null') return [];
  if (block.type !== 'object') {
    report.error(block, path, 'An operator takes an object of condition keys and values.');
    return [];
  }
  if (typeof operator === 'object' && operator.qualifier && !STRING_OPERATORS.includes(operator.name)) {
    report.warning(member.key, path, `${operator.qualifier} has no effect on ${operator.name}.`);
  }
  return lastOfEach(block.members, path, report).map((entry) => {
    const keyPath = `${path}.${entry.key.value}`;
    const name = entry.key.value.split('/')[0] as string;
    if (!CONDITION_KEYS.has(name)) report.error(entry.key, keyPath, unknownKeyMessage(name));
    const values = decodeValues(entry.value, keyPath, report);
    const note =
      values &&
      typeof operator === 'object' &&
      VALUE_CHECKS.get(operator.name)?.(operator.name, name, values);
    if (note) report[note.severity](entry.value, keyPath, note.message);
    return { name, node: entry.key };
  });
}

/** The members MinIO keeps (the last of each key); an earlier one of the same key is flagged as ignored. */
function lastOfEach(members: readonly JsonMember[], path: string, report: Findings): JsonMember[] {
  const last = new Map(members.map((member) => [member.key.value, member]));
  for (const member of members) {
    if (last.get(member.key.value) !== member) {
      report.warning(member.key, path, `MinIO ignores this ${member.key.value}: a later one replaces it.`);
    }
  }
  return [...last.values()];
}

function parseOperator(text: string): { qualifier?: string; name: string } | string {
  const parts = text.split(':');
  const [qualifier, name] = parts.length === 2 ? parts : [undefined, text];
  if (parts.length > 2 || (qualifier !== undefined && !QUALIFIERS.includes(qualifier))) {
    return `${text} is not a condition operator: a prefix is ForAllValues: or ForAnyValue:.`;
  }
  if (name === undefined || !VALUE_CHECKS.has(name)) return unknownOperatorMessage(name ?? text);
  return qualifier === undefined ? { name } : { qualifier, name };
}

function unknownOperatorMessage(name: string): string {
  const known = [...VALUE_CHECKS.keys()].find((operator) => operator.toLowerCase() === name.toLowerCase());
  if (known) return `MinIO knows no operator ${name}; did you mean ${known}? (case counts)`;
  if (name.endsWith('IfExists'))
    return `MinIO has no ${name}: of the …IfExists operators only NumericGreaterThanIfExists.`;
  return `MinIO knows no condition operator ${name}.`;
}

function unknownKeyMessage(name: string): string {
  const known = [...CONDITION_KEYS].find((key) => key.toLowerCase() === name.toLowerCase());
  return known
    ? `MinIO knows no condition key ${name}; did you mean ${known}? (case counts)`
    : `MinIO knows no condition key ${name}.`;
}

/** One value or a non-empty list of distinct values, as MinIO decodes them; undefined when it refuses. */
function decodeValues(node: JsonNode, path: string, report: Findings): ConditionValue[] | undefined {
  const items = node.type === 'array' ? node.items : [node];
  if (items.length === 0) {
    report.error(node, path, 'Give at least one value.');
    return undefined;
  }
  const values: ConditionValue[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const value = decodeValue(item);
    if (typeof value === 'string') {
      report.error(item, path, value);
      return undefined;
    }
    const identity = `${value.kind}:${value.value}`;
    if (seen.has(identity)) {
      report.error(item, path, 'This value is listed twice: MinIO refuses repeated values.');
      return undefined;
    }
    seen.add(identity);
    values.push(value);
  }
  return values;
}

function decodeValue(node: JsonNode): ConditionValue | string {
  switch (node.type) {
    case 'string':
      return { kind: 'string', value: node.value };
    case 'boolean':
      return { kind: 'bool', value: node.value };
    // Go reads null into a boolean as false.
    case 'null':
      return { kind: 'bool', value: false };
    case 'number':
      return /^-?(0|[1-9]\d*)$/.test(node.raw) && inInt64(BigInt(node.raw))
        ? { kind: 'int', value: BigInt(node.raw) }
        : 'A number in a condition must be a whole number (no fraction or exponent) within 64 bits.';
    default:
      return 'A condition value is a string, a number or true/false; a list holds only those.';
  }
}

const inInt64 = (value: bigint) => value >= INT64_MIN && value <= INT64_MAX;

const checkStrings: ValueCheck = (operator, key, values) => {
  const texts = values.flatMap((value) => (value.kind === 'string' ? [value.value] : []));
  if (texts.length < values.length)
    return error(`${operator} compares strings: put the value in double quotes.`);
  for (const text of texts) {
    if (operator === 'BinaryEquals' && !isBase64(text))
      return error(`BinaryEquals takes base64; "${text}" is not.`);
    const problem = stringValueProblem(operator, key, operator === 'BinaryEquals' ? atob(text) : text);
    if (problem) return error(problem);
  }
  return undefined;
};

function stringValueProblem(operator: string, key: string, text: string): string | undefined {
  if (key === 's3:x-amz-copy-source') {
    const problem = copySourceProblem(text);
    if (problem) return problem;
  }
  if (operator === 'StringLike' || operator === 'StringNotLike') return undefined;
  const allowed = FIXED_VALUES.get(key);
  if (allowed && !allowed.includes(text))
    return `${key} is ${allowed.join(' or ')} (case counts), not "${text}".`;
  if (key === 's3:x-amz-content-sha256' && text === '') return `${key} cannot be empty.`;
  return undefined;
}

/** A copy source is `bucket/object` (a leading "/" allowed) with a bucket name MinIO accepts. */
function copySourceProblem(text: string): string | undefined {
  const path = text.startsWith('/') ? text.slice(1) : text;
  const slash = path.indexOf('/');
  if (slash < 0 || slash === path.length - 1) {
    return `s3:x-amz-copy-source is bucket/object, e.g. "source-bucket/reports/*", not "${text}".`;
  }
  const bucket = path.slice(0, slash);
  const valid =
    /^[A-Za-z0-9][A-Za-z0-9.\-_:]{1,61}[A-Za-z0-9]$/.test(bucket) &&
    !/^(\d+\.){3}\d+$/.test(bucket) &&
    !/\.\.|\.-|-\./.test(bucket);
  return valid ? undefined : `"${bucket}" in s3:x-amz-copy-source is not a valid bucket name.`;
}

const isBase64 = (text: string) =>
  /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text.replace(/[\r\n]/g, ''));

/** A check that the operator has exactly one value of a kind `accepts` takes. */
function singleValue(accepts: (value: ConditionValue) => boolean, wants: string): ValueCheck {
  return (operator, _key, values) => {
    if (values.length !== 1) return error(`${operator} takes exactly one value.`);
    return accepts(values[0] as ConditionValue) ? undefined : error(`${operator} takes ${wants}.`);
  };
}

const isBooleanValue = (value: ConditionValue) =>
  value.kind === 'bool' || (value.kind === 'string' && BOOLEAN_TEXTS.includes(value.value));

const checkBoolean = singleValue(isBooleanValue, 'true or false');

const checkBool: ValueCheck = (operator, key, values) =>
  key === 'aws:SecureTransport'
    ? checkBoolean(operator, key, values)
    : error('Bool applies only to aws:SecureTransport.');

const checkNumber = singleValue(
  (value) =>
    value.kind === 'int' ||
    (value.kind === 'string' && /^[+-]?\d+$/.test(value.value) && inInt64(BigInt(value.value))),
  'a whole number',
);

const checkDate = singleValue(
  (value) => value.kind === 'string' && isRfc3339(value.value),
  'a date and time such as "2030-01-31T00:00:00Z"',
);

const checkIpAddress: ValueCheck = (operator, key, values) => {
  for (const value of values) {
    const cidr =
      value.kind === 'string' && !value.value.includes('/') ? `${value.value}/32` : String(value.value);
    if (value.kind !== 'string' || !isCidr(cidr)) {
      return error(
        `${operator} takes addresses or ranges such as "203.0.113.0/24"; "${value.value}" is not.`,
      );
    }
  }
  if (key !== 'aws:SourceIp') return error(`${operator} applies only to aws:SourceIp.`);
  const bareIpv6 = values.find(
    (value) => String(value.value).includes(':') && !String(value.value).includes('/'),
  );
  return bareIpv6
    ? warning(`MinIO reads ${bareIpv6.value} as the range ${bareIpv6.value}/32; write /128 for one address.`)
    : undefined;
};

const VALUE_CHECKS: ReadonlyMap<string, ValueCheck> = new Map([
  ...STRING_OPERATORS.map((operator) => [operator, checkStrings] as const),
  ...NUMERIC_OPERATORS.map((operator) => [operator, checkNumber] as const),
  ...DATE_OPERATORS.map((operator) => [operator, checkDate] as const),
  ['IpAddress', checkIpAddress],
  ['NotIpAddress', checkIpAddress],
  ['Null', checkBoolean],
  ['Bool', checkBool],
]);

/** Go's time.Parse with the RFC 3339 layout. */
function isRfc3339(text: string): boolean {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{1,2}):(\d{2}):(\d{2})(?:[.,]\d+)?(?:Z|[+-](\d{2}):(\d{2}))$/.exec(text);
  if (!match) return false;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day] = [part(1), part(2), part(3)];
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    part(4) < 24 &&
    part(5) < 60 &&
    part(6) < 60 &&
    // Go takes zone offsets up to 24 hours and 60 minutes.
    part(7) <= 24 &&
    part(8) <= 60
  );
}

function daysIn(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Go's net.ParseCIDR: an IPv4 or IPv6 address (no zone), "/", and a prefix length that fits it. */
function isCidr(text: string): boolean {
  const slash = text.indexOf('/');
  const address = text.slice(0, slash);
  const bits = text.slice(slash + 1);
  if (!/^\d+$/.test(bits)) return false;
  const size = isIpv4(address) ? 32 : isIpv6(address) ? 128 : 0;
  return size > 0 && Number(bits) <= size;
}

const isIpv4 = (text: string) =>
  /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text);

function isIpv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const last = groups.at(-1) ?? [];
  // An IPv4 tail (::ffff:192.0.2.1) may only end the address, and counts as two groups.
  const embedsIpv4 = last.length > 0 && isIpv4(last.at(-1) as string);
  const hexGroups = groups.flat().slice(0, embedsIpv4 ? -1 : undefined);
  if (!hexGroups.every((group) => /^[0-9a-fA-F]{1,4}$/.test(group))) return false;
  const count = hexGroups.length + (embedsIpv4 ? 2 : 0);
  return halves.length === 2 ? count <= 7 : count === 8;
}
