import { z } from 'zod/mini';
import { BODY_LIMITS } from '../body-limits';
import { hasControlCharacter, refusedBy } from '../checks';
import { endpoint } from '../endpoint';
import { TENANT_PATH, tenantParams } from './names';
import { MAX_KEY_LENGTH, MAX_LIST_ENTRIES, MAX_MAP_ENTRIES, MAX_VALUE_LENGTH } from './pool';

/*
 * A tenant's settings beyond its pools, as the operator swagger (v0.24.0) carries them: Prometheus monitoring,
 * audit log search, the MinIO environment, the domains it answers on, its usage, and the SUBNET subscription.
 */

const boundedText = (label: string, maxLength: number) =>
  z.string().check(
    refusedBy((value: string) => {
      if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
      return hasControlCharacter(value) ? `The ${label} has no control characters` : null;
    }),
  );

/** A label, annotation or node-selector entry: the swagger's `{key, value}` pairs. */
const pairSchema = z.object({
  key: z.string().check(
    refusedBy((value: string) => {
      if (value === '') return 'Enter the key';
      if (value.length > MAX_KEY_LENGTH) return `The key has at most ${MAX_KEY_LENGTH} characters`;
      return /^([a-z0-9]([-a-z0-9.]*[a-z0-9])?\/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$/.test(value)
        ? null
        : 'The key is a Kubernetes key: letters, digits, "-", "_" and "." with an optional "prefix/"';
    }),
  ),
  value: boundedText('value', MAX_VALUE_LENGTH),
});
export type KeyValuePair = z.infer<typeof pairSchema>;

const pairListSchema = z.array(pairSchema).check(
  z.maxLength(MAX_MAP_ENTRIES, `At most ${MAX_MAP_ENTRIES} entries`),
  refusedBy((pairs: KeyValuePair[]) => repeatedKeyProblem(pairs.map((pair) => pair.key))),
);

function repeatedKeyProblem(keys: string[]): string | null {
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  return repeated === undefined ? null : `The key ${repeated} is given twice`;
}

/** An image reference, or empty for the operator's default. */
const optionalImage = z
  .string()
  .check(
    z.regex(/^([A-Za-z0-9][A-Za-z0-9._:/@-]{0,254})?$/, 'The image is a reference such as repo/name:tag'),
  );

/** Whole gigabytes as text (the swagger's diskCapacityGB), 1 to 65536. */
const gigabytes = z
  .string()
  .check(
    refusedBy((value: string) =>
      /^[1-9]\d{0,4}$/.test(value) && Number(value) <= 65536
        ? null
        : 'The storage size is a whole number of GB from 1 to 65536',
    ),
  );

/** A Kubernetes quantity for CPU or memory, or empty for none. */
const optionalQuantity = z
  .string()
  .check(
    z.regex(
      /^(\d{1,9}(\.\d{1,3})?([mkMGT]i?|[KMGTE]i?|m)?)?$/,
      'The request is a quantity such as 500m or 2Gi',
    ),
  );

const optionalName = z
  .string()
  .check(
    z.regex(
      /^([a-z0-9]([-a-z0-9.]{0,251}[a-z0-9])?)?$/,
      'The name has lowercase letters, digits, "-" and "." only',
    ),
  );

/** The tenant's own Prometheus (the swagger's tenantMonitoringInfo). */
export const tenantMonitoringSchema = z.object({
  prometheusEnabled: z.optional(z.boolean()),
  /** Turns monitoring off when `prometheusEnabled` says it is on, and on when it says it is off. */
  toggle: z.optional(z.boolean()),
  image: z.optional(optionalImage),
  sidecarImage: z.optional(optionalImage),
  initImage: z.optional(optionalImage),
  labels: z.optional(pairListSchema),
  annotations: z.optional(pairListSchema),
  nodeSelector: z.optional(pairListSchema),
  diskCapacityGB: z.optional(gigabytes),
  serviceAccountName: z.optional(optionalName),
  storageClassName: z.optional(optionalName),
  monitoringCPURequest: z.optional(optionalQuantity),
  monitoringMemRequest: z.optional(optionalQuantity),
});
export type TenantMonitoring = z.infer<typeof tenantMonitoringSchema>;

/** The tenant's audit log search: its API and its database (the swagger's tenantLogs). */
export const tenantLogsSchema = z.object({
  disabled: z.optional(z.boolean()),
  image: z.optional(optionalImage),
  labels: z.optional(pairListSchema),
  annotations: z.optional(pairListSchema),
  nodeSelector: z.optional(pairListSchema),
  diskCapacityGB: z.optional(gigabytes),
  serviceAccountName: z.optional(optionalName),
  logCPURequest: z.optional(optionalQuantity),
  logMemRequest: z.optional(optionalQuantity),
  dbImage: z.optional(optionalImage),
  dbInitImage: z.optional(optionalImage),
  dbLabels: z.optional(pairListSchema),
  dbAnnotations: z.optional(pairListSchema),
  dbNodeSelector: z.optional(pairListSchema),
  dbServiceAccountName: z.optional(optionalName),
  logDBCPURequest: z.optional(optionalQuantity),
  logDBMemRequest: z.optional(optionalQuantity),
});
export type TenantLogs = z.infer<typeof tenantLogsSchema>;

/** The root user's variables: kept with the tenant's credentials, never listed or changed as configuration. */
export const ROOT_CREDENTIAL_KEYS: readonly string[] = [
  'MINIO_ROOT_USER',
  'MINIO_ROOT_PASSWORD',
  'MINIO_ACCESS_KEY',
  'MINIO_SECRET_KEY',
];

/** What a secret-looking variable's value is listed as; sent back unchanged, it keeps the value it stands for. */
export const MASKED_VALUE = '••••••••';

/** Whether a variable's value is a credential, listed masked. */
export const isSecretLookingKey = (key: string) =>
  /(SECRET|PASSWORD|TOKEN|CREDENTIAL|PRIVATE|_KEY$|_API_KEY)/.test(key.toUpperCase());

/** A MinIO environment variable's name, as Kubernetes takes it. */
export function environmentKeyProblem(key: string): string | null {
  if (key === '') return 'Enter the variable name';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,127}$/.test(key))
    return 'The name has at most 128 letters, digits and "_", and does not start with a digit';
  return ROOT_CREDENTIAL_KEYS.includes(key) ? 'The root user is not changed here' : null;
}

const environmentKey = z.string().check(refusedBy(environmentKeyProblem));
const environmentVariableSchema = z.object({ key: environmentKey, value: boundedText('value', 4096) });
export type EnvironmentVariable = z.infer<typeof environmentVariableSchema>;

export const tenantConfigurationResponseSchema = z.object({
  environmentVariables: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type TenantConfiguration = z.infer<typeof tenantConfigurationResponseSchema>;

/** Variables to set (added or replaced) and names to remove; no name in both. */
export const updateTenantConfigurationRequestSchema = z
  .object({
    keysToBeDeleted: z.optional(z.array(environmentKey).check(z.maxLength(MAX_LIST_ENTRIES))),
    environmentVariables: z.optional(z.array(environmentVariableSchema).check(z.maxLength(MAX_LIST_ENTRIES))),
  })
  .check(
    refusedBy((request: { keysToBeDeleted?: string[]; environmentVariables?: EnvironmentVariable[] }) =>
      repeatedKeyProblem([
        ...(request.keysToBeDeleted ?? []),
        ...(request.environmentVariables ?? []).map((variable) => variable.key),
      ]),
    ),
  );
export type UpdateTenantConfigurationRequest = z.infer<typeof updateTenantConfigurationRequestSchema>;

export const MAX_MINIO_DOMAINS = 16;

/** A domain the tenant answers on: an http(s) address with a host and maybe a port, nothing else. */
export function domainProblem(value: string): string | null {
  if (value.length > 253) return 'The domain has at most 253 characters';
  return /^https?:\/\/[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*(:\d{1,5})?\/?$/.test(
    value,
  )
    ? null
    : 'The domain is an address such as https://minio.example.com';
}

const domain = z.string().check(refusedBy(domainProblem));

/** The addresses MinIO and its console are reached at (the swagger's domainsConfiguration). */
export const domainsSchema = z.object({
  minio: z.optional(z.array(domain).check(z.maxLength(MAX_MINIO_DOMAINS))),
  console: z.optional(z.union([z.literal(''), domain])),
});
export type TenantDomains = z.infer<typeof domainsSchema>;

export const tenantUsageSchema = z.object({
  used: z.optional(z.number()),
  disk_used: z.optional(z.number()),
});

/** A SUBNET licence (the swagger's license). */
export const licenseSchema = z.object({
  email: z.optional(z.string()),
  organization: z.optional(z.string()),
  account_id: z.optional(z.int()),
  storage_capacity: z.optional(z.int()),
  plan: z.optional(z.string()),
  expires_at: z.optional(z.string()),
});

/** What the operator answers while it has no SUBNET licence. */
export const NOT_REGISTERED = 'The operator is not registered with SUBNET';
export const HOW_TO_REGISTER =
  'This console holds no SUBNET licence and reaches no SUBNET server. Register the deployment at https://subnet.min.io, from a machine that reaches it, to get a licence.';

export const getTenantMonitoring = endpoint({
  id: 'GetTenantMonitoring',
  area: 'operator-tenants',
  method: 'GET',
  path: `${TENANT_PATH}/monitoring`,
  summary: "The tenant's Prometheus settings",
  params: tenantParams,
  response: tenantMonitoringSchema,
  status: 200,
});

export const setTenantMonitoring = endpoint({
  id: 'SetTenantMonitoring',
  area: 'operator-tenants',
  method: 'PUT',
  path: `${TENANT_PATH}/monitoring`,
  summary: "Turns the tenant's Prometheus on or off (toggle), or replaces its settings",
  params: tenantParams,
  body: tenantMonitoringSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 201,
});

export const getTenantLogs = endpoint({
  id: 'GetTenantLogs',
  area: 'operator-tenants',
  method: 'GET',
  path: `${TENANT_PATH}/log`,
  summary: "The tenant's audit log search settings",
  params: tenantParams,
  response: tenantLogsSchema,
  status: 200,
});

export const setTenantLogs = endpoint({
  id: 'SetTenantLogs',
  area: 'operator-tenants',
  method: 'PUT',
  path: `${TENANT_PATH}/log`,
  summary: "Replaces the settings of the tenant's audit log search",
  params: tenantParams,
  body: tenantLogsSchema,
  bodyLimit: BODY_LIMITS.default,
  response: z.boolean(),
  status: 200,
});

export const enableTenantLogging = endpoint({
  id: 'EnableTenantLogging',
  area: 'operator-tenants',
  method: 'POST',
  path: `${TENANT_PATH}/enable-logging`,
  summary: 'Turns on audit log search for the tenant',
  params: tenantParams,
  response: z.boolean(),
  status: 200,
});

export const disableTenantLogging = endpoint({
  id: 'DisableTenantLogging',
  area: 'operator-tenants',
  method: 'POST',
  path: `${TENANT_PATH}/disable-logging`,
  summary: 'Turns off audit log search for the tenant',
  params: tenantParams,
  response: z.boolean(),
  status: 200,
});

export const tenantConfiguration = endpoint({
  id: 'TenantConfiguration',
  area: 'operator-tenants',
  method: 'GET',
  path: `${TENANT_PATH}/configuration`,
  summary: "The tenant's MinIO environment variables, credentials masked",
  params: tenantParams,
  response: tenantConfigurationResponseSchema,
  status: 200,
});

export const updateTenantConfiguration = endpoint({
  id: 'UpdateTenantConfiguration',
  area: 'operator-tenants',
  method: 'PATCH',
  path: `${TENANT_PATH}/configuration`,
  summary: "Sets and removes the tenant's MinIO environment variables",
  params: tenantParams,
  body: updateTenantConfigurationRequestSchema,
  bodyLimit: BODY_LIMITS.default,
  status: 204,
});

export const getTenantUsage = endpoint({
  id: 'GetTenantUsage',
  area: 'operator-tenants',
  method: 'GET',
  path: `${TENANT_PATH}/usage`,
  summary: 'What the tenant stores, as its status reports it',
  params: tenantParams,
  response: tenantUsageSchema,
  status: 200,
});

export const updateTenantDomains = endpoint({
  id: 'UpdateTenantDomains',
  area: 'operator-tenants',
  method: 'PUT',
  path: `${TENANT_PATH}/domains`,
  summary: 'Replaces the domains the tenant answers on',
  params: tenantParams,
  body: z.object({ domains: domainsSchema }),
  bodyLimit: BODY_LIMITS.default,
  status: 204,
});

export const subscriptionInfo = endpoint({
  id: 'SubscriptionInfo',
  area: 'operator-subscription',
  method: 'GET',
  path: '/subscription/info',
  summary: "The operator's SUBNET licence",
  response: licenseSchema,
  status: 200,
});

export const subscriptionActivate = endpoint({
  id: 'SubscriptionActivate',
  area: 'operator-subscription',
  method: 'POST',
  path: `/subscription${TENANT_PATH}/activate`,
  summary: "Gives a tenant the operator's SUBNET licence",
  params: tenantParams,
  status: 204,
});

export const TENANT_SETTINGS_ENDPOINTS = [
  getTenantMonitoring,
  setTenantMonitoring,
  getTenantLogs,
  setTenantLogs,
  enableTenantLogging,
  disableTenantLogging,
  tenantConfiguration,
  updateTenantConfiguration,
  getTenantUsage,
  updateTenantDomains,
  subscriptionInfo,
  subscriptionActivate,
] as const;
