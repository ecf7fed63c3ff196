import {
  type EnvironmentVariable,
  HOW_TO_REGISTER,
  MASKED_VALUE,
  NOT_REGISTERED,
  type TenantDomains,
  type TenantLogs,
  type TenantMonitoring,
  type UpdateTenantConfigurationRequest,
} from '../../../src/contract/operator/tenant-settings.ts';
import {
  configurationView,
  LOGGING_OFF,
  monitoringChange,
  newLogs,
  newMonitoring,
  splitUpdate,
  storedDomains,
  updatedEnvironment,
} from '../../../src/contract/operator/tenant-settings-rules.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { TenantResource } from '../kube-types.ts';
import { changeTenant } from '../tenant-change.ts';
import { configurationSecretName } from '../tenant-resource.ts';
import { CONFIG_ENV, replaceConfigEnv, tenantSecret } from '../tenant-secrets.ts';
import { formatConfigEnv, parseConfigEnv } from './config-env.ts';
import { logSpec, logsView, monitoringView, prometheusSpec } from './views.ts';

const conflict = (detail: string) => new ConsoleError(409, 'Already exists or changed meanwhile', detail);
const invalid = (detail: string) => new ConsoleError(400, 'Invalid request', detail);

/**
 * A merge patch turning `current` into `wanted`: what `wanted` lacks is removed (null), nested objects alike,
 * so that the result holds exactly what was sent.
 */
export function replacing(current: unknown, wanted: Record<string, unknown>): Record<string, unknown> {
  const before = isObject(current) ? current : {};
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(before)) if (!(key in wanted)) patch[key] = null;
  for (const [key, value] of Object.entries(wanted))
    patch[key] = isObject(value) && isObject(before[key]) ? replacing(before[key], value) : value;
  return patch;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A patch of the spec that Kubernetes refuses (409) if the Tenant changed since it was read. */
const specPatch = (tenant: TenantResource, spec: Record<string, unknown>) => ({
  metadata: { resourceVersion: tenant.metadata.resourceVersion },
  spec,
});

export async function getMonitoring(kube: KubeClient, namespace: string, name: string) {
  return monitoringView((await kube.getTenant(namespace, name)).spec.prometheus);
}

export async function setMonitoring(
  kube: KubeClient,
  namespace: string,
  name: string,
  body: TenantMonitoring,
) {
  await changeTenant(kube, namespace, name, async (tenant) => {
    const current = tenant.spec.prometheus;
    const change = monitoringChange(current !== undefined, body);
    if (typeof change === 'object') throw conflict(change.conflict);
    const prometheus = {
      enable: () => prometheusSpec(newMonitoring()),
      disable: () => null,
      update: () => replacing(current, prometheusSpec(body)),
    }[change]();
    await kube.patchTenant(namespace, name, specPatch(tenant, { prometheus }));
  });
}

export async function getLogs(kube: KubeClient, namespace: string, name: string) {
  return logsView((await kube.getTenant(namespace, name)).spec.log);
}

export async function setLogs(kube: KubeClient, namespace: string, name: string, body: TenantLogs) {
  await changeTenant(kube, namespace, name, async (tenant) => {
    if (!tenant.spec.log) throw conflict(LOGGING_OFF);
    await kube.patchTenant(
      namespace,
      name,
      specPatch(tenant, { log: replacing(tenant.spec.log, logSpec(body)) }),
    );
  });
  return true;
}

/** Turns log search on or off; asking for the state it is in already changes nothing. */
export async function switchLogging(kube: KubeClient, namespace: string, name: string, on: boolean) {
  await changeTenant(kube, namespace, name, async (tenant) => {
    if ((tenant.spec.log !== undefined) === on) return;
    await kube.patchTenant(namespace, name, specPatch(tenant, { log: on ? logSpec(newLogs()) : null }));
  });
  return true;
}

/** The variables of `spec.env` given as plain values (those read from elsewhere are not the console's). */
const specVariables = (tenant: TenantResource): EnvironmentVariable[] =>
  (tenant.spec.env ?? []).flatMap(({ name, value }) => (value === undefined ? [] : [{ key: name, value }]));

async function secretVariables(kube: KubeClient, tenant: TenantResource) {
  const secretName = tenant.spec.configuration?.name;
  if (!secretName) return { secret: undefined, variables: [] };
  const secret = await kube.getSecret(tenant.metadata.namespace ?? '', secretName);
  const encoded = secret.data?.[CONFIG_ENV];
  const variables = encoded ? parseConfigEnv(Buffer.from(encoded, 'base64').toString('utf8')) : [];
  return { secret, variables };
}

export async function getConfiguration(kube: KubeClient, namespace: string, name: string) {
  const tenant = await kube.getTenant(namespace, name);
  const { variables } = await secretVariables(kube, tenant);
  return { environmentVariables: configurationView([...variables, ...specVariables(tenant)]) };
}

const applied = (current: EnvironmentVariable[], update: UpdateTenantConfigurationRequest) => {
  const next = updatedEnvironment(current, update);
  if ('problem' in next) throw invalid(next.problem);
  return next;
};

const touches = (update: UpdateTenantConfigurationRequest) =>
  (update.keysToBeDeleted?.length ?? 0) + (update.environmentVariables?.length ?? 0) > 0;

/**
 * Sets and removes variables where they live: `spec.env` for its own, the configuration secret's config.env for
 * the rest (made, and named in the Tenant, when the tenant has none). Both are checked before either is written.
 */
export async function updateConfiguration(
  kube: KubeClient,
  namespace: string,
  name: string,
  update: UpdateTenantConfigurationRequest,
) {
  const tenant = await kube.getTenant(namespace, name);
  const inSpec = new Set((tenant.spec.env ?? []).map((variable) => variable.name));
  const [specPart, secretPart] = splitUpdate(update, (key) => inSpec.has(key));
  const envOf = (read: TenantResource) => specEnv(read, applied(specVariables(read), specPart), specPart);
  // Checked before the secret is written, so a refused change writes nothing.
  if (touches(specPart)) envOf(tenant);
  const { secret, variables } = await secretVariables(kube, tenant);
  const configEnv = touches(secretPart) ? formatConfigEnv(applied(variables, secretPart)) : undefined;
  if (configEnv !== undefined) await writeConfigEnv(kube, tenant, secret, configEnv);
  if (!touches(specPart)) return;
  await changeTenant(kube, namespace, name, (read) =>
    kube.patchTenant(namespace, name, specPatch(read, { env: envOf(read) })),
  );
}

/** `spec.env` with the named variables changed or removed, every other entry as it was. */
function specEnv(
  tenant: TenantResource,
  next: EnvironmentVariable[],
  update: UpdateTenantConfigurationRequest,
) {
  const named = new Set([
    ...(update.keysToBeDeleted ?? []),
    ...(update.environmentVariables ?? []).filter((v) => v.value !== MASKED_VALUE).map((v) => v.key),
  ]);
  return (tenant.spec.env ?? []).flatMap((entry) => {
    if (!named.has(entry.name)) return [entry];
    const value = next.find((variable) => variable.key === entry.name)?.value;
    return value === undefined ? [] : [{ name: entry.name, value }];
  });
}

async function writeConfigEnv(
  kube: KubeClient,
  tenant: TenantResource,
  secret: Awaited<ReturnType<KubeClient['getSecret']>> | undefined,
  configEnv: string,
) {
  const namespace = tenant.metadata.namespace ?? '';
  if (secret) {
    await replaceConfigEnv(kube, namespace, secret, configEnv);
    return;
  }
  const secretName = configurationSecretName(tenant.metadata.name);
  await kube.createSecret(
    tenantSecret(namespace, tenant.metadata.name, secretName, { [CONFIG_ENV]: configEnv }),
  );
  await kube.patchTenant(
    namespace,
    tenant.metadata.name,
    specPatch(tenant, { configuration: { name: secretName } }),
  );
}

export async function getUsage(kube: KubeClient, namespace: string, name: string) {
  const usage = (await kube.getTenant(namespace, name)).status?.usage;
  return { used: usage?.usage, disk_used: usage?.rawUsage };
}

export async function updateDomains(
  kube: KubeClient,
  namespace: string,
  name: string,
  domains: TenantDomains,
) {
  const wanted = storedDomains(domains);
  await changeTenant(kube, namespace, name, async (tenant) => {
    const current = tenant.spec.features?.domains;
    await kube.patchTenant(
      namespace,
      name,
      specPatch(tenant, { features: { domains: wanted ? replacing(current, wanted) : null } }),
    );
  });
}

/** This console holds no SUBNET licence and cannot fetch one: every subscription call says so. */
export function notRegistered(): never {
  throw new ConsoleError(404, NOT_REGISTERED, HOW_TO_REGISTER);
}
