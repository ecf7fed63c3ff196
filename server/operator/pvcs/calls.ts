import type { Pvc } from '../../../src/contract/operator/pvcs.ts';
import { type KubeClient, TENANT_LABEL } from '../kube-client.ts';
import type { PvcResource } from '../kube-types.ts';

/** A claim as the storage pages list it: its capacity once bound, else what it asks for. */
export function pvcView(claim: PvcResource): Pvc {
  return {
    namespace: claim.metadata.namespace ?? '',
    name: claim.metadata.name,
    status: claim.status?.phase,
    volume: claim.spec.volumeName,
    tenant: claim.metadata.labels?.[TENANT_LABEL],
    capacity: claim.status?.capacity?.storage ?? claim.spec.resources?.requests?.storage,
    storageClass: claim.spec.storageClassName,
    age: claim.metadata.creationTimestamp,
  };
}

export async function tenantPvcs(kube: KubeClient, namespace: string, tenant: string) {
  await kube.getTenant(namespace, tenant);
  const claims = await kube.listPvcs(namespace, `${TENANT_LABEL}=${tenant}`);
  return { pvcs: claims.items.map(pvcView) };
}

/** The claims of every tenant in every namespace the caller may list claims in. */
export async function allTenantPvcs(kube: KubeClient) {
  return { pvcs: (await kube.listPvcs(undefined, TENANT_LABEL)).items.map(pvcView) };
}
