import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  describePod,
  getPodEvents,
  getPodLogs,
  getTenantEvents,
  getTenantPods,
} from '@/contract/operator/pods';
import type { Pool } from '@/contract/operator/pool';
import { listPVCs, listPVCsForTenant, type Pvc } from '@/contract/operator/pvcs';
import { DIRECTPV_NOT_INSTALLED, getDirectPVDriveList } from '@/contract/operator/storage';
import { type Tenant, tenantAddPool, tenantDetails } from '@/contract/operator/tenants';
import { sessionCheck } from '@/contract/session';
import { renderApp } from '@/test/render-app';
import { mock } from '../../../../mocks/handlers/mock';
import { apiError } from '../../../../mocks/handlers/respond';
import { buildSessionResponse, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';

const GI = 1024 ** 3;
const TENANT_PATH = '/namespaces/team-a/tenants/alpha';
const PVC: Pvc = {
  namespace: 'team-a',
  name: 'data0-alpha-pool-0-0',
  status: 'Bound',
  tenant: 'alpha',
  capacity: '25Gi',
  storageClass: 'standard',
  volume: 'pvc-1',
  age: '2026-11-01T00:00:00Z',
};

let tenant: Tenant;
const addedPools: Pool[] = [];

beforeEach(() => {
  addedPools.length = 0;
  tenant = {
    name: 'alpha',
    namespace: 'team-a',
    currentState: 'Initialized',
    image: 'quay.io/minio/minio:RELEASE.2026-01-01T00-00-00Z',
    pools: [{ name: 'pool-0', servers: 4, volumes_per_server: 1, volume_configuration: { size: 25 * GI } }],
    endpoints: { minio: 'https://minio.team-a.svc', console: 'https://alpha-console.team-a.svc:9443' },
    minioTLS: true,
    status: {
      health_status: 'green',
      drives_online: 4,
      drives_offline: 0,
      usage: { capacity: 50 * GI, capacity_usage: GI },
    },
  };
  server.use(
    mock(sessionCheck, ({ session }) => ({
      ...buildSessionResponse(session.user, session.session),
      operator: true,
    })),
    mock(tenantDetails, () => tenant),
    mock(tenantAddPool, ({ body }) => {
      addedPools.push(body);
      tenant = { ...tenant, pools: [...tenant.pools, body] };
    }),
    mock(getTenantPods, () => [
      { name: 'alpha-pool-0-0', status: 'Running', node: 'node-1', podIP: '10.0.0.5', restarts: 2 },
    ]),
    mock(getPodLogs, ({ params }) => `${params.podName} started\nAPI: https://10.0.0.5:9000`),
    mock(getPodEvents, () => [
      {
        event_type: 'Normal',
        reason: 'Pulled',
        object: 'pod/alpha-pool-0-0',
        message: 'Image pulled',
        last_seen: 1_790_000_000,
      },
    ]),
    mock(describePod, ({ params }) => ({
      name: params.podName,
      namespace: params.namespace,
      nodeName: 'node-1',
      phase: 'Running',
      labels: [],
      annotations: [],
      containers: [
        {
          name: 'minio',
          image: 'minio/minio',
          ports: ['9000/TCP'],
          args: [],
          ready: true,
          restartCount: 2,
          environmentVariables: [],
          mounts: [],
        },
      ],
      conditions: [{ type: 'Ready', status: 'True' }],
      volumes: [],
      nodeSelector: [],
      tolerations: [],
    })),
    mock(getTenantEvents, () => []),
    mock(listPVCsForTenant, () => ({ pvcs: [PVC] })),
    mock(listPVCs, () => ({ pvcs: [PVC] })),
  );
});

const open = (path: string) => renderApp(path, { as: ROOT_USER });

describe('Tenant pages', () => {
  it.each([TENANT_PATH, `${TENANT_PATH}/summary`])('%s shows the summary', async (path) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant alpha' })).toBeInTheDocument();
    const facts = await screen.findByText('State');
    const list = facts.closest('dl') as HTMLElement;
    expect(within(list).getByText('Initialized')).toBeInTheDocument();
    expect(within(list).getByText('Healthy')).toBeInTheDocument();
    expect(within(list).getByText('50 GiB')).toBeInTheDocument();
    expect(within(list).getByText('https://minio.team-a.svc')).toBeInTheDocument();
  });

  it('lists the pools and adds one named after their count', async () => {
    const { user } = open(`${TENANT_PATH}/pools`);
    expect(await screen.findByRole('row', { name: /^pool-0 4 1 25 GiB default/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add pool' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a pool to alpha' });
    await user.clear(within(dialog).getByLabelText('Total size'));
    await user.type(within(dialog).getByLabelText('Total size'), '200');
    expect(within(dialog).getByRole('status')).toHaveTextContent('pool-1: 4 volumes of 50 GiB.');
    await user.click(within(dialog).getByRole('button', { name: 'Add pool' }));

    expect(await screen.findByRole('row', { name: /^pool-1 4 1 50 GiB/ })).toBeInTheDocument();
    expect(addedPools).toEqual([
      { name: 'pool-1', servers: 4, volumes_per_server: 1, volume_configuration: { size: 50 * GI } },
    ]);
  });

  it('refuses a pool the sizing rules refuse, without a call', async () => {
    const { user } = open(`${TENANT_PATH}/pools`);
    await user.click(await screen.findByRole('button', { name: 'Add pool' }));
    const dialog = screen.getByRole('dialog');
    await user.clear(within(dialog).getByLabelText('Number of servers'));
    await user.type(within(dialog).getByLabelText('Number of servers'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add pool' }));

    expect(within(dialog).getByLabelText('Number of servers')).toHaveAccessibleDescription(
      'The number of servers is a whole number from 4 to 1000',
    );
    expect(addedPools).toEqual([]);
  });

  it('leads from the pods to a pod, with its log, events and description', async () => {
    const { user, pathname } = open(`${TENANT_PATH}/pods`);
    await user.click(await screen.findByRole('link', { name: 'alpha-pool-0-0' }));
    expect(await screen.findByText(/alpha-pool-0-0 started/)).toBeInTheDocument();
    expect(pathname()).toBe(`${TENANT_PATH}/pods/alpha-pool-0-0`);
    expect(screen.getByRole('figure', { name: 'Pod log' })).toHaveTextContent('API: https://10.0.0.5:9000');
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByRole('cell', { name: 'Image pulled' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Describe' }));
    expect(
      await screen.findByRole('row', { name: /^minio minio\/minio Yes 2 9000\/TCP/ }),
    ).toBeInTheDocument();
  });

  it.each<[path: string, shown: string]>([
    [`${TENANT_PATH}/volumes`, 'data0-alpha-pool-0-0'],
    [`${TENANT_PATH}/events`, 'No events'],
  ])('%s shows %s', async (path, shown) => {
    open(path);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it("shows a tenant Kubernetes does not know with the server's message", async () => {
    server.use(
      mock(tenantDetails, () => apiError(404, 'Tenant not found', 'tenants.minio.min.io "alpha" not found')),
    );
    open(TENANT_PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tenant not found');
  });
});

describe('Storage pages', () => {
  it.each(['/storage', '/storage/volumes'])('%s lists the claims of every tenant', async (path) => {
    open(path);
    expect(
      await screen.findByRole('row', { name: /^data0-alpha-pool-0-0 team-a alpha Bound 25Gi standard/ }),
    ).toBeInTheDocument();
  });

  it("says DirectPV is not installed in the server's words", async () => {
    server.use(mock(getDirectPVDriveList, () => apiError(404, DIRECTPV_NOT_INSTALLED)));
    open('/storage/drives');
    expect(await screen.findByRole('heading', { name: 'DirectPV is not available' })).toBeInTheDocument();
    expect(screen.getByText(DIRECTPV_NOT_INSTALLED)).toBeInTheDocument();
  });

  it("lists DirectPV's drives", async () => {
    server.use(
      mock(getDirectPVDriveList, () => ({
        drives: [
          {
            drive: 'nvme0n1',
            node: 'node-1',
            capacity: 512 * GI,
            allocated: 100 * GI,
            volumes: 4,
            status: 'Ready',
          },
        ],
      })),
    );
    open('/storage/drives');
    expect(
      await screen.findByRole('row', { name: 'nvme0n1 node-1 512 GiB 100 GiB 4 Ready' }),
    ).toBeInTheDocument();
  });
});
