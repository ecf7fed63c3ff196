import type {
  TenantSecurityResponse,
  UpdateIdpRequest,
  UpdateTenantSecurityRequest,
} from '../../../src/contract/operator/security.ts';
import type {
  EncryptionConfiguration,
  EncryptionConfigurationResponse,
  IdpConfigurationResponse,
  TlsConfiguration,
} from '../../../src/contract/operator/security-settings.ts';
import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { SecretResource, TenantResource } from '../kube-types.ts';
import { patchTenantSpec } from '../tenant-change.ts';
import { CONFIG_ENV, replaceConfigEnv } from '../tenant-secrets.ts';
import { formatConfigEnv, parseConfigEnv } from '../tenant-settings/config-env.ts';
import { poolView } from '../tenant-view.ts';
import {
  CA_KEY,
  type CertificateRefs,
  certificateInfo,
  certificateSecrets,
  type SecretRef,
} from './certificates.ts';
import { identityOf, identityVariables, isIdentityVariable } from './identity-env.ts';
import { encryptionView, KES_CONFIG_KEY, kesConfigSecret, kesSecretName, kesSpec } from './kes.ts';

const invalid = (detail: string) => new ConsoleError(400, 'Invalid request', detail);
const decoded = (value: string | undefined) => (value ? Buffer.from(value, 'base64').toString('utf8') : '');
const isNotFound = (error: unknown) => error instanceof ConsoleError && error.status === 404;

const CERTIFICATE_LISTS = [
  'externalCertSecret',
  'externalClientCertSecrets',
  'externalCaCertSecret',
] as const;

function refsOf(tenant: TenantResource): CertificateRefs {
  const spec = tenant.spec as Partial<Record<(typeof CERTIFICATE_LISTS)[number], SecretRef[]>>;
  return {
    externalCertSecret: spec.externalCertSecret ?? [],
    externalClientCertSecrets: spec.externalClientCertSecrets ?? [],
    externalCaCertSecret: spec.externalCaCertSecret ?? [],
  };
}

/** The certificate a secret holds, under whichever key its type keeps it. */
async function infoOf(kube: KubeClient, namespace: string, ref: SecretRef) {
  try {
    const data = (await kube.getSecret(namespace, ref.name)).data ?? {};
    return certificateInfo(ref.name, decoded(data['tls.crt'] ?? data[CA_KEY] ?? data['ca.crt']));
  } catch (error) {
    if (isNotFound(error)) return certificateInfo(ref.name, '');
    throw error;
  }
}

export async function tenantSecurity(
  kube: KubeClient,
  namespace: string,
  name: string,
): Promise<TenantSecurityResponse> {
  const tenant = await kube.getTenant(namespace, name);
  const refs = refsOf(tenant);
  const infos = (list: SecretRef[]) => Promise.all(list.map((ref) => infoOf(kube, namespace, ref)));
  const firstPool = tenant.spec.pools[0];
  return {
    autoCert: tenant.spec.requestAutoCert !== false,
    customCertificates: {
      minio: await infos(refs.externalCertSecret),
      client: await infos(refs.externalClientCertSecrets),
      minioCAs: await infos(refs.externalCaCertSecret),
    },
    securityContext: firstPool && poolView(firstPool).securityContext,
  };
}

/** Writes the secrets; if one is refused, those already written are removed again. */
async function createAll(kube: KubeClient, namespace: string, secrets: SecretResource[]) {
  const written: string[] = [];
  try {
    for (const secret of secrets) {
      await kube.createSecret(secret);
      written.push(secret.metadata.name);
    }
  } catch (error) {
    await Promise.allSettled(written.map((name) => kube.deleteSecret(namespace, name)));
    throw error;
  }
  return written;
}

/** The Tenant's certificate lists without the removed secrets and with the added ones. */
function changedRefs(current: CertificateRefs, removed: ReadonlySet<string>, added: CertificateRefs) {
  const lists = {} as CertificateRefs;
  for (const list of CERTIFICATE_LISTS)
    lists[list] = [...current[list].filter((ref) => !removed.has(ref.name)), ...added[list]];
  return lists;
}

/**
 * Adds and removes the tenant's certificates, turns automatic certificates on or off, and sets the pods' security
 * context. Only secrets the Tenant names as its certificates may be removed; they are deleted once it no longer
 * names them.
 */
export async function updateTenantSecurity(
  kube: KubeClient,
  namespace: string,
  name: string,
  request: UpdateTenantSecurityRequest,
): Promise<void> {
  const tenant = await kube.getTenant(namespace, name);
  const current = refsOf(tenant);
  const named = new Set(CERTIFICATE_LISTS.flatMap((list) => current[list].map((ref) => ref.name)));
  const removed = new Set(request.customCertificates?.secretsToBeDeleted ?? []);
  const stranger = [...removed].find((secret) => !named.has(secret));
  if (stranger) throw invalid(`The secret ${stranger} is not one of the tenant's certificates`);
  const added = certificateSecrets(namespace, name, request.customCertificates ?? {});
  const taken = added.secrets.find(
    (secret) => named.has(secret.metadata.name) && !removed.has(secret.metadata.name),
  );
  if (taken) throw invalid(`The tenant has this certificate already (${taken.metadata.name})`);
  const written = await createAll(kube, namespace, added.secrets);
  const context = request.securityContext;
  try {
    await patchTenantSpec(kube, tenant, {
      requestAutoCert: request.autoCert,
      ...changedRefs(current, removed, added.refs),
      pools:
        context &&
        tenant.spec.pools.map((pool) => ({ ...pool, securityContext: podSecurityContext(context) })),
    });
  } catch (error) {
    await Promise.allSettled(written.map((secret) => kube.deleteSecret(namespace, secret)));
    throw error;
  }
  await Promise.all([...removed].map((secret) => kube.deleteSecret(namespace, secret)));
}

const podSecurityContext = (context: NonNullable<UpdateTenantSecurityRequest['securityContext']>) => ({
  runAsUser: Number(context.runAsUser),
  runAsGroup: Number(context.runAsGroup),
  runAsNonRoot: context.runAsNonRoot,
  fsGroup: context.fsGroup === undefined ? undefined : Number(context.fsGroup),
  fsGroupChangePolicy: context.fsGroupChangePolicy,
});

export const addCertificates = (kube: KubeClient, namespace: string, name: string, tls: TlsConfiguration) =>
  updateTenantSecurity(kube, namespace, name, { customCertificates: tls });

const kesOf = (tenant: TenantResource) =>
  typeof tenant.spec.kes === 'object' && tenant.spec.kes !== null
    ? (tenant.spec.kes as { kesSecret?: { name?: string } } & Record<string, unknown>)
    : undefined;

export async function tenantEncryption(
  kube: KubeClient,
  namespace: string,
  name: string,
): Promise<EncryptionConfigurationResponse> {
  const kes = kesOf(await kube.getTenant(namespace, name));
  if (!kes) return {};
  const secretName = kes.kesSecret?.name;
  const config = secretName
    ? decoded((await kube.getSecret(namespace, secretName)).data?.[KES_CONFIG_KEY])
    : '';
  return encryptionView(kes, config);
}

/** Writes the secret, replacing the one of that name if there is one. */
async function writeSecret(kube: KubeClient, secret: SecretResource) {
  const { namespace, name } = secret.metadata;
  try {
    const existing = await kube.getSecret(namespace, name);
    await kube.replaceSecret({
      ...secret,
      metadata: { ...secret.metadata, resourceVersion: existing.metadata.resourceVersion },
    });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await kube.createSecret(secret);
  }
}

/** Writes KES's configuration, then has the Tenant run KES with it. */
export async function updateEncryption(
  kube: KubeClient,
  namespace: string,
  name: string,
  settings: EncryptionConfiguration,
): Promise<void> {
  const tenant = await kube.getTenant(namespace, name);
  await writeSecret(kube, kesConfigSecret(namespace, name, settings));
  await patchTenantSpec(kube, tenant, { kes: { ...kesSpec(name, settings) } });
}

/** Stops KES; the configuration secret this console wrote for it goes too, any other is left alone. */
export async function deleteEncryption(kube: KubeClient, namespace: string, name: string): Promise<void> {
  const tenant = await kube.getTenant(namespace, name);
  const kes = kesOf(tenant);
  if (!kes) return;
  await patchTenantSpec(kube, tenant, { kes: null });
  if (kes.kesSecret?.name === kesSecretName(name))
    await kube.deleteSecret(namespace, kesSecretName(name)).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    });
}

async function configurationOf(kube: KubeClient, namespace: string, name: string) {
  const tenant = await kube.getTenant(namespace, name);
  const secretName = tenant.spec.configuration?.name;
  if (!secretName) throw new ConsoleError(409, 'The tenant has no configuration secret');
  const secret = await kube.getSecret(namespace, secretName);
  return { secret, variables: parseConfigEnv(decoded(secret.data?.[CONFIG_ENV])) };
}

export async function tenantIdentityProvider(
  kube: KubeClient,
  namespace: string,
  name: string,
): Promise<IdpConfigurationResponse> {
  const { variables } = await configurationOf(kube, namespace, name);
  return identityOf(new Map(variables.map(({ key, value }) => [key, value])));
}

/** Replaces the identity provider's variables in config.env; every other line stays as it was. */
export async function updateIdentityProvider(
  kube: KubeClient,
  namespace: string,
  name: string,
  idp: UpdateIdpRequest,
): Promise<void> {
  const { secret, variables } = await configurationOf(kube, namespace, name);
  const kept = variables.filter(({ key }) => !isIdentityVariable(key));
  const added = identityVariables(idp).map(([key, value]) => ({ key, value }));
  await replaceConfigEnv(kube, namespace, secret, formatConfigEnv([...kept, ...added]));
}
