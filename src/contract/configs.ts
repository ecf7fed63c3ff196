import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { refusedBy } from './checks';
import {
  type ConfigKeyHelp,
  configKeyNameProblem,
  configNameProblem,
  configTargetProblem,
  keyValueProblem,
  MAX_CONFIG_KEYS,
  MAX_CONFIG_VALUE_LENGTH,
  splitConfigName,
} from './config-values';
import { endpoint } from './endpoint';

/**
 * MinIO's server configuration (console contract §3.6): subsystems (`api`, `scanner`, `notify_webhook`, ...),
 * each with keys, and for some subsystems named targets (`notify_webhook:primary`). Help for a subsystem's keys
 * is ours (`GET /configs/{name}/help`): the generated forms are built from it.
 */

/** `subsys` or `subsys:target`. */
const configNameSchema = z.string().check(refusedBy((name: string) => configNameProblem(name) ?? null));
export const configNameParams = z.object({ name: configNameSchema });

/** One subsystem of GET /configs, as MinIO's help lists it. */
export const configSubsystemSchema = z.object({
  key: z.string(),
  description: z.optional(z.string()),
  /** Ours: the subsystem has named targets (`subsys:target`); absent when false. */
  multiple_targets: z.optional(z.boolean()),
});
export type ConfigSubsystem = z.infer<typeof configSubsystemSchema>;

export const listConfigResponseSchema = z.object({
  configurations: z.nullish(z.array(configSubsystemSchema)),
  total: z.optional(z.number()),
});
export type ListConfigResponse = z.infer<typeof listConfigResponseSchema>;

/** A key's value; `env_override` when an environment variable sets it instead (the key is then read-only). */
export const configKeyValueSchema = z.object({
  key: z.string(),
  value: z.string(),
  env_override: z.optional(z.object({ name: z.string(), value: z.string() })),
});
export type ConfigKeyValueAnswer = z.infer<typeof configKeyValueSchema>;

/**
 * One configuration of GET /configs/{name}: the subsystem's own (`name` = `subsys`) or a target's
 * (`subsys:target`). MinIO leaves out the keys holding a secret once they are set.
 */
export const configurationSchema = z.object({
  name: z.string(),
  key_values: z.nullish(z.array(configKeyValueSchema)),
});
export type Configuration = z.infer<typeof configurationSchema>;

/** GET /configs/{name} answers an array: the subsystem's configuration, then each target's. */
export const configInfoResponseSchema = z.nullable(z.array(configurationSchema));

/** One key as MinIO's help describes it (see config-values for what its `type` allows). */
export const configKeyHelpSchema = z.object({
  key: z.string(),
  type: z.string(),
  description: z.string(),
  optional: z.boolean(),
  multiple_targets: z.optional(z.boolean()),
});

export const configHelpResponseSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  multiple_targets: z.optional(z.boolean()),
  keys_help: z.nullish(z.array(configKeyHelpSchema)),
});
export type ConfigHelpResponse = z.infer<typeof configHelpResponseSchema>;

const keyValueInputSchema = z.object({
  key: z.string().check(refusedBy((key: string) => configKeyNameProblem(key) ?? null)),
  value: z.string().check(z.maxLength(MAX_CONFIG_VALUE_LENGTH * 2)),
});

/**
 * PUT /configs/{name}: the keys to change (others keep their values). With `arn_resource_id`, the target
 * `name:arn_resource_id` is set instead. Line breaks in values become commas.
 */
export const setConfigRequestSchema = z.object({
  key_values: z.array(keyValueInputSchema).check(z.minLength(1), z.maxLength(MAX_CONFIG_KEYS)),
  arn_resource_id: z.optional(
    z
      .string()
      .check(refusedBy((target: string) => (target === '' ? null : (configTargetProblem(target) ?? null)))),
  ),
});
export type SetConfigRequest = z.infer<typeof setConfigRequestSchema>;

/** Whether MinIO applies the change only once restarted. */
export const configRestartSchema = z.object({ restart: z.optional(z.boolean()) });
export type ConfigRestart = z.infer<typeof configRestartSchema>;

export const exportConfigResponseSchema = z.object({
  /** The whole configuration text, standard base64. */
  value: z.string(),
  status: z.optional(z.string()),
});

/** The multipart field holding the configuration file of POST /configs/import. */
export const IMPORT_FILE_FIELD = 'file';

/** The console's own refusals (MinIO's pass through as they come). */
export const CONFIG_MESSAGES = {
  importRefused: 'The configuration was not imported: some lines are refused',
  importFileMissing: 'Choose a configuration file to import',
  importNotText: 'The configuration file must be UTF-8 text',
  invalidValues: 'Invalid configuration values',
} as const;

export const listConfig = endpoint({
  id: 'ListConfig',
  area: 'configs',
  method: 'GET',
  path: '/configs',
  summary: "MinIO's configuration subsystems with their descriptions",
  response: listConfigResponseSchema,
  status: 200,
});

export const configInfo = endpoint({
  id: 'ConfigInfo',
  area: 'configs',
  method: 'GET',
  path: '/configs/{name}',
  summary: "A subsystem's (or one target's) keys and values, with environment overrides",
  params: configNameParams,
  response: configInfoResponseSchema,
  status: 200,
});

export const configHelp = endpoint({
  id: 'ConfigHelp',
  area: 'configs',
  method: 'GET',
  path: '/configs/{name}/help',
  summary: "A subsystem's keys as MinIO documents them: type, description, optional",
  params: configNameParams,
  response: configHelpResponseSchema,
  status: 200,
});

export const setConfig = endpoint({
  id: 'SetConfig',
  area: 'configs',
  method: 'PUT',
  path: '/configs/{name}',
  summary: 'Sets keys of a subsystem or of one of its targets',
  params: configNameParams,
  body: setConfigRequestSchema,
  response: configRestartSchema,
  status: 200,
});

export const resetConfig = endpoint({
  id: 'ResetConfig',
  area: 'configs',
  method: 'POST',
  path: '/configs/{name}/reset',
  summary: "Resets a subsystem to MinIO's defaults, or removes a target",
  params: configNameParams,
  response: configRestartSchema,
  status: 200,
});

export const exportConfig = endpoint({
  id: 'ExportConfig',
  area: 'configs',
  method: 'GET',
  path: '/configs/export',
  summary: 'The whole configuration as text, base64-encoded',
  response: exportConfigResponseSchema,
  status: 200,
});

export const importConfig = endpoint({
  id: 'PostConfigsImport',
  area: 'configs',
  method: 'POST',
  path: '/configs/import',
  summary: 'Replaces the whole configuration with an exported file, once every line of it is valid',
  streamedBody: 'multipart/form-data',
  bodyLimit: BODY_LIMITS.configImport,
  status: 200,
});

export const CONFIG_ENDPOINTS = [
  listConfig,
  exportConfig,
  importConfig,
  configInfo,
  configHelp,
  setConfig,
  resetConfig,
] as const;

// The answers' shapes, built the same way by the console server and the mocks.

/** GET /configs from MinIO's list of subsystems, sorted by name. */
export function listConfigAnswer(
  subsystems: readonly { key: string; description: string; multipleTargets: boolean }[],
): ListConfigResponse {
  const configurations = subsystems
    .map(({ key, description, multipleTargets }) => ({
      key,
      description,
      ...(multipleTargets ? { multiple_targets: true } : {}),
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { configurations, total: configurations.length };
}

/** One line of get-config-kv as ConfigInfo answers it: each overridden key carries its variable. */
export function configurationAnswer(line: {
  name: string;
  keyValues: readonly { key: string; value: string }[];
  envOverrides: readonly { key: string; name: string; value: string }[];
}): Configuration {
  return {
    name: line.name,
    key_values: line.keyValues.map(({ key, value }) => {
      const override = line.envOverrides.find((candidate) => candidate.key === key);
      return override
        ? { key, value, env_override: { name: override.name, value: override.value } }
        : { key, value };
    }),
  };
}

/** GET /configs/{name}/help from MinIO's help of the subsystem. */
export function configHelpAnswer(
  subsystem: string,
  help: { description: string; multipleTargets: boolean; keys: readonly ConfigKeyHelp[] },
): ConfigHelpResponse {
  return {
    name: subsystem,
    description: help.description,
    ...(help.multipleTargets ? { multiple_targets: true } : {}),
    keys_help: help.keys.map(({ key, type, description, optional }) => ({
      key,
      type,
      description,
      optional,
    })),
  };
}

/** The configuration PUT /configs/{name} sets: `name`, or with `arn_resource_id` its target; or why not. */
export function setConfigTarget(
  name: string,
  arnResourceId: string | undefined,
): { name: string } | { problem: string } {
  if (!arnResourceId) return { name };
  if (splitConfigName(name).target !== undefined)
    return { problem: 'arn_resource_id names a target of a subsystem, not of a target' };
  return { name: `${name}:${arnResourceId}` };
}

/** Every refused key of a change, as the one detail of its 400, or undefined when all are fine. */
export function setConfigProblems(
  keys: readonly Pick<ConfigKeyHelp, 'key' | 'type'>[],
  keyValues: readonly { key: string; value: string }[],
): string | undefined {
  const problems = keyValues.flatMap(({ key, value }) => keyValueProblem(keys, key, value) ?? []);
  return problems.length > 0 ? problems.join('; ') : undefined;
}
