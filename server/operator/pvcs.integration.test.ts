import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type OperatorApp, startOperatorApp } from '../test-support/kube/operator-app.ts';

const PORT = 9710;
const NAMESPACE = 'pvc-lab';
const TENANT = `/namespaces/${NAMESPACE}/tenants/lab`;
const CLAIM = 'data0-lab-pool-0-0';
const GiB = 1024 ** 3;

let operator: OperatorApp;

interface Claim {
  metadata: { name: string; uid: string; labels?: Record<string, string> };
  spec: { volumeName?: string };
  status?: { phase?: string };
}

const claims = (selector = 'v1.min.io/tenant=lab'): Claim[] =>
  JSON.parse(operator.cluster.kubectl(['get', 'pvc', '-n', NAMESPACE, '-l', selector, '-o', 'json'])).items;
const claimNamed = (name: string) => claims().find((claim) => claim.metadata.name === name);

beforeAll(async () => {
  operator = await startOperatorApp({
    port: PORT,
    namespace: NAMESPACE,
    tenant: {
      name: 'lab',
      pools: [{ servers: 4, volumes_per_server: 2, volume_configuration: { size: GiB } }],
    },
  });
  await eventually(claims, (list) => list.length === 8 && list.every((c) => c.status?.phase === 'Bound'));
  // A claim of the namespace that is no tenant's.
  await operator.cluster.admin.create(`/api/v1/namespaces/${NAMESPACE}/persistentvolumeclaims`, {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'someone-else' },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
  });
}, 240_000);

afterAll(async () => {
  await operator?.stop();
});

describe("a tenant's claims against a Kubernetes API", () => {
  it('describes a claim as Kubernetes holds it', async () => {
    const held = claimNamed(CLAIM);
    const answer = await operator.call(`${TENANT}/pvcs/${CLAIM}/describe`);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        name: CLAIM,
        namespace: NAMESPACE,
        status: 'Bound',
        volume: held?.spec.volumeName,
        capacity: String(GiB),
        accessModes: ['ReadWriteOnce'],
        labels: expect.arrayContaining([{ key: 'v1.min.io/tenant', value: 'lab' }]),
      },
    });
  });

  it('answers the events Kubernetes recorded about the claim, newest first', async () => {
    const held = claimNamed(CLAIM);
    const event = (name: string, reason: string, at: string) => ({
      apiVersion: 'v1',
      kind: 'Event',
      metadata: { name },
      involvedObject: {
        kind: 'PersistentVolumeClaim',
        name: CLAIM,
        namespace: NAMESPACE,
        uid: held?.metadata.uid,
      },
      reason,
      message: `${reason} for ${CLAIM}`,
      type: 'Normal',
      firstTimestamp: at,
      lastTimestamp: at,
    });
    await operator.cluster.admin.create(
      `/api/v1/namespaces/${NAMESPACE}/events`,
      event('older', 'Provisioning', '2026-01-01T00:00:00Z'),
    );
    await operator.cluster.admin.create(
      `/api/v1/namespaces/${NAMESPACE}/events`,
      event('newer', 'Resized', '2026-01-02T00:00:00Z'),
    );

    const answer = await operator.call(`${TENANT}/pvcs/${CLAIM}/events`);
    expect(answer.status).toBe(200);
    expect(answer.body.map((row: { reason: string }) => row.reason)).toEqual(['Resized', 'Provisioning']);
    expect(answer.body[0]).toMatchObject({ object: `PersistentVolumeClaim/${CLAIM}`, event_type: 'Normal' });
  });

  it('deletes the claim it was asked to, and no other', async () => {
    const before = claimNamed('data1-lab-pool-0-0');
    const deleted = claimNamed(CLAIM);
    expect((await operator.call(`/namespaces/${NAMESPACE}/tenants/lab/pvc/${CLAIM}`, 'DELETE')).status).toBe(
      204,
    );

    // The StatefulSet's part makes the claim anew for its server: whatever holds the name now is another claim.
    const now = claimNamed(CLAIM);
    expect(now?.metadata.uid).not.toBe(deleted?.metadata.uid);
    expect(claimNamed('data1-lab-pool-0-0')?.metadata.uid).toBe(before?.metadata.uid);
  });

  it.each<[what: string, method: string, path: string, status: number]>([
    ["another tenant's claim", 'GET', `${TENANT}/pvcs/someone-else/describe`, 404],
    ["another tenant's claim's events", 'GET', `${TENANT}/pvcs/someone-else/events`, 404],
    ["deleting another tenant's claim", 'DELETE', `${TENANT}/pvc/someone-else`, 404],
    ['a claim that does not exist', 'GET', `${TENANT}/pvcs/data9-lab-pool-0-0/describe`, 404],
    ['a name Kubernetes cannot hold', 'GET', `${TENANT}/pvcs/Not_A_Name/describe`, 400],
    ['a name too long', 'DELETE', `${TENANT}/pvc/${'a'.repeat(254)}`, 400],
    ['a tenant that does not exist', 'DELETE', `/namespaces/${NAMESPACE}/tenants/nobody/pvc/${CLAIM}`, 404],
  ])('refuses %s in the error shape', async (_, method, path, status) => {
    const answer = await operator.call(path, method);
    expect(answer).toMatchObject({ status, body: { code: status, message: expect.any(String) } });
    expect(claims('!v1.min.io/tenant').map((claim) => claim.metadata.name)).toEqual(['someone-else']);
  });

  it("gives a token without rights Kubernetes' own refusal, and deletes nothing", async () => {
    const held = claimNamed('data1-lab-pool-0-1');
    await operator.logIn(await operator.cluster.mintToken({ name: 'no-rights', namespace: NAMESPACE }));
    const answer = await operator.call(`${TENANT}/pvc/data1-lab-pool-0-1`, 'DELETE');
    await operator.logIn(operator.cluster.adminToken);
    expect(answer).toMatchObject({ status: 403, body: { message: 'Access denied' } });
    expect(claimNamed('data1-lab-pool-0-1')?.metadata.uid).toBe(held?.metadata.uid);
  });
});
