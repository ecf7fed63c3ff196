import {
  type EnvironmentVariable,
  isSecretLookingKey,
  MASKED_VALUE,
  ROOT_CREDENTIAL_KEYS,
  type TenantDomains,
  type TenantLogs,
  type TenantMonitoring,
  type UpdateTenantConfigurationRequest,
} from './tenant-settings';
import type { CreateTenantRequest } from './tenants';

/* The rules the console server and the mocks both apply to a tenant's settings. */

/** The storage a newly enabled Prometheus or log search database claims, in GB (MinIO Operator's default). */
export const DEFAULT_DISK_GB = '5';

/**
 * The variables a create-tenant request writes to config.env, in order: the root user, the browser and parity
 * choices, the identity provider's `identity`, then the request's own.
 */
export function createdEnvironment(
  request: Pick<CreateTenantRequest, 'enable_console' | 'erasureCodingParity' | 'environmentVariables'>,
  root: { accessKey: string; secretKey: string },
  identity: readonly EnvironmentVariable[] = [],
): EnvironmentVariable[] {
  const variables = [
    { key: 'MINIO_ROOT_USER', value: root.accessKey },
    { key: 'MINIO_ROOT_PASSWORD', value: root.secretKey },
    { key: 'MINIO_BROWSER', value: request.enable_console === false ? 'off' : 'on' },
  ];
  if (request.erasureCodingParity)
    variables.push({ key: 'MINIO_STORAGE_CLASS_STANDARD', value: `EC:${request.erasureCodingParity}` });
  return [...variables, ...identity, ...(request.environmentVariables ?? [])];
}

/** The variables as listed: the root user's left out, credentials masked. */
export function configurationView(variables: readonly EnvironmentVariable[]): EnvironmentVariable[] {
  return variables
    .filter((variable) => !ROOT_CREDENTIAL_KEYS.includes(variable.key))
    .map(({ key, value }) => ({ key, value: isSecretLookingKey(key) ? MASKED_VALUE : value }));
}

/**
 * The variables once the update is applied: named ones set (a masked value keeps the value it stands for) or
 * removed, the rest untouched and in place; or why the update cannot apply.
 */
export function updatedEnvironment(
  current: readonly EnvironmentVariable[],
  update: UpdateTenantConfigurationRequest,
): EnvironmentVariable[] | { problem: string } {
  const deleted = new Set(update.keysToBeDeleted ?? []);
  const next = current.filter((variable) => !deleted.has(variable.key));
  for (const { key, value } of update.environmentVariables ?? []) {
    const index = next.findIndex((variable) => variable.key === key);
    if (value === MASKED_VALUE) {
      if (index < 0) return { problem: `${key} has no value to keep: enter its value` };
      continue;
    }
    if (index < 0) next.push({ key, value });
    else next[index] = { key, value };
  }
  return next;
}

/** Splits an update between the variables `owns` holds and the others. */
export function splitUpdate(
  update: UpdateTenantConfigurationRequest,
  owns: (key: string) => boolean,
): [UpdateTenantConfigurationRequest, UpdateTenantConfigurationRequest] {
  const part = (mine: boolean) => ({
    keysToBeDeleted: (update.keysToBeDeleted ?? []).filter((key) => owns(key) === mine),
    environmentVariables: (update.environmentVariables ?? []).filter(
      (variable) => owns(variable.key) === mine,
    ),
  });
  return [part(true), part(false)];
}

/** The domains as kept: empty ones left out, and none at all when both are empty. */
export function storedDomains({ minio, console }: TenantDomains): TenantDomains | undefined {
  const kept: TenantDomains = {};
  if (minio?.length) kept.minio = minio;
  if (console) kept.console = console;
  return kept.minio || kept.console ? kept : undefined;
}

/** What a PUT of the monitoring settings does to a tenant whose Prometheus is `enabled` now. */
export type MonitoringChange = 'enable' | 'disable' | 'update' | { conflict: string };

export function monitoringChange(enabled: boolean, request: TenantMonitoring): MonitoringChange {
  if (request.toggle) {
    if ((request.prometheusEnabled ?? false) !== enabled)
      return { conflict: `Prometheus monitoring is already ${enabled ? 'on' : 'off'}` };
    return enabled ? 'disable' : 'enable';
  }
  return enabled ? 'update' : { conflict: 'Prometheus monitoring is off: turn it on first' };
}

export const LOGGING_OFF = 'Audit log search is off: turn it on first';

const MONITORING_TEXT = [
  'image',
  'sidecarImage',
  'initImage',
  'diskCapacityGB',
  'serviceAccountName',
  'storageClassName',
  'monitoringCPURequest',
  'monitoringMemRequest',
] as const;

const LOGS_TEXT = [
  'image',
  'diskCapacityGB',
  'serviceAccountName',
  'logCPURequest',
  'logMemRequest',
  'dbImage',
  'dbInitImage',
  'dbServiceAccountName',
  'logDBCPURequest',
  'logDBMemRequest',
] as const;

function withText<T extends object>(fields: readonly (keyof T & string)[], source: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const field of fields) {
    const value = source[field];
    if (typeof value === 'string' && value !== '') kept[field] = value;
  }
  return kept;
}

/** Enabled monitoring settings as stored and answered: empty texts left out (the operator's defaults apply). */
export function storedMonitoring(settings: TenantMonitoring): TenantMonitoring {
  return {
    prometheusEnabled: true,
    ...withText(MONITORING_TEXT, settings),
    labels: settings.labels ?? [],
    annotations: settings.annotations ?? [],
    nodeSelector: settings.nodeSelector ?? [],
  };
}

/** Enabled log search settings as stored and answered. */
export function storedLogs(settings: TenantLogs): TenantLogs {
  return {
    disabled: false,
    ...withText(LOGS_TEXT, settings),
    labels: settings.labels ?? [],
    annotations: settings.annotations ?? [],
    nodeSelector: settings.nodeSelector ?? [],
    dbLabels: settings.dbLabels ?? [],
    dbAnnotations: settings.dbAnnotations ?? [],
    dbNodeSelector: settings.dbNodeSelector ?? [],
  };
}

export const newMonitoring = () => storedMonitoring({ diskCapacityGB: DEFAULT_DISK_GB });
export const newLogs = () => storedLogs({ diskCapacityGB: DEFAULT_DISK_GB });
