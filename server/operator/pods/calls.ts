import { POD_LOG_TAIL_LINES } from '../../../src/contract/operator/pods.ts';
import { ConsoleError } from '../../http/errors.ts';
import { type KubeClient, TENANT_LABEL } from '../kube-client.ts';
import { describePodView, newestFirst, tenantPodView } from './views.ts';

/** The pod, if it is one of the tenant's: another pod of the namespace is not this tenant's to show. */
async function tenantPod(kube: KubeClient, namespace: string, tenant: string, podName: string) {
  const pod = await kube.getPod(namespace, podName);
  if (pod.metadata.labels?.[TENANT_LABEL] !== tenant)
    throw new ConsoleError(404, 'Not found', `The pod ${podName} is not one of the tenant ${tenant}'s`);
  return pod;
}

export async function tenantPods(kube: KubeClient, namespace: string, tenant: string) {
  await kube.getTenant(namespace, tenant);
  const pods = await kube.listPods(namespace, `${TENANT_LABEL}=${tenant}`);
  return pods.items.map(tenantPodView);
}

/** MinIO's own container: the operator's pods may carry others (a sidecar), and Kubernetes wants one named. */
const MINIO_CONTAINER = 'minio';

export async function podLogs(kube: KubeClient, namespace: string, tenant: string, podName: string) {
  const { spec } = await tenantPod(kube, namespace, tenant, podName);
  const names = spec.containers.map((container) => container.name);
  const container = names.includes(MINIO_CONTAINER) ? MINIO_CONTAINER : (names[0] ?? MINIO_CONTAINER);
  return kube.podLog(namespace, podName, container, POD_LOG_TAIL_LINES);
}

export async function podEvents(kube: KubeClient, namespace: string, tenant: string, podName: string) {
  const pod = await tenantPod(kube, namespace, tenant, podName);
  return pod.metadata.uid ? newestFirst((await kube.listEvents(namespace, pod.metadata.uid)).items) : [];
}

export async function describePod(kube: KubeClient, namespace: string, tenant: string, podName: string) {
  return describePodView(await tenantPod(kube, namespace, tenant, podName));
}

export async function tenantEvents(kube: KubeClient, namespace: string, tenant: string) {
  const { metadata } = await kube.getTenant(namespace, tenant);
  return metadata.uid ? newestFirst((await kube.listEvents(namespace, metadata.uid)).items) : [];
}
