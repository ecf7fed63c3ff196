/**
 * The rules a configuration value must meet, by the `type` MinIO's help gives its key (`on|off`, `number`,
 * `duration`, `url`, enumerations such as `namespace*|access`, ...). The app's generated form, the console server
 * and the mocks all check values with these, so a value is refused with the same words everywhere.
 */

/** One key of a subsystem as MinIO's help describes it. */
export interface ConfigKeyHelp {
  key: string;
  type: string;
  description: string;
  optional: boolean;
  multiple_targets?: boolean;
}

/** How a value of a type is entered: which control the generated form shows for it. */
export type ConfigValueKind = 'switch' | 'choice' | 'number' | 'duration' | 'url' | 'text';

/** MinIO's help calls a boolean `on|off`, `boolean` or `bool`; all are written `on` or `off`. */
const SWITCH_TYPES = new Set(['on|off', 'boolean', 'bool']);
const NUMBER_TYPES = new Set(['number', 'int']);
const URL_TYPES = new Set(['url', 'uri']);

/** Longer than any certificate path, DSN or CSP MinIO is given; keeps one request line bounded. */
export const MAX_CONFIG_VALUE_LENGTH = 4096;
/** More keys than any subsystem has (notify_kafka has about 25). */
export const MAX_CONFIG_KEYS = 64;
/** The largest signed 64-bit integer: MinIO's number keys are Go integers (e.g. object_max_versions). */
const MAX_INT64 = 9_223_372_036_854_775_807n;

const SUBSYSTEM = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const TARGET = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const KEY = /^[a-z0-9][a-z0-9_]{0,63}$/;
const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** The choices of an enumeration type (`namespace*|access`: the `*` marks MinIO's default), or null. */
export function configChoices(type: string): { options: string[]; fallback: string | undefined } | null {
  if (SWITCH_TYPES.has(type) || !/^[a-z0-9*]+(\|[a-z0-9*]+)+$/.test(type)) return null;
  const words = type.split('|');
  return {
    options: words.map((word) => word.replace('*', '')),
    fallback: words.find((word) => word.endsWith('*'))?.replace('*', ''),
  };
}

/** The control a key's type is entered with. */
export function configValueKind(type: string): ConfigValueKind {
  if (SWITCH_TYPES.has(type)) return 'switch';
  if (configChoices(type)) return 'choice';
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'duration') return 'duration';
  if (URL_TYPES.has(type)) return 'url';
  return 'text';
}

/** A value as MinIO is sent it: each line break becomes a comma (lists are typed one item per line). */
export const normaliseConfigValue = (value: string): string => value.replace(/\r?\n/g, ',');

function isInteger(value: string): boolean {
  return /^\d{1,19}$/.test(value) && BigInt(value) <= MAX_INT64;
}

function isAbsoluteUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  return /^[a-z][a-z0-9+.-]*:\/\/./i.test(value);
}

/** What is wrong with a value whatever its type: too long, a quote (MinIO's text has no escape) or a control character. */
function anyValueProblem(value: string): string | undefined {
  if (value.length > MAX_CONFIG_VALUE_LENGTH) return `must be at most ${MAX_CONFIG_VALUE_LENGTH} characters`;
  if (value.includes('"')) return 'must not contain a double quote (")';
  if (CONTROL_CHARACTERS.test(value)) return 'must not contain control characters';
  return undefined;
}

function typedValueProblem(type: string, value: string): string | undefined {
  const kind = configValueKind(type);
  if (kind === 'switch' && value !== 'on' && value !== 'off') return 'must be on or off';
  const choices = configChoices(type);
  if (choices && !choices.options.includes(value)) return `must be one of ${choices.options.join(', ')}`;
  if (kind === 'number' && !isInteger(value)) return 'must be a whole number from 0 to 9223372036854775807';
  if (kind === 'duration' && value !== '0' && !GO_DURATION.test(value))
    return 'must be a duration such as 500ms, 30s, 10m or 2h';
  if (kind === 'url' && !isAbsoluteUrl(value)) return 'must be an absolute URL such as http://host:port/path';
  if (type === 'address' && /\s/.test(value)) return 'must be an address such as host:port, without spaces';
  return undefined;
}

/**
 * What is wrong with a value of a key, or undefined. An empty value is always accepted: MinIO reads it as the
 * key's default (a required key is checked by `requiredValueProblem`).
 */
export function configValueProblem(help: Pick<ConfigKeyHelp, 'type'>, value: string): string | undefined {
  const normalised = normaliseConfigValue(value);
  return (
    anyValueProblem(normalised) ?? (normalised === '' ? undefined : typedValueProblem(help.type, normalised))
  );
}

/** A key MinIO does not make optional may not be emptied. */
export function requiredValueProblem(
  help: Pick<ConfigKeyHelp, 'optional'>,
  value: string,
): string | undefined {
  return !help.optional && value.trim() === '' ? 'is required' : undefined;
}

/** What is wrong with a subsystem's name (`api`, `notify_webhook`), or undefined. */
export const subsystemNameProblem = (name: string): string | undefined =>
  SUBSYSTEM.test(name) ? undefined : 'must be a subsystem name such as api or notify_webhook';

/** What is wrong with a target's name (the part after `:` in `notify_webhook:primary`), or undefined. */
export const configTargetProblem = (target: string): string | undefined =>
  TARGET.test(target)
    ? undefined
    : 'must be 1 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit';

/** What is wrong with a key's name, or undefined. */
export const configKeyNameProblem = (key: string): string | undefined =>
  KEY.test(key) ? undefined : 'must be a key name such as requests_max';

/** `subsys` or `subsys:target` split in two; the target is undefined without a colon. */
export function splitConfigName(name: string): { subsystem: string; target: string | undefined } {
  const colon = name.indexOf(':');
  if (colon < 0) return { subsystem: name, target: undefined };
  return { subsystem: name.slice(0, colon), target: name.slice(colon + 1) };
}

/** What is wrong with `subsys` or `subsys:target`, or undefined. */
export function configNameProblem(name: string): string | undefined {
  const { subsystem, target } = splitConfigName(name);
  const problem = subsystemNameProblem(subsystem);
  if (problem) return `subsystem ${problem}`;
  return target === undefined ? undefined : targetProblemOf(target);
}

const targetProblemOf = (target: string): string | undefined => {
  const problem = configTargetProblem(target);
  return problem ? `target ${problem}` : undefined;
};

/** Why a key cannot be set in a subsystem documented by `keys`, or undefined: unknown, or its value's problem. */
export function keyValueProblem(
  keys: readonly Pick<ConfigKeyHelp, 'key' | 'type'>[],
  key: string,
  value: string,
): string | undefined {
  const help = keys.find((candidate) => candidate.key === key);
  if (!help) return `${key}: not a key of this subsystem`;
  const problem = configValueProblem(help, value);
  return problem ? `${key}: ${problem}` : undefined;
}
