import type { EndpointDefinition } from '../../src/contract/endpoint';
import * as cluster from '../../src/contract/operator/cluster';
import { loginOperator } from '../../src/contract/operator/login';
import { erasureSet } from '../../src/contract/operator/parity';
import * as pods from '../../src/contract/operator/pods';
import * as pvcs from '../../src/contract/operator/pvcs';
import * as storage from '../../src/contract/operator/storage';
import * as tenants from '../../src/contract/operator/tenants';
import { logInAs, READONLY_USER } from '../model';
import {
  addTenant,
  allPvcs,
  DEMO_OPERATOR_TOKEN,
  findTenant,
  isOperatorMode,
  listTenantRows,
  NODES,
  removeTenant,
  setPools,
  tenantDetails,
  tenantEvents,
  tenantPods,
  tenantPvcs,
} from '../operator-model';
import { mock } from './mock';
import { apiError, apiPath } from './respond';

type Resolver<E extends EndpointDefinition> = Parameters<typeof mock<E>>[1];

/** An operator operation: answered in operator mode only, as the real server mounts it only then. */
function operatorMock<E extends EndpointDefinition>(endpoint: E, resolver: Resolver<E>) {
  return mock(endpoint, (input) =>
    isOperatorMode()
      ? resolver(input)
      : apiError(404, `${input.request.method} ${apiPath(input.request)} is not an API operation`),
  );
}

const notFound = (what: string) => apiError(404, 'Not found', `${what} not found`);

/** The tenant of the path, or Kubernetes' 404. */
function tenantOf(params: { namespace: string; tenant: string }) {
  return findTenant(params.namespace, params.tenant) ?? notFound(`tenants.minio.min.io "${params.tenant}"`);
}

function podOf(params: { namespace: string; tenant: string; podName: string }) {
  const tenant = tenantOf(params);
  if (tenant instanceof Response) return tenant;
  const pod = tenantPods(tenant).find((candidate) => candidate.name === params.podName);
  return pod ? { tenant, pod } : notFound(`pods "${params.podName}"`);
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

function enoughNodes(wanted: number) {
  return wanted <= NODES.length
    ? null
    : apiError(
        400,
        'Not enough nodes',
        `The cluster has ${NODES.length} schedulable nodes, fewer than the ${wanted} asked for`,
      );
}

const nodeMax = {
  max_allocatable_cpu: Math.min(...NODES.map((n) => n.cpu)),
  max_allocatable_mem: Math.min(...NODES.map((n) => n.memory)),
};

/** Operator mode's operations over the mock cluster (mocks/operator-model.ts). */
export const operatorHandlers = [
  mock(loginOperator, ({ body }) => {
    if (!isOperatorMode()) return apiError(404, 'POST /login/operator is not an API operation');
    if (body.jwt !== DEMO_OPERATOR_TOKEN)
      return apiError(401, 'invalid login', 'Kubernetes does not accept this token, or it has expired.');
    // The operator session rides on a mock user's; operator mode answers its own session for it.
    logInAs(READONLY_USER);
  }),
  operatorMock(tenants.listAllTenants, ({ query }) => pageOf(listTenantRows(), query)),
  operatorMock(tenants.listTenants, ({ params, query }) => pageOf(listTenantRows(params.namespace), query)),
  operatorMock(tenants.createTenant, ({ body }) => {
    const conflict = addTenant(body);
    if (conflict) return apiError(409, 'Already exists or changed meanwhile', conflict);
    const url = `https://${body.name}-console.${body.namespace}.svc.cluster.local:9443`;
    const users = [
      { access_key: body.access_key ?? 'generated-root', secret_key: body.secret_key ?? 'generated-secret' },
    ];
    for (const user of body.idp?.keys ?? []) users.push(user);
    return { externalIDP: false, console: users.map((user) => ({ ...user, url })) };
  }),
  operatorMock(tenants.tenantDetails, ({ params }) => {
    const tenant = tenantOf(params);
    return tenant instanceof Response ? tenant : tenantDetails(tenant);
  }),
  operatorMock(tenants.deleteTenant, ({ params }) => {
    if (!removeTenant(params.namespace, params.tenant))
      return notFound(`tenants.minio.min.io "${params.tenant}"`);
  }),
  operatorMock(tenants.tenantAddPool, ({ params, body }) => {
    const tenant = tenantOf(params);
    if (tenant instanceof Response) return tenant;
    setPools(tenant, [...tenant.pools, body]);
  }),
  operatorMock(tenants.tenantUpdatePools, ({ params, body }) => {
    const tenant = tenantOf(params);
    if (tenant instanceof Response) return tenant;
    const removed = tenant.pools.find((pool) => !body.pools.some((kept) => kept.name === pool.name));
    if (removed) return apiError(400, 'Invalid request', `The pool ${removed.name} cannot be removed`);
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
    return found instanceof Response ? found : tenantEvents(found.tenant, `Pod/${found.pod.name}`);
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
  operatorMock(cluster.getParity, ({ params }) => {
    const set = erasureSet(params.nodes, params.disksPerNode);
    return 'problem' in set ? apiError(400, 'Invalid request', set.problem) : set.parities;
  }),
  operatorMock(
    cluster.getMaxAllocatableMem,
    ({ query }) => enoughNodes(query.num_nodes) ?? { max_memory: nodeMax.max_allocatable_mem },
  ),
  operatorMock(
    cluster.getAllocatableResources,
    ({ query }) =>
      enoughNodes(query.num_nodes) ?? {
        min_allocatable_cpu: nodeMax.max_allocatable_cpu,
        min_allocatable_mem: nodeMax.max_allocatable_mem,
        cpu_priority: nodeMax,
        mem_priority: nodeMax,
      },
  ),
  operatorMock(cluster.listNodeLabels, () => {
    const labels: Record<string, string[]> = {};
    for (const node of NODES)
      for (const [name, value] of Object.entries(node.labels))
        labels[name] = [...new Set([...(labels[name] ?? []), value])].sort();
    return labels;
  }),
  operatorMock(storage.getDirectPVDriveList, () => apiError(404, storage.DIRECTPV_NOT_INSTALLED)),
  operatorMock(storage.getDirectPVVolumeList, () => apiError(404, storage.DIRECTPV_NOT_INSTALLED)),
];
