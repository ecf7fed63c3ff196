/**
 * MinIO's configuration text, as get-config-kv answers it and `mc admin config export` writes it: one line per
 * subsystem or target, `subsys[:target] key=value key2="value with spaces"`, each possibly preceded by
 * `# MINIO_SUBSYS_KEY=value` lines naming the environment variables that override its keys; any other line
 * starting with `#` is a comment.
 */
import { normaliseConfigValue, splitConfigName } from './config-values';

export interface ConfigKeyValue {
  key: string;
  value: string;
}

/** An environment variable overriding a key: MinIO uses its value, whatever the configuration says. */
export interface ConfigEnvOverride {
  key: string;
  name: string;
  value: string;
}

/** One configuration line: `name` is `subsys` or `subsys:target`. */
export interface ConfigLine {
  /** Its line number in the text, from 1. */
  line: number;
  name: string;
  subsystem: string;
  target: string | undefined;
  keyValues: ConfigKeyValue[];
  envOverrides: ConfigEnvOverride[];
}

/** A line that could not be read, with its number and why. */
export interface ConfigLineProblem {
  line: number;
  /** The line's `subsys[:target]`, never its values (they may hold secrets). */
  text: string;
  reason: string;
}

export interface ParsedConfigText {
  lines: ConfigLine[];
  problems: ConfigLineProblem[];
}

const ENV_LINE = /^#\s*(MINIO_[A-Z0-9_]+)=(.*)$/;

/** The environment variable MinIO reads for a key of a subsystem (or of one of its targets). */
export const envVariableOf = (subsystem: string, target: string | undefined, key: string): string =>
  `MINIO_${subsystem}_${key}${target ? `_${target}` : ''}`.toUpperCase();

/** The `key=value` pairs after a line's name; throws a reason for a pair it cannot read. */
function parsePairs(rest: string): ConfigKeyValue[] {
  const pairs: ConfigKeyValue[] = [];
  let at = 0;
  while (at < rest.length) {
    if (rest[at] === ' ' || rest[at] === '\t') {
      at += 1;
      continue;
    }
    const equals = rest.indexOf('=', at);
    const key = equals < 0 ? '' : rest.slice(at, equals);
    if (equals < 0 || key === '' || /\s/.test(key)) throw new Error('expected key=value pairs');
    const { value, next } = readValue(rest, equals + 1, key);
    pairs.push({ key, value });
    at = next;
  }
  return pairs;
}

function readValue(rest: string, start: number, key: string): { value: string; next: number } {
  if (rest[start] === '"') {
    const close = rest.indexOf('"', start + 1);
    if (close < 0) throw new Error(`${key}: the quoted value is not closed`);
    return { value: rest.slice(start + 1, close), next: close + 1 };
  }
  const space = rest.slice(start).search(/[ \t]/);
  const end = space < 0 ? rest.length : start + space;
  return { value: rest.slice(start, end), next: end };
}

/** Which key of the line an environment variable overrides, by MinIO's naming of variables. */
function overriddenKey(name: string, line: Omit<ConfigLine, 'envOverrides' | 'line'>): string {
  const known = line.keyValues.find((pair) => envVariableOf(line.subsystem, line.target, pair.key) === name);
  if (known) return known.key;
  return name.slice(`MINIO_${line.subsystem}_`.length).toLowerCase();
}

/** Reads every line; what cannot be read is listed in `problems`, the rest in `lines`. */
export function parseConfigText(text: string): ParsedConfigText {
  const lines: ConfigLine[] = [];
  const problems: ConfigLineProblem[] = [];
  let pendingEnv: { name: string; value: string }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const content = raw.trim();
    const env = ENV_LINE.exec(content);
    if (env) pendingEnv.push({ name: env[1] ?? '', value: env[2] ?? '' });
    if (content === '' || content.startsWith('#')) return;
    const head = content.split(/[ \t]/, 1)[0] ?? '';
    const { subsystem, target } = splitConfigName(head);
    try {
      const parsed = { name: head, subsystem, target, keyValues: parsePairs(content.slice(head.length)) };
      const envOverrides = pendingEnv.map((variable) => ({
        ...variable,
        key: overriddenKey(variable.name, parsed),
      }));
      lines.push({ ...parsed, line: index + 1, envOverrides });
    } catch (error) {
      problems.push({ line: index + 1, text: head, reason: (error as Error).message });
    }
    pendingEnv = [];
  });
  return { lines, problems };
}

/** `key="value"` pairs as MinIO is sent them: every value quoted (values never hold a quote: see config-values). */
export const printKeyValues = (keyValues: readonly ConfigKeyValue[]): string =>
  keyValues.map(({ key, value }) => `${key}="${normaliseConfigValue(value)}"`).join(' ');

/** One line as MinIO is sent it: the name, then its quoted pairs. */
export function printConfigLine(name: string, keyValues: readonly ConfigKeyValue[]): string {
  return keyValues.length === 0 ? name : `${name} ${printKeyValues(keyValues)}`;
}
