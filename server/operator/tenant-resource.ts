import { randomBytes } from 'node:crypto';
import type { Pool } from '../../src/contract/operator/pool.ts';
import type { CreateTenantRequest } from '../../src/contract/operator/tenants.ts';
import { TENANT_LABEL } from './kube-client.ts';
import type { SecretResource } from './kube-types.ts';

/*
 * A create-tenant request as MinIO Operator takes it: the Tenant resource (minio.min.io/v2), the secret with the
 * root user's `config.env`, and one secret per user (CONSOLE_ACCESS_KEY, CONSOLE_SECRET_KEY).
 */

export const DEFAULT_TENANT_IMAGE = 'quay.io/minio/minio:RELEASE.2024-10-13T13-34-11Z';
const ACCESS_KEY_LENGTH = 16;
const SECRET_KEY_LENGTH = 32;
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random key of `length` letters and digits. */
export function randomKey(length: number): string {
  return Array.from(randomBytes(length), (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

export const configurationSecretName = (tenant: string) => `${tenant}-env-configuration`;
export const userSecretName = (tenant: string, index: number) => `${tenant}-user-${index}`;

/** A value in a shell `export` line, as MinIO Operator's config.env is read. */
const shellQuoted = (value: string) => `"${value.replace(/(["\\$`])/g, '\\$1')}"`;

/** The lines of config.env: the root user, the parity and browser choice, then the extra variables. */
export function configEnv(
  request: CreateTenantRequest,
  root: { accessKey: string; secretKey: string },
): string {
  const variables: [string, string][] = [
    ['MINIO_ROOT_USER', root.accessKey],
    ['MINIO_ROOT_PASSWORD', root.secretKey],
    ['MINIO_BROWSER', request.enable_console === false ? 'off' : 'on'],
  ];
  if (request.erasureCodingParity)
    variables.push(['MINIO_STORAGE_CLASS_STANDARD', `EC:${request.erasureCodingParity}`]);
  for (const { key, value } of request.environmentVariables ?? []) variables.push([key, value]);
  return variables.map(([name, value]) => `export ${name}=${shellQuoted(value)}\n`).join('');
}

const numberOf = (text: string | undefined) => (text === undefined ? undefined : Number(text));

const quantities = (map: { cpu?: number; memory?: number } | undefined) =>
  map && Object.fromEntries(Object.entries(map).map(([name, value]) => [name, String(value)]));

/** One pool of the Tenant resource, named pool-{index} when it has no name. */
export function poolSpec(pool: Pool, index: number) {
  return {
    name: pool.name ?? `pool-${index}`,
    servers: pool.servers,
    volumesPerServer: pool.volumes_per_server,
    volumeClaimTemplate: {
      metadata: {
        name: 'data',
        labels: pool.volume_configuration.labels,
        annotations: pool.volume_configuration.annotations,
      },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: String(pool.volume_configuration.size) } },
        storageClassName: pool.volume_configuration.storage_class_name,
      },
    },
    resources: pool.resources && {
      requests: quantities(pool.resources.requests),
      limits: quantities(pool.resources.limits),
    },
    nodeSelector: pool.node_selector,
    affinity: pool.affinity,
    tolerations: pool.tolerations?.map(({ tolerationSeconds, ...toleration }) => ({
      ...toleration,
      tolerationSeconds: tolerationSeconds?.seconds,
    })),
    runtimeClassName: pool.runtimeClassName,
    securityContext: pool.securityContext && {
      runAsUser: Number(pool.securityContext.runAsUser),
      runAsGroup: Number(pool.securityContext.runAsGroup),
      runAsNonRoot: pool.securityContext.runAsNonRoot,
      fsGroup: numberOf(pool.securityContext.fsGroup),
      fsGroupChangePolicy: pool.securityContext.fsGroupChangePolicy,
    },
  };
}

export interface TenantResources {
  tenant: Record<string, unknown>;
  /** The configuration secret first, then the users'. */
  secrets: SecretResource[];
  root: { accessKey: string; secretKey: string };
  users: { accessKey: string; secretKey: string }[];
}

function secret(
  namespace: string,
  name: string,
  tenant: string,
  data: Record<string, string>,
): SecretResource {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace, labels: { [TENANT_LABEL]: tenant } },
    type: 'Opaque',
    stringData: data,
  };
}

/** What creating the tenant writes; the root user's keys are generated when the request has none. */
export function tenantResources(request: CreateTenantRequest): TenantResources {
  const { name, namespace } = request;
  const root = {
    accessKey: request.access_key ?? randomKey(ACCESS_KEY_LENGTH),
    secretKey: request.secret_key ?? randomKey(SECRET_KEY_LENGTH),
  };
  const users = (request.idp?.keys ?? []).map((key) => ({
    accessKey: key.access_key,
    secretKey: key.secret_key,
  }));
  const secrets = [
    secret(namespace, configurationSecretName(name), name, { 'config.env': configEnv(request, root) }),
    ...users.map((user, index) =>
      secret(namespace, userSecretName(name, index), name, {
        CONSOLE_ACCESS_KEY: user.accessKey,
        CONSOLE_SECRET_KEY: user.secretKey,
      }),
    ),
  ];
  const tenant = {
    apiVersion: 'minio.min.io/v2',
    kind: 'Tenant',
    metadata: { name, namespace, labels: request.labels, annotations: request.annotations },
    spec: {
      image: request.image ?? DEFAULT_TENANT_IMAGE,
      pools: request.pools.map(poolSpec),
      configuration: { name: configurationSecretName(name) },
      users: users.map((_, index) => ({ name: userSecretName(name, index) })),
      requestAutoCert: request.enable_tls ?? true,
      exposeServices: { minio: request.expose_minio ?? false, console: request.expose_console ?? false },
      prometheusOperator: request.enable_prometheus ?? false,
      mountPath: request.mount_path,
      imagePullSecret: request.image_pull_secret ? { name: request.image_pull_secret } : undefined,
    },
  };
  return { tenant: withoutUndefined(tenant), secrets, root, users };
}

/** JSON leaves undefined out anyway; removing it here keeps the resource comparable in tests. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
