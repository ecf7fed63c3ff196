import { ConsoleError } from '../../http/errors.ts';
import type { KubeClient } from '../kube-client.ts';
import type { ServiceResource, TenantResource } from '../kube-types.ts';
import { configurationSecretName } from '../tenant-resource.ts';
import { parseConfigEnv } from '../tenant-settings/config-env.ts';

/*
 * Where a tenant's own console listens and who logs in to it, read from Kubernetes with the user's token, so
 * Kubernetes decides whether the user may reach it: the Tenant, its `<tenant>-console` service, and the root
 * user in its configuration secret.
 */

/** The console's address, as the console server reaches it from inside the cluster. */
export interface ConsoleAddress {
  https: boolean;
  host: string;
  port: number;
}

export interface RootCredentials {
  accessKey: string;
  secretKey: string;
}

const consoleServiceName = (tenant: string) => `${tenant}-console`;

/** A host name (DNS-1123 subdomain, upper case allowed) or an IPv4 address: what an ExternalName may hold. */
const HOST_NAME = /^[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?(\.[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?)*$/;
const MAX_HOST_LENGTH = 253;

const unusable = (detail: string) => new ConsoleError(502, "The tenant's console cannot be reached", detail);

/** The console's port: the one named for the console, else the service's only port. */
function consolePort(service: ServiceResource) {
  const ports = service.spec.ports ?? [];
  const port = ports.find((candidate) => candidate.name?.includes('console')) ?? ports[0];
  if (!port) throw unusable(`The service ${service.metadata.name} has no port`);
  return port;
}

/** The scheme a port's name declares (`https-console`), else the tenant's own TLS setting. */
function usesHttps(portName: string | undefined, tenant: TenantResource): boolean {
  if (portName?.startsWith('https')) return true;
  if (portName?.startsWith('http')) return false;
  return tenant.spec.requestAutoCert !== false;
}

/** Where the service sends a client: a ClusterIP service's cluster DNS name, or an ExternalName's name. */
function serviceHost(service: ServiceResource, namespace: string): string {
  if (service.spec.type !== 'ExternalName') return `${service.metadata.name}.${namespace}.svc.cluster.local`;
  const host = service.spec.externalName ?? '';
  if (host.length > MAX_HOST_LENGTH || !HOST_NAME.test(host))
    throw unusable(`The service ${service.metadata.name} names no usable host ("${host.slice(0, 64)}")`);
  return host;
}

/** The tenant console's address; the user must be allowed to read the Tenant and its console service. */
export async function locateConsole(
  kube: KubeClient,
  namespace: string,
  name: string,
): Promise<{ tenant: TenantResource; address: ConsoleAddress }> {
  const tenant = await kube.getTenant(namespace, name);
  const service = await kube.getService(namespace, consoleServiceName(name));
  const port = consolePort(service);
  return {
    tenant,
    address: { https: usesHttps(port.name, tenant), host: serviceHost(service, namespace), port: port.port },
  };
}

/** config.env is a few lines; anything much larger is not one. */
const MAX_CONFIG_ENV_BYTES = 64 * 1024;

/** The variables `export NAME=value` lines set; a name set twice keeps its last value. */
export const configEnvVariables = (text: string): Map<string, string> =>
  new Map(parseConfigEnv(text).map(({ key, value }) => [key, value]));

/** The tenant's root user, from `config.env` in its configuration secret (read with the user's token). */
export async function rootCredentials(kube: KubeClient, tenant: TenantResource): Promise<RootCredentials> {
  const { namespace = '', name } = tenant.metadata;
  const secretName = tenant.spec.configuration?.name ?? configurationSecretName(name);
  const secret = await kube.getSecret(namespace, secretName);
  const encoded = secret.data?.['config.env'] ?? '';
  const text = Buffer.from(encoded.slice(0, (MAX_CONFIG_ENV_BYTES * 4) / 3), 'base64').toString('utf8');
  const variables = configEnvVariables(text);
  const accessKey = variables.get('MINIO_ROOT_USER') ?? variables.get('MINIO_ACCESS_KEY');
  const secretKey = variables.get('MINIO_ROOT_PASSWORD') ?? variables.get('MINIO_SECRET_KEY');
  if (!accessKey || !secretKey)
    throw unusable(`The secret ${secretName} has no config.env with MINIO_ROOT_USER and MINIO_ROOT_PASSWORD`);
  return { accessKey, secretKey };
}
