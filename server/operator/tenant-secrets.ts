import { type KubeClient, TENANT_LABEL } from './kube-client.ts';
import type { SecretRead, SecretResource } from './kube-types.ts';

/* The secrets the console writes for a tenant, labelled with the tenant's name. */

/** The key of the tenant's configuration secret that MinIO reads its environment from. */
export const CONFIG_ENV = 'config.env';

export function tenantSecret(
  namespace: string,
  tenant: string,
  name: string,
  data: Record<string, string>,
  type = 'Opaque',
): SecretResource {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, namespace, labels: { [TENANT_LABEL]: tenant } },
    type,
    stringData: data,
  };
}

/** Writes `configEnv` in place of the configuration secret's config.env; its other keys stay as they were. */
export function replaceConfigEnv(kube: KubeClient, namespace: string, secret: SecretRead, configEnv: string) {
  const { [CONFIG_ENV]: _replaced, ...otherData } = secret.data ?? {};
  return kube.replaceSecret({
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: {
      name: secret.metadata.name,
      namespace,
      labels: secret.metadata.labels,
      resourceVersion: secret.metadata.resourceVersion,
    },
    type: 'Opaque',
    data: otherData,
    stringData: { [CONFIG_ENV]: configEnv },
  });
}
