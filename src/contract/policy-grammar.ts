/**
 * IAM policy documents checked as MinIO reads them (github.com/minio/pkg `policy/`, and the admin API's
 * add-canned-policy): errors are what MinIO refuses, warnings what it takes but is probably a mistake.
 */

import {
  ADMIN_ACTIONS,
  ADMIN_CONDITION_KEYS,
  COMMON_CONDITION_KEYS,
  CONDITION_KEYS,
  conditionKeysOfS3Action,
  KMS_ACTIONS,
  matchesWildcard,
  S3_ACTIONS,
  S3_OBJECT_ACTIONS,
  STS_ACTIONS,
  STS_CONDITION_KEYS,
} from './iam-actions';
import { type JsonMember, type JsonNode, type JsonObject, parseJson, positionsIn } from './json-document';
import { type ConditionKeyUse, lintCondition } from './policy-conditions';

export interface PolicyProblem {
  severity: 'error' | 'warning';
  message: string;
  /** From 1. */
  line: number;
  /** From 1, in UTF-16 units (as a text area counts). */
  column: number;
  /** Where in the document, e.g. `Statement[0].Action[1]`. */
  path?: string;
}

/** The only policy language version MinIO takes. */
export const POLICY_VERSION = '2012-10-17';
/** MinIO refuses larger policy documents. */
export const MAX_POLICY_BYTES = 20 * 1024;

/** Everything wrong with a policy document, in the order of the text. */
export function lintPolicy(text: string): PolicyProblem[] {
  const findings = new Findings();
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > MAX_POLICY_BYTES) {
    findings.error(
      { start: 0 },
      '',
      `MinIO takes policies up to 20 KiB; this one is ${(bytes / 1024).toFixed(1)} KiB.`,
    );
  } else {
    const parsed = parseJson(text);
    if (parsed.ok) lintDocument(parsed.value, findings);
    else findings.error({ start: parsed.error.offset }, '', parsed.error.message);
  }
  return findings.located(text);
}

/** Whether MinIO would refuse the document. */
export const hasPolicyErrors = (text: string) =>
  lintPolicy(text).some((problem) => problem.severity === 'error');

interface Finding {
  severity: PolicyProblem['severity'];
  message: string;
  offset: number;
  path: string;
}

/** The problems found so far, each at the start of the JSON it is about. */
export class Findings {
  private readonly list: Finding[] = [];

  error(at: { start: number }, path: string, message: string): void {
    this.list.push({ severity: 'error', message, offset: at.start, path });
  }

  warning(at: { start: number }, path: string, message: string): void {
    this.list.push({ severity: 'warning', message, offset: at.start, path });
  }

  located(text: string): PolicyProblem[] {
    const positionOf = positionsIn(text);
    return [...this.list]
      .sort(
        (a, b) => a.offset - b.offset || (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1),
      )
      .map(({ offset, path, ...problem }) => ({
        ...problem,
        ...positionOf(offset),
        ...(path ? { path } : {}),
      }));
  }
}

const ALL_ACTIONS: readonly string[] = [...S3_ACTIONS, ...ADMIN_ACTIONS, ...KMS_ACTIONS, ...STS_ACTIONS];
const RESOURCE_PREFIXES = { s3: 'arn:aws:s3:::', kms: 'arn:minio:kms:::' } as const;

function lintDocument(document: JsonNode, report: Findings): void {
  if (document.type !== 'object') {
    report.error(document, '', 'A policy is a JSON object: { "Version": "2012-10-17", "Statement": [ … ] }.');
    return;
  }
  const fields = readFields(document, ['Version', 'ID', 'Statement'], '', report);
  lintVersion(fields.Version, document, report);
  stringField(fields.ID, 'ID', report);
  lintStatements(fields.Statement, document, report);
}

function lintVersion(member: JsonMember | undefined, document: JsonObject, report: Findings): void {
  if (!member || member.value.type === 'null') {
    report.error(member?.value ?? document, 'Version', `A policy needs "Version": "${POLICY_VERSION}".`);
    return;
  }
  const version = stringField(member, 'Version', report);
  if (version !== undefined && version !== POLICY_VERSION) {
    report.error(member.value, 'Version', `MinIO takes only Version "${POLICY_VERSION}".`);
  }
}

/**
 * The members of an object by the field they set. MinIO matches field names whatever their case, ignores
 * names it does not know, and keeps the last of repeated fields.
 */
function readFields<F extends string>(
  node: JsonObject,
  names: readonly F[],
  path: string,
  report: Findings,
): Partial<Record<F, JsonMember>> {
  const fields: Partial<Record<F, JsonMember>> = {};
  for (const member of node.members) {
    const key = member.key.value;
    const name = names.find((known) => known.toLowerCase() === key.toLowerCase());
    if (name === undefined) {
      report.warning(member.key, path, ignoredFieldMessage(key));
      continue;
    }
    const earlier = fields[name];
    if (earlier) report.warning(earlier.key, path, `MinIO ignores this ${name}: a later one replaces it.`);
    fields[name] = member;
  }
  return fields;
}

function ignoredFieldMessage(key: string): string {
  if (/^(Not)?Principal$/i.test(key)) {
    return `MinIO ignores ${key} in an IAM policy: the policy applies to whoever it is attached to.`;
  }
  return `MinIO ignores "${key}": it is not part of the policy language.`;
}

/** A string field's value; null counts as absent, as it does for MinIO. */
function stringField(member: JsonMember | undefined, name: string, report: Findings): string | undefined {
  if (!member || member.value.type === 'null') return undefined;
  if (member.value.type === 'string') return member.value.value;
  report.error(member.value, name, `${name} must be a string.`);
  return undefined;
}

function lintStatements(member: JsonMember | undefined, document: JsonObject, report: Findings): void {
  const statements = member?.value;
  if (
    !statements ||
    statements.type === 'null' ||
    (statements.type === 'array' && statements.items.length === 0)
  ) {
    report.error(
      statements ?? document,
      'Statement',
      'A policy needs at least one statement in "Statement": [ … ].',
    );
  } else if (statements.type === 'object') {
    report.error(statements, 'Statement', 'MinIO reads Statement only as a list: put the statement in [ ].');
  } else if (statements.type !== 'array') {
    report.error(statements, 'Statement', 'Statement must be a list of statements.');
  } else {
    statements.items.forEach((statement, index) => {
      const path = `Statement[${index}]`;
      if (statement.type === 'object') lintStatement(statement, path, report);
      else report.error(statement, path, 'A statement must be an object with Effect, Action and Resource.');
    });
  }
}

const STATEMENT_FIELDS = [
  'Sid',
  'Effect',
  'Action',
  'NotAction',
  'Resource',
  'NotResource',
  'Condition',
] as const;

/** A statement as MinIO takes it apart: actions, resources and condition keys, each with its place. */
interface Statement {
  node: JsonObject;
  path: string;
  fields: Partial<Record<(typeof STATEMENT_FIELDS)[number], JsonMember>>;
  actions: Entry[];
  notActions: Entry[];
  resources: ResourceEntry[];
  notResources: ResourceEntry[];
  conditionKeys: ConditionKeyUse[];
}

interface Entry {
  text: string;
  node: JsonNode;
  path: string;
}

interface ResourceEntry extends Entry {
  /** `any` for "*" (and what MinIO reads like it), which stands for S3 and KMS resources alike. */
  kind: 's3' | 'kms' | 'any';
  pattern: string;
}

function lintStatement(node: JsonObject, path: string, report: Findings): void {
  const fields = readFields(node, STATEMENT_FIELDS, path, report);
  stringField(fields.Sid, `${path}.Sid`, report);
  lintEffect(fields.Effect, node, path, report);
  const statement: Statement = {
    node,
    path,
    fields,
    actions: readActions(fields.Action, `${path}.Action`, 'error', report),
    notActions: readActions(fields.NotAction, `${path}.NotAction`, 'warning', report),
    resources: readResources(fields.Resource, `${path}.Resource`, report),
    notResources: readResources(fields.NotResource, `${path}.NotResource`, report),
    conditionKeys: fields.Condition ? lintCondition(fields.Condition, `${path}.Condition`, report) : [],
  };
  if (statement.actions.length === 0 && statement.notActions.length === 0) {
    if (!fields.Action && !fields.NotAction)
      report.error(node, path, 'A statement needs an Action (or NotAction).');
  } else if (fields.Action && fields.NotAction) {
    report.error(fields.NotAction.key, path, 'A statement takes Action or NotAction, not both.');
  }
  FAMILY_CHECKS[familyOf(statement.actions)](statement, report);
}

function lintEffect(
  member: JsonMember | undefined,
  statement: JsonObject,
  path: string,
  report: Findings,
): void {
  if (!member || member.value.type === 'null') {
    report.error(
      member?.value ?? statement,
      `${path}.Effect`,
      'A statement needs "Effect": "Allow" or "Deny".',
    );
    return;
  }
  const effect = stringField(member, `${path}.Effect`, report);
  if (effect !== undefined && effect !== 'Allow' && effect !== 'Deny') {
    report.error(member.value, `${path}.Effect`, 'Effect is "Allow" or "Deny" (case counts).');
  }
}

/**
 * The entries of an Action-like field as MinIO reads them: one string or a list; anything else becomes text
 * that names nothing. An empty list is refused.
 */
function readList(
  member: JsonMember | undefined,
  path: string,
  report: Findings,
): { entries: Entry[]; others: Omit<Entry, 'text'>[] } {
  if (!member) return { entries: [], others: [] };
  const value = member.value;
  const items = value.type === 'array' ? value.items : value.type === 'null' ? [] : [value];
  const entries: Entry[] = [];
  const others: Omit<Entry, 'text'>[] = [];
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const itemPath = value.type === 'array' ? `${path}[${index}]` : path;
    if (item.type !== 'string') {
      others.push({ node: item, path: itemPath });
    } else if (seen.has(item.value)) {
      report.warning(item, itemPath, `${item.value} is listed twice.`);
    } else {
      seen.add(item.value);
      entries.push({ text: item.value, node: item, path: itemPath });
    }
  });
  return { entries, others };
}

function readActions(
  member: JsonMember | undefined,
  path: string,
  severity: 'error' | 'warning',
  report: Findings,
): Entry[] {
  const { entries, others } = readList(member, path, report);
  if (member && entries.length === 0 && others.length === 0) {
    report.error(member.value, path, `${member.key.value} must name at least one action.`);
  }
  for (const other of others) {
    report[severity](other.node, other.path, 'An action is a name in double quotes, such as "s3:GetObject".');
  }
  return entries;
}

function readResources(member: JsonMember | undefined, path: string, report: Findings): ResourceEntry[] {
  const { entries, others } = readList(member, path, report);
  for (const other of others) {
    report.error(
      other.node,
      other.path,
      'A resource is an ARN in double quotes, such as "arn:aws:s3:::bucket/*".',
    );
  }
  return entries.flatMap((entry) => {
    const resource = parseResource(entry);
    if (typeof resource === 'string') {
      report.error(entry.node, entry.path, resource);
      return [];
    }
    warnAboutResource(resource, report);
    return [resource];
  });
}

/** MinIO's reading of a resource: its kind from the prefix, and the pattern after it. */
function parseResource(entry: Entry): ResourceEntry | string {
  const { text } = entry;
  if (text === '*' || text === RESOURCE_PREFIXES.s3 || text === RESOURCE_PREFIXES.kms) {
    return { ...entry, kind: 'any', pattern: text };
  }
  const kind = text.startsWith(RESOURCE_PREFIXES.s3)
    ? 's3'
    : text.startsWith(RESOURCE_PREFIXES.kms)
      ? 'kms'
      : text.startsWith('*')
        ? 'any'
        : undefined;
  if (kind === undefined) return malformedArnMessage(text);
  const pattern = text.slice(kind === 'any' ? 1 : RESOURCE_PREFIXES[kind].length);
  if (pattern.startsWith('/'))
    return `Nothing goes between "${text.slice(0, text.length - pattern.length)}" and the bucket name: remove the "/".`;
  return { ...entry, kind, pattern };
}

function malformedArnMessage(text: string): string {
  if (/^arn:aws:s3/i.test(text))
    return `${text} is not an S3 ARN: write arn:aws:s3::: (three colons) and then the bucket.`;
  if (/^arn:minio:kms/i.test(text))
    return `${text} is not a KMS ARN: write arn:minio:kms::: (three colons) and then the key.`;
  if (text.startsWith('arn:'))
    return `MinIO knows only arn:aws:s3:::… and arn:minio:kms:::… resources, not ${text}.`;
  return `A resource is an ARN: arn:aws:s3:::${text || 'bucket'} rather than "${text}".`;
}

function warnAboutResource(resource: ResourceEntry, report: Findings): void {
  const { text, pattern, node, path } = resource;
  if (text === RESOURCE_PREFIXES.s3 || text === RESOURCE_PREFIXES.kms) {
    report.warning(node, path, `${text} names nothing: add a bucket or key name (or * for all).`);
  } else if (resource.kind === 'any' && text !== '*') {
    report.warning(
      node,
      path,
      `MinIO reads ${text} as the bucket pattern ${pattern}: write arn:aws:s3:::${pattern}.`,
    );
  }
  for (const [, variable] of pattern.matchAll(/\$\{([^}]*)\}/g)) {
    if (!COMMON_CONDITION_KEYS.has(variable as string)) {
      report.warning(
        node,
        path,
        `MinIO fills in keys such as \${aws:username} only; \${${variable}} stays as written.`,
      );
    }
  }
}

type Family = 'admin' | 'sts' | 'kms' | 's3';

/** Which checks MinIO applies to a statement: the first family (in this order) any of its actions is from. */
function familyOf(actions: readonly Entry[]): Family {
  const has = (list: readonly string[]) => actions.some((action) => list.includes(action.text));
  if (has(ADMIN_ACTIONS)) return 'admin';
  if (has(STS_ACTIONS)) return 'sts';
  if (has(KMS_ACTIONS)) return 'kms';
  return 's3';
}

const FAMILY_CHECKS: Record<Family, (statement: Statement, report: Findings) => void> = {
  admin(statement, report) {
    const actions = requireFamily(statement, ADMIN_ACTIONS, 'admin:', report);
    requireKeys(statement, actions, () => ADMIN_CONDITION_KEYS, report);
    warnIgnoredResources(statement, 'admin:', report);
  },
  sts(statement, report) {
    const actions = requireFamily(statement, STS_ACTIONS, 'sts:', report);
    requireKeys(statement, actions, () => STS_CONDITION_KEYS, report);
    const everything = actions.find((action) => action.text === '*');
    if (!everything) warnIgnoredResources(statement, 'sts:', report);
    else
      report.warning(
        everything.node,
        everything.path,
        '"*" allows every action (s3:, admin:, kms:, sts:) on everything.',
      );
  },
  kms(statement, report) {
    requireFamily(statement, KMS_ACTIONS, 'kms:', report);
    for (const resource of [...statement.resources, ...statement.notResources]) {
      if (resource.kind === 's3') {
        report.error(
          resource.node,
          resource.path,
          `${resource.text} is not a KMS key: kms: actions take arn:minio:kms:::key.`,
        );
      } else if (/[/\\.]/.test(resource.pattern)) {
        report.error(resource.node, resource.path, 'A KMS key name has no "/", "\\" or ".".');
      }
    }
  },
  s3(statement, report) {
    requireResources(statement, report);
    const actions = statement.actions.filter((action) => {
      const known = S3_ACTIONS.some((s3Action) => matchesWildcard(action.text, s3Action));
      if (!known) report.error(action.node, action.path, unknownActionMessage(action.text));
      return known;
    });
    requireKeys(statement, actions, conditionKeysOfS3Action, report);
    for (const action of statement.notActions) {
      if (!ALL_ACTIONS.some((known) => matchesWildcard(action.text, known))) {
        report.warning(action.node, action.path, `${action.text} matches no action MinIO knows.`);
      }
    }
    warnObjectActionsWithoutObjects(statement, actions, report);
  },
};

/** MinIO refuses a statement that mixes families; returns the actions of the statement's own family. */
function requireFamily(
  statement: Statement,
  family: readonly string[],
  name: string,
  report: Findings,
): Entry[] {
  return statement.actions.filter((action) => {
    if (family.includes(action.text)) return true;
    const known = ALL_ACTIONS.some((other) => matchesWildcard(action.text, other));
    const message = known
      ? `${action.text} cannot share a statement with ${name} actions: give it a statement of its own.`
      : unknownActionMessage(action.text);
    report.error(action.node, action.path, message);
    return false;
  });
}

/** Every condition key must apply to every action of the statement. */
function requireKeys(
  statement: Statement,
  actions: readonly Entry[],
  keysOf: (action: string) => ReadonlySet<string>,
  report: Findings,
): void {
  for (const key of statement.conditionKeys) {
    if (!CONDITION_KEYS.has(key.name)) continue;
    const refusing = actions
      .filter((action) => !keysOf(action.text).has(key.name))
      .map((action) => action.text);
    if (refusing.length > 0) {
      report.error(
        key.node,
        `${statement.path}.Condition`,
        `${key.name} does not apply to ${refusing.join(', ')}.`,
      );
    }
  }
}

/** Whether a field lists anything (its entries may still be malformed). */
const lists = (member: JsonMember | undefined) =>
  member !== undefined &&
  member.value.type !== 'null' &&
  !(member.value.type === 'array' && member.value.items.length === 0);

function requireResources(statement: Statement, report: Findings): void {
  const { fields, node, path } = statement;
  if (!lists(fields.Resource) && !lists(fields.NotResource)) {
    const at = fields.Resource?.value ?? fields.NotResource?.value ?? node;
    report.error(at, path, 'S3 actions need a Resource (or NotResource), such as "arn:aws:s3:::bucket/*".');
  } else if (lists(fields.Resource) && lists(fields.NotResource)) {
    report.error(
      fields.NotResource?.key ?? node,
      path,
      'A statement takes Resource or NotResource, not both.',
    );
  }
  for (const resource of [...statement.resources, ...statement.notResources]) {
    if (resource.kind === 'kms') {
      report.error(
        resource.node,
        resource.path,
        `${resource.text} is a KMS key: s3: actions take arn:aws:s3:::… resources.`,
      );
    }
  }
}

function warnIgnoredResources(statement: Statement, family: string, report: Findings): void {
  const { Resource, NotResource } = statement.fields;
  for (const member of [Resource, NotResource]) {
    if (member)
      report.warning(member.key, statement.path, `MinIO ignores ${member.key.value} for ${family} actions.`);
  }
}

/** Object actions never match when every resource names a bucket itself (`arn:aws:s3:::bucket`). */
function warnObjectActionsWithoutObjects(
  statement: Statement,
  actions: readonly Entry[],
  report: Findings,
): void {
  const { resources, fields } = statement;
  if (!fields.Resource || resources.length === 0) return;
  if (resources.some((resource) => /[/*]/.test(resource.pattern))) return;
  const objectActions = actions
    .filter((action) => S3_OBJECT_ACTIONS.has(action.text))
    .map((action) => action.text);
  if (objectActions.length === 0) return;
  const example = `arn:aws:s3:::${resources[0]?.pattern ?? 'bucket'}/*`;
  report.warning(
    fields.Resource.key,
    statement.path,
    `${objectActions.join(', ')} act on objects, but no Resource names objects: add ${example}.`,
  );
}

function unknownActionMessage(action: string): string {
  const sameButCase = ALL_ACTIONS.find((known) => known.toLowerCase() === action.trim().toLowerCase());
  if (sameButCase) return `MinIO knows no action "${action}"; did you mean ${sameButCase}? (case counts)`;
  const family = /^(admin|kms):/.exec(action)?.[1];
  if (family && /[*?]/.test(action)) {
    return `${family}: actions take no wildcard but ${family}:* itself: list the actions one by one.`;
  }
  if (action.startsWith('sts:')) return 'The only sts: action is sts:AssumeRoleWithWebIdentity.';
  if (/[*?]/.test(action)) return `${action} matches no action MinIO knows.`;
  return `MinIO knows no action ${action}.`;
}
