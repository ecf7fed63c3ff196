import { randomBytes } from 'node:crypto';
import type { Pool } from '../../src/contract/operator/pool.ts';
import { createdEnvironment } from '../../src/contract/operator/tenant-settings-rules.ts';
import type { CreateTenantRequest } from '../../src/contract/operator/tenants.ts';
import type { SecretResource } from './kube-types.ts';
import { type CertificateRefs, certificateSecrets } from './security/certificates.ts';
import { identityVariables } from './security/identity-env.ts';
import { kesConfigSecret, kesSpec } from './security/kes.ts';
import { CONFIG_ENV, tenantSecret } from './tenant-secrets.ts';

/*
 * A create-tenant request as MinIO Operator takes it: the Tenant resource (minio.min.io/v2), the secret with the
 * root user's and the identity provider's `config.env`, one secret per user (CONSOLE_ACCESS_KEY,
 * CONSOLE_SECRET_KEY), one per certificate, and KES's configuration.
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
export const shellQuoted = (value: string) => `"${value.replace(/(["\\$`])/g, '\\$1')}"`;

/** The lines of config.env: the root user, the parity and browser choice, the identity provider, the extra variables. */
export function configEnv(
  request: CreateTenantRequest,
  root: { accessKey: string; secretKey: string },
): string {
  const identity = request.idp ? identityVariables(request.idp).map(([key, value]) => ({ key, value })) : [];
  return configEnvText(
    createdEnvironment(request, root, identity).map(({ key, value }) => [key, value] as const),
  );
}

/** `export NAME="value"` lines, one per variable. */
export const configEnvText = (variables: readonly (readonly [string, string])[]) =>
  variables.map(([name, value]) => `export ${name}=${shellQuoted(value)}\n`).join('');

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
  /** The configuration secret first, then the users', the certificates' and KES's. */
  secrets: SecretResource[];
  root: { accessKey: string; secretKey: string };
  users: { accessKey: string; secretKey: string }[];
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
  const certificates = certificateSecrets(namespace, name, request.tls ?? {});
  const secrets = [
    tenantSecret(namespace, name, configurationSecretName(name), { [CONFIG_ENV]: configEnv(request, root) }),
    ...users.map((user, index) =>
      tenantSecret(namespace, name, userSecretName(name, index), {
        CONSOLE_ACCESS_KEY: user.accessKey,
        CONSOLE_SECRET_KEY: user.secretKey,
      }),
    ),
    ...certificates.secrets,
    ...(request.encryption ? [kesConfigSecret(namespace, name, request.encryption)] : []),
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
      ...nonEmptyLists(certificates.refs),
      kes: request.encryption && kesSpec(name, request.encryption),
      exposeServices: { minio: request.expose_minio ?? false, console: request.expose_console ?? false },
      prometheusOperator: request.enable_prometheus ?? false,
      mountPath: request.mount_path,
      imagePullSecret: request.image_pull_secret ? { name: request.image_pull_secret } : undefined,
    },
  };
  return { tenant: withoutUndefined(tenant), secrets, root, users };
}

/** The lists that have entries: a Tenant without certificates of its own names none. */
const nonEmptyLists = (lists: CertificateRefs) =>
  Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));

/** JSON leaves undefined out anyway; removing it here keeps the resource comparable in tests. */
function withoutUndefined<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
