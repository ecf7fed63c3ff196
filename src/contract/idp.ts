import { z } from 'zod/mini';
import { refusedBy } from './checks';
import { type ConfigKeyValue, parseConfigText, printKeyValues } from './config-text';
import {
  type ConfigKeyHelp,
  configTargetProblem,
  keyValueProblem,
  MAX_CONFIG_KEYS,
  MAX_CONFIG_VALUE_LENGTH,
} from './config-values';
import { endpoint } from './endpoint';

/**
 * MinIO's identity provider configurations (console contract §3.10): OpenID providers (`identity_openid`, any
 * number of named ones) and the LDAP directory (`identity_ldap`, only the default one). `_` names the default
 * configuration. Changes are stored at once and run once MinIO restarts; until then MinIO lists what it runs.
 */

export const IDP_TYPES = ['openid', 'ldap'] as const;
export type IdpType = (typeof IDP_TYPES)[number];

/** The configuration subsystem each type is stored in. */
export const IDP_SUBSYSTEM: Readonly<Record<IdpType, string>> = {
  openid: 'identity_openid',
  ldap: 'identity_ldap',
};

/** The default configuration's name: MinIO's unnamed one. */
export const DEFAULT_IDP_NAME = '_';

/** Room for every key of a subsystem at a long value, while one request stays bounded. */
export const MAX_IDP_INPUT_LENGTH = MAX_CONFIG_KEYS * (MAX_CONFIG_VALUE_LENGTH / 4);

/** Keys MinIO stores but must never show back: their value, when set, is never in an answer. */
const SECRET_KEY = /(^|_)(password|secret|token|secret_key)$/;
export const isIdpSecretKey = (key: string): boolean => SECRET_KEY.test(key);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The console's own refusals; MinIO's (an unreachable provider, a directory it cannot bind to) pass through. */
export const IDP_MESSAGES = {
  invalidInput: 'Invalid identity provider configuration',
  ldapNamed: 'LDAP has only the default configuration (_)',
} as const;

/** Why `name` cannot name a configuration of `type`, or null. */
export function idpNameProblem(type: IdpType, name: string): string | null {
  if (name === DEFAULT_IDP_NAME) return null;
  if (type === 'ldap') return IDP_MESSAGES.ldapNamed;
  const problem = configTargetProblem(name);
  return problem ? `The configuration name ${problem}` : null;
}

/** The `key=value` pairs of an input, or why they cannot be read. */
export function parseIdpInput(input: string): { pairs: ConfigKeyValue[] } | { problem: string } {
  if (input.trim() === '') return { problem: 'Enter at least one key=value pair' };
  if (input.length > MAX_IDP_INPUT_LENGTH)
    return { problem: `The input has at most ${MAX_IDP_INPUT_LENGTH} characters` };
  if (CONTROL_CHARACTERS.test(input)) return { problem: 'The input is one line without control characters' };
  const parsed = parseConfigText(`idp ${input}`);
  const line = parsed.lines[0];
  if (parsed.problems[0] || !line)
    return { problem: parsed.problems[0]?.reason ?? 'expected key=value pairs' };
  if (line.keyValues.length > MAX_CONFIG_KEYS)
    return { problem: `At most ${MAX_CONFIG_KEYS} keys are set at once` };
  const keys = line.keyValues.map((pair) => pair.key);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) return { problem: `${repeated} is given twice` };
  return { pairs: line.keyValues };
}

/** Every refused pair of an input for a subsystem documented by `keys`, as one detail, or undefined. */
export function idpInputProblem(keys: readonly Pick<ConfigKeyHelp, 'key' | 'type'>[], input: string) {
  const parsed = parseIdpInput(input);
  if ('problem' in parsed) return parsed.problem;
  const problems = parsed.pairs.flatMap(({ key, value }) => keyValueProblem(keys, key, value) ?? []);
  return problems.length > 0 ? problems.join('; ') : undefined;
}

/** The input as MinIO is sent it (each value quoted, line breaks as commas); `input` was checked. */
export function idpInputText(input: string): string {
  const parsed = parseIdpInput(input);
  return 'pairs' in parsed ? printKeyValues(parsed.pairs) : '';
}

export const idpTypeSchema = z.enum(IDP_TYPES);
const isIdpType = (type: unknown): type is IdpType => IDP_TYPES.includes(type as IdpType);

const inputProblem = (input: string): string | null => {
  const parsed = parseIdpInput(input);
  return 'problem' in parsed ? parsed.problem : null;
};
const idpInputSchema = z.string().check(refusedBy(inputProblem));

export const idpTypeParams = z.object({ type: idpTypeSchema });
/** The name is checked with its type: LDAP has only the default configuration. */
export const idpConfigParams = z
  .object({ type: idpTypeSchema, name: z.string() })
  .check(
    refusedBy(({ type, name }: { type: IdpType; name: string }) =>
      isIdpType(type) ? idpNameProblem(type, name) : null,
    ),
  );

export const idpListItemSchema = z.object({ name: z.string(), type: z.string(), enabled: z.boolean() });
export type IdpListItem = z.infer<typeof idpListItemSchema>;
export const idpListResponseSchema = z.object({ results: z.array(idpListItemSchema) });
export type IdpListResponse = z.infer<typeof idpListResponseSchema>;

/** A key MinIO reports: `isCfg` set in the configuration, `isEnv` set by an environment variable. */
export const idpConfigInfoSchema = z.object({
  key: z.string(),
  value: z.string(),
  isCfg: z.boolean(),
  isEnv: z.boolean(),
});
export type IdpConfigInfo = z.infer<typeof idpConfigInfoSchema>;

export const idpConfigurationSchema = z.object({
  name: z.string(),
  type: z.string(),
  info: z.array(idpConfigInfoSchema),
});
export type IdpConfiguration = z.infer<typeof idpConfigurationSchema>;

/** The name is checked against the path's type by `idpNameProblem`, where both are known. */
export const createIdpRequestSchema = z.object({
  name: z.string().check(z.maxLength(64)),
  input: idpInputSchema,
});
export type CreateIdpRequest = z.infer<typeof createIdpRequestSchema>;
export const updateIdpRequestSchema = z.object({ input: idpInputSchema });
export type UpdateIdpRequest = z.infer<typeof updateIdpRequestSchema>;

/** Whether MinIO runs with the change only once restarted. */
export const idpRestartSchema = z.object({ restart: z.boolean() });
export type IdpRestart = z.infer<typeof idpRestartSchema>;

export const listIdpConfigs = endpoint({
  id: 'ListConfigurations',
  area: 'idp',
  method: 'GET',
  path: '/idp/{type}',
  summary: 'The identity provider configurations of a type MinIO runs with, and whether each is on',
  params: idpTypeParams,
  response: idpListResponseSchema,
  status: 200,
});

export const createIdpConfig = endpoint({
  id: 'CreateConfiguration',
  area: 'idp',
  method: 'POST',
  path: '/idp/{type}',
  summary:
    'Adds an identity provider configuration; MinIO checks it (reaches the provider) before storing it',
  params: idpTypeParams,
  body: createIdpRequestSchema,
  response: idpRestartSchema,
  status: 201,
});

export const getIdpConfig = endpoint({
  id: 'GetConfiguration',
  area: 'idp',
  method: 'GET',
  path: '/idp/{type}/{name}',
  summary: "An identity provider configuration's keys, secrets left out",
  params: idpConfigParams,
  response: idpConfigurationSchema,
  status: 200,
});

export const updateIdpConfig = endpoint({
  id: 'UpdateConfiguration',
  area: 'idp',
  method: 'PUT',
  path: '/idp/{type}/{name}',
  summary: 'Changes keys of an identity provider configuration; the keys not given keep their values',
  params: idpConfigParams,
  body: updateIdpRequestSchema,
  response: idpRestartSchema,
  status: 200,
});

export const deleteIdpConfig = endpoint({
  id: 'DeleteConfiguration',
  area: 'idp',
  method: 'DELETE',
  path: '/idp/{type}/{name}',
  summary: 'Removes an identity provider configuration',
  params: idpConfigParams,
  response: idpRestartSchema,
  status: 200,
});

export const IDP_ENDPOINTS = [
  listIdpConfigs,
  createIdpConfig,
  getIdpConfig,
  updateIdpConfig,
  deleteIdpConfig,
] as const;

// The answers' shapes, built the same way by the console server and the mocks.

/** GET /idp/{type}/{name} from what MinIO reports: no secret's value, whatever MinIO left in. */
export function idpConfigurationAnswer(
  type: IdpType,
  name: string,
  info: readonly IdpConfigInfo[],
): IdpConfiguration {
  return {
    name,
    type,
    info: info
      .filter((entry) => !isIdpSecretKey(entry.key))
      .map(({ key, value, isCfg, isEnv }) => ({ key, value, isCfg, isEnv })),
  };
}
