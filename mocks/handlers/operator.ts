import { parse, stringify } from 'yaml';
import type { EndpointDefinition } from '../../src/contract/endpoint';
import { allocatableResources } from '../../src/contract/operator/allocatable';
import * as cluster from '../../src/contract/operator/cluster';
import { loginOperator } from '../../src/contract/operator/login';
import { erasureSet } from '../../src/contract/operator/parity';
import * as pods from '../../src/contract/operator/pods';
import { poolsUpdateProblem } from '../../src/contract/operator/pool';
import * as pvcs from '../../src/contract/operator/pvcs';
import * as storage from '../../src/contract/operator/storage';
import * as tenantYaml from '../../src/contract/operator/tenant-yaml';
import * as tenants from '../../src/contract/operator/tenants';
import { logInAs, type MockUser } from '../model';
import {
  addTenant,
  allPvcs,
  applyTenantDocument,
  deletePvc,
  describePvc,
  findPvc,
  findTenant,
  isOperatorMode,
  listTenantRows,
  NODES,
  podEvents,
  pvcEvents,
  removeTenant,
  SERVICE_ACCOUNTS,
  serviceAccountRights,
  setPools,
  tenantDetails,
  tenantDocument,
  tenantEvents,
  tenantPods,
  tenantPvcs,
} from '../operator-model';
import { certificatesOf, seedTenantSecurity } from '../operator-security-model';
import { seedTenantSettings } from '../operator-settings-model';
import { mock } from './mock';
import { apiError, apiPath } from './respond';

type Resolver<E extends EndpointDefinition> = Parameters<typeof mock<E>>[1];

const KUBE_VERBS: Record<EndpointDefinition['method'], string> = {
  GET: 'get',
  POST: 'create',
  PUT: 'update',
  PATCH: 'patch',
  DELETE: 'delete',
};

const otherModeRefusal = () =>
  apiError(
    403,
    'Available in operator mode only',
    "This session manages one MinIO, not a Kubernetes cluster's tenants",
  );

/** RBAC's refusal, in Kubernetes' manner of words. */
const forbidden = (user: MockUser, request: Request) =>
  apiError(
    403,
    'Access denied',
    `User "${user.accessKey}" cannot ${KUBE_VERBS[request.method as EndpointDefinition['method']]} what ${apiPath(request)} reads`,
  );

/**
 * An operator operation: answered in operator mode only, as the real server mounts it only then, and to a service
 * account's session only; one without rights is refused, unless the operation asks Kubernetes nothing.
 */
export function operatorMock<E extends EndpointDefinition>(
  endpoint: E,
  resolver: Resolver<E>,
  { asksKubernetes = true } = {},
) {
  return mock(endpoint, (input) => {
    if (!isOperatorMode())
      return apiError(404, `${input.request.method} ${apiPath(input.request)} is not an API operation`);
    const { user } = input.session as { user: MockUser };
    const rights = serviceAccountRights(user);
    if (rights === 'not-a-service-account') return otherModeRefusal();
    if (rights === 'none' && asksKubernetes) return forbidden(user, input.request);
    return resolver(input);
  });
}

const notFound = (detail: string) => apiError(404, 'Not found', detail);
const conflict = (detail: string) => apiError(409, 'Already exists or changed meanwhile', detail);
const tenantNotFound = (name: string) => notFound(`tenants.minio.min.io "${name}" not found`);

/** The tenant of the path, or Kubernetes' 404. */
export function tenantOf(params: { namespace: string; tenant: string }) {
  return findTenant(params.namespace, params.tenant) ?? tenantNotFound(params.tenant);
}

function podOf(params: { namespace: string; tenant: string; podName: string }) {
  const tenant = tenantOf(params);
  if (tenant instanceof Response) return tenant;
  const pod = tenantPods(tenant).find((candidate) => candidate.name === params.podName);
  return pod ? { tenant, pod } : notFound(`pods "${params.podName}" not found`);
}

function pvcOf(params: { namespace: string; tenant: string; PVCName: string }) {
  const tenant = tenantOf(params);
  if (tenant instanceof Response) return tenant;
  const pvc = findPvc(tenant, params.PVCName);
  return pvc ? { tenant, pvc } : notFound(`persistentvolumeclaims "${params.PVCName}"`);
}

interface MockTenantDocument {
  metadata?: { name?: string; labels?: Record<string, string> };
  spec: { image?: string };
}

/** The edited YAML as the mock reads it, or why it is not a Tenant. */
function readMockTenantYaml(text: string): MockTenantDocument | string {
  try {
    const document = parse(text) as Partial<MockTenantDocument> | null;
    if (typeof document?.spec !== 'object' || document.spec === null) return 'spec: Required';
    return document as MockTenantDocument;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function pageOf(rows: tenants.TenantListItem[], query: { sort_by?: string; offset: number; limit: number }) {
  const sorted = query.sort_by
    ? [...rows].sort((a, b) =>
        String(a[query.sort_by as keyof typeof a] ?? '').localeCompare(
          String(b[query.sort_by as keyof typeof b] ?? ''),
        ),
      )
    : rows;
  return { tenants: sorted.slice(query.offset, query.offset + query.limit), total: rows.length };
}

/** What each of `wanted` mock nodes can give a pod, computed as the server does; too few nodes is its 400. */
function allocatableOfNodes(wanted: number) {
  const resources = allocatableResources(NODES, wanted);
  return 'problem' in resources ? apiError(400, 'Not enough nodes', resources.problem) : resources;
}

/** Operator mode's operations over the mock cluster (mocks/operator-model.ts). */
export const operatorHandlers = [
  mock(loginOperator, ({ body }) => {
    if (!isOperatorMode()) return apiError(404, 'POST /login/operator is not an API operation');
    const account = SERVICE_ACCOUNTS[body.jwt];
    if (!account)
      return apiError(401, 'invalid login', 'Kubernetes does not accept this token, or it has expired.');
    // The operator session rides on the service account's mock user; operator mode answers its own session for it.
    logInAs(account);
  }),
  operatorMock(tenants.listAllTenants, ({ query }) => pageOf(listTenantRows(), query)),
  operatorMock(tenants.listTenants, ({ params, query }) => pageOf(listTenantRows(params.namespace), query)),
  operatorMock(tenants.createTenant, async ({ body }) => {
    const certificates = await certificatesOf(body.name, body.tls ?? {});
    if (typeof certificates === 'string') return apiError(400, 'Invalid request', certificates);
    const refused = addTenant(body);
    if (refused) return refused.status === 404 ? notFound(refused.detail) : conflict(refused.detail);
    const made = findTenant(body.namespace, body.name);
    const root = {
      accessKey: body.access_key ?? 'generated-root',
      secretKey: body.secret_key ?? 'generated-secret',
    };
    if (made) {
      seedTenantSecurity(made, body, certificates);
      seedTenantSettings(made, body, root);
    }
    const url = `https://${body.name}-console.${body.namespace}.svc.cluster.local:9443`;
    const users = [{ access_key: root.accessKey, secret_key: root.secretKey }];
    for (const user of body.idp?.keys ?? []) users.push(user);
    return { externalIDP: false, console: users.map((user) => ({ ...user, url })) };
  }),
  operatorMock(tenants.tenantDetails, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : tenantDetails(tenant);
  }),
  operatorMock(tenants.deleteTenant, ({ params }) => {
    if (!removeTenant(params.namespace, params.tenant)) return tenantNotFound(params.tenant);
  }),
  operatorMock(tenants.tenantAddPool, ({ params, body }) => {
    const tenant = tenantOf(params);
    if (tenant instanceof Response) return tenant;
    const name = body.name ?? `pool-${tenant.pools.length}`;
    if (tenant.pools.some((pool) => pool.name === name))
      return apiError(400, 'Invalid request', `Two pools are named ${name}`);
    setPools(tenant, [...tenant.pools, body]);
  }),
  operatorMock(tenants.tenantUpdatePools, ({ params, body }) => {
    const tenant = tenantOf(params);
    if (tenant instanceof Response) return tenant;
    const named = body.pools.map((pool, index) => ({ ...pool, name: pool.name ?? `pool-${index}` }));
    const problem = poolsUpdateProblem(tenant.pools, named);
    if (problem) return apiError(400, 'Invalid request', problem);
    setPools(tenant, body.pools);
    return tenantDetails(tenant);
  }),
  operatorMock(pods.getTenantPods, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : tenantPods(tenant);
  }),
  operatorMock(pods.getPodLogs, ({ params }) => {
    const found = podOf(params);
    return found instanceof Response
      ? found
      : `INFO: ${found.pod.name} is online\nStatus: 8 Online, 0 Offline.\n`;
  }),
  operatorMock(pods.getPodEvents, ({ params }) => {
    const found = podOf(params);
    return found instanceof Response ? found : podEvents(found.tenant, found.pod);
  }),
  operatorMock(pods.describePod, ({ params }) => {
    const found = podOf(params);
    if (found instanceof Response) return found;
    return {
      name: found.pod.name,
      namespace: params.namespace,
      nodeName: found.pod.node,
      phase: 'Running',
      podIP: found.pod.podIP,
      labels: [{ key: 'v1.min.io/tenant', value: params.tenant }],
      annotations: [],
      containers: [
        {
          name: 'minio',
          image: found.tenant.image,
          ports: ['9000/TCP'],
          args: [],
          environmentVariables: [],
          mounts: [],
        },
      ],
      conditions: [{ type: 'Ready', status: 'True' }],
      volumes: [],
      nodeSelector: [],
      tolerations: [],
    };
  }),
  operatorMock(pods.getTenantEvents, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : tenantEvents(tenant);
  }),
  operatorMock(pvcs.listPVCsForTenant, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : { pvcs: tenantPvcs(tenant) };
  }),
  operatorMock(pvcs.listPVCs, () => ({ pvcs: allPvcs() })),
  operatorMock(pvcs.getPVCDescribe, ({ params }) => {
    const found = pvcOf(params);
    return found instanceof Response ? found : describePvc(found.pvc);
  }),
  operatorMock(pvcs.getPVCEvents, ({ params }) => {
    const found = pvcOf(params);
    return found instanceof Response ? found : pvcEvents(found.tenant, found.pvc);
  }),
  operatorMock(pvcs.deletePVC, ({ params }) => {
    const found = pvcOf(params);
    if (found instanceof Response) return found;
    deletePvc(found.tenant, found.pvc.name);
  }),
  operatorMock(tenantYaml.getTenantYAML, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : { yaml: stringify(tenantDocument(tenant)) };
  }),
  operatorMock(tenantYaml.putTenantYAML, ({ params, body }) => {
    const tenant = tenantOf(params);
    if (tenant instanceof Response) return tenant;
    const edited = readMockTenantYaml(body.yaml);
    if (typeof edited === 'string') return apiError(400, 'Invalid YAML', edited);
    if (edited.metadata?.name !== undefined && edited.metadata.name !== params.tenant)
      return apiError(400, 'Invalid YAML', `metadata.name is ${params.tenant}: a tenant cannot be renamed`);
    applyTenantDocument(tenant, edited.metadata?.labels ?? {}, edited.spec.image ?? tenant.image);
  }),
  operatorMock(
    cluster.getParity,
    ({ params }) => {
      const set = erasureSet(params.nodes, params.disksPerNode);
      return 'problem' in set ? apiError(400, 'Invalid request', set.problem) : set.parities;
    },
    { asksKubernetes: false },
  ),
  operatorMock(cluster.getMaxAllocatableMem, ({ query }) => {
    const resources = allocatableOfNodes(query.num_nodes);
    return resources instanceof Response
      ? resources
      : { max_memory: resources.mem_priority.max_allocatable_mem };
  }),
  operatorMock(cluster.getAllocatableResources, ({ query }) => allocatableOfNodes(query.num_nodes)),
  operatorMock(cluster.listNodeLabels, () => cluster.labelsOfNodes(NODES.map((node) => node.labels))),
  operatorMock(storage.getDirectPVDriveList, () => apiError(404, storage.DIRECTPV_NOT_INSTALLED)),
  operatorMock(storage.getDirectPVVolumeList, () => apiError(404, storage.DIRECTPV_NOT_INSTALLED)),
];
