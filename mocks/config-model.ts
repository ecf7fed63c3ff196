/**
 * MinIO's server configuration for the mocks: the subsystems and their help (from `config-seed.ts`), the values
 * MinIO runs with, and the values stored for the next restart. As on MinIO, a change to a subsystem that is not
 * applied live (`site`, `identity_*`, `notify_*`, ...) shows only once MinIO restarted (`applyStoredConfig`).
 */
import type { ConfigEnvOverride, ConfigKeyValue } from '../src/contract/config-text';
import { envVariableOf, parseConfigText, printConfigLine } from '../src/contract/config-text';
import { type ConfigKeyHelp, splitConfigName } from '../src/contract/config-values';
import { CONFIG_SEED, type SeedSubsystem } from './config-seed';

/** A refusal of MinIO's: its status and message, as the console passes them on. */
export class ConfigRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** One configuration as get-config-kv shows it: `subsys` or `subsys:target`, its keys and their overrides. */
export interface MockConfiguration {
  name: string;
  keyValues: ConfigKeyValue[];
  envOverrides: ConfigEnvOverride[];
}

/** The subsystems MinIO applies without a restart (its answer's `x-minio-config-applied: true`). */
const LIVE_SUBSYSTEMS = new Set([
  'subnet',
  'callhome',
  'drive',
  'api',
  'scanner',
  'batch',
  'compression',
  'logger_webhook',
  'audit_webhook',
  'audit_kafka',
  'browser',
  'ilm',
  'storage_class',
  'heal',
]);

/** Keys whose value get-config-kv leaves out once set (secrets); an export still holds them. */
const SECRET_KEY = /(^|_)(password|auth_token|token|client_secret|secret_key)$/;

const seedOf = (subsystem: string): SeedSubsystem | undefined =>
  CONFIG_SEED.find((seed) => seed.name === subsystem);

const defaultsOf = (seed: SeedSubsystem): ConfigKeyValue[] =>
  parseConfigText(seed.defaults).lines[0]?.keyValues ?? [];

type Store = Map<string, ConfigKeyValue[]>;

const freshStore = (): Store => new Map(CONFIG_SEED.map((seed) => [seed.name, defaultsOf(seed)]));
const copyStore = (store: Store): Store =>
  new Map([...store].map(([name, pairs]) => [name, pairs.map((pair) => ({ ...pair }))]));

let running: Store = freshStore();
let stored: Store = freshStore();
const environment = new Map<string, string>();

/** Back to MinIO's defaults, no environment overrides. */
export function resetConfigModel(): void {
  running = freshStore();
  stored = freshStore();
  environment.clear();
}

/** MinIO restarted: what was stored is what it runs with. */
export function applyStoredConfig(): void {
  running = copyStore(stored);
}

/** Sets (or with `undefined` removes) an environment variable MinIO was started with, e.g. `MINIO_API_REQUESTS_MAX`. */
export function setConfigEnvironment(name: string, value: string | undefined): void {
  if (value === undefined) environment.delete(name);
  else environment.set(name, value);
}

/** The subsystems, as MinIO's help lists them. */
export const configSubsystems = (): readonly SeedSubsystem[] => CONFIG_SEED;

/** A subsystem's keys as its help describes them; MinIO's refusal for an unknown subsystem. */
export function configKeysHelp(subsystem: string): { seed: SeedSubsystem; keys: ConfigKeyHelp[] } {
  const seed = seedOf(subsystem);
  if (!seed) throw new ConfigRefusal(400, `unknown sub-system ${subsystem}`);
  const keys = seed.keys.map(([key, type, description, optional]) => ({ key, type, description, optional }));
  return { seed, keys };
}

/** Keys MinIO's own configuration line of a subsystem holds (some are not in its help). */
export const configWrittenKeys = (subsystem: string): string[] =>
  (running.get(subsystem) ?? []).map((pair) => pair.key);

function overridesOf(name: string, pairs: readonly ConfigKeyValue[]): ConfigEnvOverride[] {
  const { subsystem, target } = splitConfigName(name);
  return pairs.flatMap(({ key }) => {
    const variable = envVariableOf(subsystem, target, key);
    const value = environment.get(variable);
    return value === undefined ? [] : [{ key, name: variable, value }];
  });
}

/** What get-config-kv shows of a line: secrets once set and a target's `enable=on` are left out. */
function shownPairs(name: string, pairs: readonly ConfigKeyValue[]): ConfigKeyValue[] {
  const isTarget = name.includes(':');
  return pairs.filter(
    ({ key, value }) =>
      !(value !== '' && SECRET_KEY.test(key)) && !(isTarget && key === 'enable' && value === 'on'),
  );
}

const namesOf = (store: Store, subsystem: string): string[] =>
  [...store.keys()].filter((name) => name === subsystem || name.startsWith(`${subsystem}:`));

/** get-config-kv of `subsys` (with its targets) or of `subsys:target`, as MinIO runs with it. */
export function configurations(name: string): MockConfiguration[] {
  const { subsystem, target } = splitConfigName(name);
  if (!seedOf(subsystem)) throw new ConfigRefusal(400, `unknown subsystem: ${subsystem}`);
  if (target !== undefined && !running.has(name))
    throw new ConfigRefusal(400, `there is no target \`${target}\` for subsystem \`${subsystem}\``);
  const names = target === undefined ? namesOf(running, subsystem) : [name];
  return names.map((each) => {
    const pairs = running.get(each) ?? [];
    return { name: each, keyValues: shownPairs(each, pairs), envOverrides: overridesOf(each, pairs) };
  });
}

/** The first key MinIO requires that the line would leave empty (unless the line is switched off). */
function missingRequiredKey(
  keys: readonly ConfigKeyHelp[],
  pairs: readonly ConfigKeyValue[],
): string | undefined {
  const valueFor = (key: string) => pairs.find((pair) => pair.key === key)?.value ?? '';
  if (keys.some((help) => help.key === 'enable') && valueFor('enable') !== 'on') return undefined;
  return keys.find((help) => !help.optional && help.key !== 'enable' && valueFor(help.key) === '')?.key;
}

function merged(base: readonly ConfigKeyValue[], changes: readonly ConfigKeyValue[]): ConfigKeyValue[] {
  const result = base.map((pair) => ({ ...pair }));
  for (const change of changes) {
    const existing = result.find((pair) => pair.key === change.key);
    if (existing) existing.value = change.value;
    else result.push({ ...change });
  }
  return result;
}

/** The line set-config-kv would store for `name` with the changes, or MinIO's refusal of it (a required key left empty). */
export function changedConfiguration(name: string, changes: readonly ConfigKeyValue[]): ConfigKeyValue[] {
  const { subsystem, target } = splitConfigName(name);
  const { seed, keys } = configKeysHelp(subsystem);
  // A new target is on unless the change says otherwise (the subsystem's defaults hold `enable=off`).
  const base =
    stored.get(name) ??
    merged(defaultsOf(seed), target === undefined ? [] : [{ key: 'enable', value: 'on' }]);
  const next = merged(base, changes);
  const missing = missingRequiredKey(keys, next);
  if (missing)
    throw new ConfigRefusal(
      400,
      `'${missing}' is not optional for '${subsystem}' sub-system, please check '${subsystem}' documentation`,
    );
  return next;
}

/** set-config-kv: whether MinIO applied it live (else it waits for a restart). */
export function setConfiguration(name: string, changes: readonly ConfigKeyValue[]): { applied: boolean } {
  stored.set(name, changedConfiguration(name, changes));
  return applyIfLive(splitConfigName(name).subsystem, name);
}

/** The line MinIO runs with for `subsys` or `subsys:target`, secrets included, or undefined. */
export const runningConfiguration = (name: string): readonly ConfigKeyValue[] | undefined =>
  running.get(name);

/** A subsystem's default line, as MinIO's help gives it. */
export const configurationDefaults = (subsystem: string): ConfigKeyValue[] =>
  defaultsOf(configKeysHelp(subsystem).seed);

function applyIfLive(subsystem: string, name: string): { applied: boolean } {
  if (!LIVE_SUBSYSTEMS.has(subsystem)) return { applied: false };
  const pairs = stored.get(name);
  if (pairs)
    running.set(
      name,
      pairs.map((pair) => ({ ...pair })),
    );
  else running.delete(name);
  return { applied: true };
}

/** del-config-kv: a subsystem back to its defaults, or a target removed. */
export function resetConfiguration(name: string): { applied: boolean } {
  const { subsystem, target } = splitConfigName(name);
  const { seed } = configKeysHelp(subsystem);
  if (target !== undefined && !stored.has(name))
    throw new ConfigRefusal(400, `sub-system ${name} already deleted or does not exist`);
  if (target === undefined) stored.set(name, defaultsOf(seed));
  else stored.delete(name);
  return applyIfLive(subsystem, name);
}

/** The whole configuration as MinIO exports it (secrets included): environment lines, then each line. */
export function exportConfiguration(): string {
  return [...running]
    .flatMap(([name, pairs]) => [
      ...overridesOf(name, pairs).map((override) => `# ${override.name}=${override.value}`),
      printConfigLine(name, pairs),
    ])
    .join('\n')
    .concat('\n');
}

/** Replaces the whole stored configuration with already-checked text; it runs once MinIO restarted. */
export function importConfiguration(text: string): void {
  const next = freshStore();
  for (const line of parseConfigText(text).lines)
    next.set(line.name, merged(next.get(line.name) ?? [], line.keyValues));
  stored = next;
}

// Notification endpoints

/** The `subsys:target` names MinIO runs, and those stored for its next restart. */
export function configTargetNames(): { running: string[]; stored: string[] } {
  const targets = (store: Store) => [...store.keys()].filter((name) => name.includes(':'));
  return { running: targets(running), stored: targets(stored) };
}
