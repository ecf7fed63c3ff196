import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { ensureBinary } from '../../scripts/lib/binaries.ts';
import { type RunningMinio, startMinio } from '../../scripts/lib/minio-server.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type KubeCluster, startKubeCluster } from '../test-support/kube/cluster.ts';
import { applyTenantWithConsole } from '../test-support/kube/tenant-with-console.ts';
import { type Mc, mcFor } from '../test-support/mc.ts';
import { acceptWebSockets } from '../ws/upgrade.ts';

/*
 * Hop against real parts: a local Kubernetes API whose tenant's console service points at a real MinIO's own
 * console, whose root user is the one in the tenant's config.env. What the proxy answers is checked against
 * what mc made in that MinIO.
 */

const KUBE_PORT = 9500;
const MINIO_PORT = 9505;
const CONSOLE_PORT = 9506;
const NAMESPACE = 'hop-lab';
const TENANT = 'alpha';
const ROOT = { user: 'hop-root', password: `hop-secret-${randomBytes(6).toString('hex')}` };
const PROXY = `/api/proxy/${NAMESPACE}/${TENANT}`;
/** The console served by Node for the WebSocket case (streams need a real upgrade). */
const SERVED_PORT = 9507;

let cluster: KubeCluster;
let minio: RunningMinio;
let mc: Mc;
let workDir: string;
let app: ReturnType<typeof createApp>;
let adminCookie: string;
let served: ServerType;

/** The name=value part of each cookie an answer sets. */
const cookiesOf = (response: Response) =>
  response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);

async function logIn(jwt: string): Promise<string> {
  const response = await app.request('/api/v1/login/operator', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jwt }),
  });
  expect(response.status).toBe(204);
  return cookiesOf(response)[0] ?? '';
}

const proxied = (path: string, cookie: string, init: RequestInit = {}) =>
  app.request(`${PROXY}${path}`, { ...init, headers: { cookie, ...init.headers } });

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'hop-'));
  minio = await startMinio({
    binary: ensureBinary('minio'),
    dataDir: join(workDir, 'minio'),
    port: MINIO_PORT,
    rootUser: ROOT.user,
    rootPassword: ROOT.password,
    env: { MINIO_BROWSER: 'on' },
  });
  mc = mcFor(minio.endpoint, ROOT.user, ROOT.password, ensureBinary('mc'));
  cluster = await startKubeCluster({
    port: KUBE_PORT,
    tenantConsoles: { [`${NAMESPACE}/${TENANT}`]: { host: '127.0.0.1', port: CONSOLE_PORT } },
  });
  await applyTenantWithConsole(cluster.admin, { namespace: NAMESPACE, tenant: TENANT, root: ROOT });
  const config = loadConfig({
    CONSOLE_OPERATOR_MODE: 'on',
    CONSOLE_K8S_API_URL: cluster.url,
    CONSOLE_K8S_CA_FILE: cluster.caFile,
    CONSOLE_DATA_DIR: join(workDir, 'console'),
  });
  app = createApp({ config, sessionKey: randomBytes(32) });
  adminCookie = await logIn(cluster.adminToken);
  served = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: SERVED_PORT });
  acceptWebSockets(served as Server, app);
}, 600_000);

afterAll(async () => {
  served?.close();
  mc?.dispose();
  await cluster?.stop();
  await minio?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('hop', () => {
  it("serves the tenant's console page with its base below the proxy, framable by this console only", async () => {
    const response = await proxied('/', adminCookie, { headers: { 'sec-fetch-dest': 'iframe' } });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<base href="${PROXY}/"/>`);
    expect(page).toContain('MinIO Console');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const hopCookie = response.headers.getSetCookie().find((cookie) => cookie.startsWith('hop-token='));
    expect(hopCookie).toContain(`Path=${PROXY}/`);
    expect(hopCookie).toContain('HttpOnly');
  });

  it("answers the tenant console's API with what the real MinIO holds", async () => {
    const buckets = [`hop-a-${Date.now()}`, `hop-b-${Date.now()}`];
    for (const bucket of buckets) mc.run(['mb', `${mc.alias}/${bucket}`]);
    const first = await proxied('/api/v1/buckets', adminCookie);
    expect(first.status).toBe(200);
    const listed = ((await first.json()) as { buckets: { name: string }[] }).buckets.map((b) => b.name);
    expect(listed).toEqual(expect.arrayContaining(buckets));

    // The tenant console's session is kept in the hop cookie: the next call makes no new login.
    const hopCookie = cookiesOf(first).find((cookie) => cookie?.startsWith('hop-token=')) ?? '';
    const again = await proxied('/api/v1/buckets', `${adminCookie}; ${hopCookie}`);
    expect(again.status).toBe(200);
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('passes a write on to the tenant console, checked with mc', async () => {
    const bucket = `hop-made-${Date.now()}`;
    const response = await proxied('/api/v1/buckets', adminCookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: bucket }),
    });
    expect(response.status).toBeLessThan(300);
    expect(mc.run(['ls', mc.alias])).toContain(`${bucket}/`);
  });

  it("refuses a token that may not read the tenant's secret with Kubernetes' words", async () => {
    const token = await cluster.mintToken({
      name: 'hop-no-secrets',
      rules: [
        { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list'] },
        { apiGroups: [''], resources: ['services'], verbs: ['get'] },
      ],
    });
    const response = await proxied('/', await logIn(token));
    expect(response.status).toBe(403);
    const body = (await response.json()) as { detailedMessage?: string };
    expect(body.detailedMessage).toContain(`secrets "${TENANT}-env-configuration" is forbidden`);
  });

  it.each([
    ['no session', `${PROXY}/`, '', 401],
    ['a tenant that does not exist', `/api/proxy/${NAMESPACE}/ghost-tenant/`, 'admin', 404],
    ['a namespace that is no name', '/api/proxy/Hop_Lab/alpha/', 'admin', 400],
    ['a tenant name too short', `/api/proxy/${NAMESPACE}/al/`, 'admin', 400],
    ['an escaped slash', `${PROXY}/api%2fv1/buckets`, 'admin', 400],
    ['an escaped backslash', `${PROXY}/..%5c..%5cetc`, 'admin', 400],
    ['a NUL', `${PROXY}/api/v1/buckets%00`, 'admin', 400],
    ['a path far too long', `${PROXY}/${'a'.repeat(2000)}`, 'admin', 400],
    ['no tenant', '/api/proxy/hop-lab', 'admin', 404],
  ])('refuses %s', async (_case, path, who, status) => {
    const response = await app.request(path, { headers: who ? { cookie: adminCookie } : {} });
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
  });

  it("names Kubernetes' own refusal of a missing tenant", async () => {
    const response = await app.request(`/api/proxy/${NAMESPACE}/ghost-tenant/`, {
      headers: { cookie: adminCookie },
    });
    expect(((await response.json()) as { detailedMessage: string }).detailedMessage).toContain(
      'tenants.minio.min.io "ghost-tenant" not found',
    );
  });

  it('sends the tenant path without its slash to the page at the prefix', async () => {
    const response = await app.request(PROXY, { headers: { cookie: adminCookie } });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${PROXY}/`);
  });

  it("relays the tenant console's live streams", async () => {
    const url = `ws://127.0.0.1:${SERVED_PORT}${PROXY}/ws/objectManager`;
    const origin = `http://127.0.0.1:${SERVED_PORT}`;
    const opened = await new Promise<boolean>((done) => {
      const socket = new WebSocket(url, { headers: { cookie: adminCookie, origin } });
      socket.once('open', () => {
        socket.close();
        done(true);
      });
      socket.once('unexpected-response', () => done(false));
      socket.once('error', () => done(false));
    });
    expect(opened).toBe(true);
  });

  it('refuses a stream opened by another site', async () => {
    const url = `ws://127.0.0.1:${SERVED_PORT}${PROXY}/ws/objectManager`;
    const status = await new Promise<number>((done) => {
      const socket = new WebSocket(url, { headers: { cookie: adminCookie, origin: 'http://evil.example' } });
      socket.once('open', () => done(101));
      socket.once('unexpected-response', (_request, answer) => done(answer.statusCode ?? 0));
      socket.once('error', () => done(0));
    });
    expect(status).toBe(403);
  });

  it('refuses a cross-site write', async () => {
    const response = await proxied('/api/v1/buckets', adminCookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ name: 'never-made' }),
    });
    expect(response.status).toBe(403);
    expect(mc.run(['ls', mc.alias])).not.toContain('never-made');
  });
});
