import type { DescribePvc, Pvc } from '../../../src/contract/operator/pvcs.ts';
import { ConsoleError } from '../../http/errors.ts';
import { type KubeClient, TENANT_LABEL } from '../kube-client.ts';
import type { PvcResource } from '../kube-types.ts';
import { newestFirst, pairs } from '../pods/views.ts';

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

/** The claim, if it is one of the tenant's: another claim of the namespace is not this tenant's to show or delete. */
async function tenantPvc(kube: KubeClient, namespace: string, tenant: string, name: string) {
  const claim = await kube.getPvc(namespace, name);
  if (claim.metadata.labels?.[TENANT_LABEL] !== tenant)
    throw new ConsoleError(404, 'Not found', `The claim ${name} is not one of the tenant ${tenant}'s`);
  return claim;
}

/** The claim described, as `kubectl describe pvc` reads it. */
export function describePvcView(claim: PvcResource): DescribePvc {
  return {
    name: claim.metadata.name,
    namespace: claim.metadata.namespace ?? '',
    storageClass: claim.spec.storageClassName,
    status: claim.metadata.deletionTimestamp ? 'Terminating' : claim.status?.phase,
    volume: claim.spec.volumeName,
    labels: pairs(claim.metadata.labels),
    annotations: pairs(claim.metadata.annotations),
    finalizers: claim.metadata.finalizers ?? [],
    capacity: claim.status?.capacity?.storage,
    accessModes: claim.spec.accessModes ?? [],
    volumeMode: claim.spec.volumeMode,
  };
}

export async function describePvc(kube: KubeClient, namespace: string, tenant: string, name: string) {
  return describePvcView(await tenantPvc(kube, namespace, tenant, name));
}

export async function pvcEvents(kube: KubeClient, namespace: string, tenant: string, name: string) {
  const claim = await tenantPvc(kube, namespace, tenant, name);
  return claim.metadata.uid ? newestFirst((await kube.listEvents(namespace, claim.metadata.uid)).items) : [];
}

export async function deletePvc(kube: KubeClient, namespace: string, tenant: string, name: string) {
  const claim = await tenantPvc(kube, namespace, tenant, name);
  if (!claim.metadata.uid)
    throw new ConsoleError(502, 'Kubernetes answered unexpectedly', 'The claim has no uid');
  await kube.deletePvc(namespace, name, claim.metadata.uid);
}
