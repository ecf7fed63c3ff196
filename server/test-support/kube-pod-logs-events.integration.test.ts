import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KubeCluster, startKubeCluster } from './kube/cluster.ts';
import { MINIO_START_LINES } from './kube/pod-logs.ts';
import { eventsAbout, type RecordedEvent } from './kube/tenant-events.ts';

const PORT = 9610;
const NAMESPACE = 'logs-lab';
const TENANTS = `/apis/minio.min.io/v2/namespaces/${NAMESPACE}/tenants`;
const POD = 'lab-pool-0-0';
const LOG = `/api/v1/namespaces/${NAMESPACE}/pods/${POD}/log`;

const tenant = {
  apiVersion: 'minio.min.io/v2',
  kind: 'Tenant',
  metadata: { name: 'lab', namespace: NAMESPACE },
  spec: {
    pools: [
      {
        name: 'pool-0',
        servers: 2,
        volumesPerServer: 1,
        volumeClaimTemplate: {
          metadata: { name: 'data' },
          spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
        },
      },
    ],
  },
};

let cluster: KubeCluster;
let startMs = 0;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (done(last)) return last;
    await sleep(200);
  }
  throw new Error(`not within ${timeoutMs / 1000} s; last seen ${JSON.stringify(last)?.slice(0, 2000)}`);
}

const eventsOf = (kind: string, name: string) =>
  eventsAbout(cluster.kubectl, { namespace: NAMESPACE, kind, name });

const reasons = (events: RecordedEvent[]) => events.map((event) => event.reason);
const logLines = (text: string) => text.split('\n').slice(0, -1);

beforeAll(async () => {
  const started = Date.now();
  cluster = await startKubeCluster({ port: PORT });
  startMs = Date.now() - started;
  await cluster.admin.create('/api/v1/namespaces', { metadata: { name: NAMESPACE } });
  await cluster.admin.expect('POST', TENANTS, tenant);
  await eventually(
    () =>
      cluster.admin.send<{ status?: { phase?: string } }>(
        'GET',
        `/api/v1/namespaces/${NAMESPACE}/pods/${POD}`,
      ),
    (answer) => answer.body.status?.phase === 'Running',
  );
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  console.log(`kube cluster start (ms): ${startMs}`);
});

describe("a MinIO pod's log, served by the fake node through kube-apiserver", () => {
  it('reads whole with kubectl logs', () => {
    expect(logLines(cluster.kubectl(['logs', '-n', NAMESPACE, POD]))).toEqual(MINIO_START_LINES);
  });

  it.each([
    { query: 'tailLines=3', lines: MINIO_START_LINES.slice(-3) },
    { query: 'container=minio&tailLines=1', lines: MINIO_START_LINES.slice(-1) },
    { query: `limitBytes=${MINIO_START_LINES[0].length + 1}`, lines: MINIO_START_LINES.slice(0, 1) },
  ])('answers $query', async ({ query, lines }) => {
    const answer = await cluster.admin.expect<string>('GET', `${LOG}?${query}`);
    expect(logLines(String(answer.body))).toEqual(lines);
  });

  it('stamps each line with its time when asked', async () => {
    const answer = await cluster.admin.expect<string>('GET', `${LOG}?tailLines=2&timestamps=true`);
    const [stamp, ...words] = (String(answer.body).split('\n')[0] ?? '').split(' ');
    expect(stamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z$/);
    expect(words.join(' ')).toBe(MINIO_START_LINES.at(-2));
  });

  it('refuses a container the pod does not have', async () => {
    const answer = await cluster.admin.send('GET', `${LOG}?container=sidecar`);
    expect(answer.status).toBe(400);
  });

  it.each([
    { rights: 'pods only', resources: ['pods'], status: 403 },
    { rights: 'pods and pods/log', resources: ['pods', 'pods/log'], status: 200 },
  ])('with RBAC on, answers a token with $rights: $status', async ({ rights, resources, status }) => {
    const token = await cluster.mintToken({
      name: `log-reader-${resources.length}`,
      namespace: NAMESPACE,
      rules: [{ apiGroups: [''], resources, verbs: ['get'] }],
    });
    const answer = await cluster.admin.as({ token }).send('GET', LOG);
    expect({ rights, status: answer.status }).toEqual({ rights, status });
  });
});

describe('events', () => {
  it("records a pod's scheduling and start, as the scheduler and a kubelet do", async () => {
    const events = await eventually(
      () => eventsOf('Pod', POD),
      (list) => list.length >= 4,
    );
    expect(reasons(events)).toEqual(['Scheduled', 'Pulled', 'Created', 'Started']);
    expect(events.every((event) => event.type === 'Normal' && event.message !== '')).toBe(true);
  });

  it('records on the Tenant its services, its pool and its initialization, as the operator does', async () => {
    const events = await eventually(
      () => eventsOf('Tenant', 'lab'),
      (list) => list.some((event) => event.reason === 'Initialized'),
    );
    expect(events.map(({ reason, message }) => ({ reason, message }))).toEqual(
      expect.arrayContaining([
        { reason: 'SvcCreated', message: 'Service lab-hl created' },
        { reason: 'PoolCreated', message: 'Tenant pool pool-0 created' },
        { reason: 'Initialized', message: 'Tenant is initialized' },
      ]),
    );
    expect(new Set(events.map((event) => event.source?.component))).toEqual(new Set(['minio-operator']));
    const uid = JSON.parse(cluster.kubectl(['get', 'tenant', 'lab', '-n', NAMESPACE, '-o', 'json'])).metadata
      .uid;
    expect(events.every((event) => event.involvedObject.uid === uid)).toBe(true);
  });

  it('records the initialization once', async () => {
    await sleep(1_000);
    expect(reasons(eventsOf('Tenant', 'lab')).filter((reason) => reason === 'Initialized')).toHaveLength(1);
  });
});
