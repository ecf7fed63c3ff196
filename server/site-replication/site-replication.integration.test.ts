import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PeerSite,
  SITE_REPLICATION_MESSAGES,
  type SiteReplicationStatus,
} from '../../src/contract/site-replication.ts';
import { type InProcessConsole, inProcessConsole } from '../test-support/console-app.ts';
import {
  replicatedWith,
  replicateInfo,
  startSites,
  stopSites,
  type TestSite,
} from '../test-support/replicating-sites.ts';

// Site replication over three MinIOs of its own (never the shared test MinIO): joined through the console
// server, each effect read back with mc on every site.

const PORTS = [9610, 9620, 9630] as const;
const workDir = mkdtempSync(join(tmpdir(), 'srk-sr-'));

let sites: TestSite[] = [];
let server: InProcessConsole;
let cookie: string;

async function send(method: string, path: string, body?: unknown, session = cookie) {
  const response = await server.request(`/api/v1${path}`, {
    method,
    headers: { cookie: session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const peerOf = (site: TestSite, endpoint = site.minio.endpoint): PeerSite => ({
  name: site.name,
  endpoint,
  accessKey: site.root.user,
  secretKey: site.root.password,
});

async function eventually(check: () => void, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 500));
    }
  }
}

beforeAll(async () => {
  sites = await startSites(PORTS, workDir, { minio: process.env.MINIO_BINARY ?? '' });
  const [first] = sites;
  if (!first) throw new Error('no site started');
  server = inProcessConsole(first.minio.endpoint);
  cookie = await server.login(first.root.user, first.root.password);
}, 180_000);

afterAll(async () => {
  server?.dispose();
  await stopSites(sites);
  rmSync(workDir, { recursive: true, force: true });
});

describe('site replication through the console server', () => {
  it('answers that a fresh MinIO does not replicate', async () => {
    expect(await send('GET', '/admin/site-replication')).toEqual({ status: 200, body: { enabled: false } });
    const status = await send('GET', '/admin/site-replication/status');
    expect(status.status).toBe(200);
    expect(status.body.enabled).toBe(false);
  });

  it('passes on MinIO refusal of a site that holds data of its own', async () => {
    const [first, second] = sites as [TestSite, TestSite, TestSite];
    first.mc.run(['mb', `${first.mc.alias}/srk-first-data`]);
    second.mc.run(['mb', `${second.mc.alias}/srk-second-data`]);
    const answer = await send('POST', '/admin/site-replication', [peerOf(first), peerOf(second)]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/only one cluster may have data/);
    second.mc.run(['rb', `${second.mc.alias}/srk-second-data`]);
    expect(replicatedWith(first)).toEqual([]);
  });

  it('passes on MinIO refusal of an endpoint nothing answers at', async () => {
    const [first, second] = sites as [TestSite, TestSite, TestSite];
    const answer = await send('POST', '/admin/site-replication', [
      peerOf(first),
      peerOf(second, 'http://127.0.0.1:9699'),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/contacting a peer site .*127\.0\.0\.1:9699.*connection refused/);
    expect(replicatedWith(first)).toEqual([]);
  });

  it('explains that the sites must include this one', async () => {
    const [, second, third] = sites as [TestSite, TestSite, TestSite];
    const answer = await send('POST', '/admin/site-replication', [peerOf(second), peerOf(third)]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      message: SITE_REPLICATION_MESSAGES.thisSiteMissing,
      detailedMessage: expect.stringMatching(/deployment ID .* mismatch/),
    });
    expect(replicatedWith(second)).toEqual([]);
  });

  it('refuses, before MinIO, a request naming one site or the same site twice', async () => {
    const [first, second] = sites as [TestSite, TestSite, TestSite];
    for (const body of [[peerOf(first)], [peerOf(first), { ...peerOf(second), name: first.name }]]) {
      const answer = await send('POST', '/admin/site-replication', body);
      expect(answer.status).toBe(400);
    }
  });

  it('joins three sites, which mc then sees on every one of them', async () => {
    const answer = await send(
      'POST',
      '/admin/site-replication?replicate-ilm-expiry',
      sites.map((site) => peerOf(site)),
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const expected = sites.map((site) => `${site.name} ${site.minio.endpoint}`).sort();
    for (const site of sites) expect(replicatedWith(site)).toEqual(expected);
    for (const peer of replicateInfo(sites[0] as TestSite).sites ?? [])
      expect(peer['replicate-ilm-expiry']).toBe(true);
    const info = await send('GET', '/admin/site-replication');
    expect(info.body).toMatchObject({ enabled: true, name: 'site1' });
    expect(info.body.sites).toHaveLength(3);
  });

  it('replicates a bucket, a user and a policy made on one site to the others', async () => {
    const [first, second, third] = sites as [TestSite, TestSite, TestSite];
    first.mc.run(['mb', `${first.mc.alias}/srk-shared`]);
    second.mc.run(['admin', 'user', 'add', second.mc.alias, 'srk-alice', 'srk-alice-secret']);
    const policy = JSON.stringify({
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::srk-shared/*'] }],
    });
    const policyFile = join(workDir, 'srk-readers.json');
    writeFileSync(policyFile, policy);
    third.mc.run(['admin', 'policy', 'create', third.mc.alias, 'srk-readers', policyFile]);
    await eventually(() => {
      for (const site of sites) {
        expect(site.mc.run(['ls', site.mc.alias])).toContain('srk-shared/');
        expect(site.mc.run(['admin', 'user', 'info', site.mc.alias, 'srk-alice'])).toContain('srk-alice');
        expect(site.mc.run(['admin', 'policy', 'info', site.mc.alias, 'srk-readers'])).toContain(
          'srk-shared',
        );
      }
    });
  });

  it('reports every site in sync, in summary and for one entity', async () => {
    const summary = await send('GET', '/admin/site-replication/status');
    const status = summary.body as SiteReplicationStatus;
    expect(
      Object.values(status.sites ?? {})
        .map((site) => site.name)
        .sort(),
    ).toEqual(['site1', 'site2', 'site3']);
    for (const counts of Object.values(status.statsSummary ?? {})) {
      expect(counts.ReplicatedBuckets).toBe(counts.TotalBucketsCount);
      expect(counts.TotalBucketsCount).toBeGreaterThanOrEqual(2);
    }
    const bucket = await send(
      'GET',
      '/admin/site-replication/status?entityType=bucket&entityValue=srk-shared',
    );
    const perSite = Object.values((bucket.body as SiteReplicationStatus).bucketStats?.['srk-shared'] ?? {});
    expect(perSite.map((state) => state.HasBucket)).toEqual([true, true, true]);
    const user = await send('GET', '/admin/site-replication/status?entityType=user&entityValue=srk-alice');
    expect(Object.keys((user.body as SiteReplicationStatus).userStats?.['srk-alice'] ?? {})).toHaveLength(3);
  });

  it('refuses an entity type without its value', async () => {
    expect((await send('GET', '/admin/site-replication/status?entityType=bucket')).status).toBe(400);
  });

  it("changes a site's endpoint, which every site then lists", async () => {
    const third = sites[2] as TestSite;
    const info = await send('GET', '/admin/site-replication');
    const peer = (info.body.sites as { name: string; deploymentID: string }[]).find(
      (site) => site.name === 'site3',
    );
    const endpoint = third.minio.endpoint.replace('127.0.0.1', 'localhost');
    const answer = await send('PUT', '/admin/site-replication', {
      endpoint,
      deploymentID: peer?.deploymentID,
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    for (const site of sites) expect(replicatedWith(site)).toContain(`site3 ${endpoint}`);
  });

  it('stops replicating expiry rules on request', async () => {
    const first = sites[0] as TestSite;
    const info = await send('GET', '/admin/site-replication');
    const peer = (info.body.sites as { name: string; endpoint: string; deploymentID: string }[])[0];
    const answer = await send('PUT', '/admin/site-replication?disable-ilm-expiry-replication', {
      endpoint: peer?.endpoint,
      deploymentID: peer?.deploymentID,
    });
    expect(answer.status).toBe(200);
    for (const site of replicateInfo(first).sites ?? []) expect(site['replicate-ilm-expiry']).toBe(false);
  });

  it('answers 404 for a deployment ID no site has', async () => {
    const answer = await send('PUT', '/admin/site-replication', {
      endpoint: 'http://127.0.0.1:9630',
      deploymentID: '00000000-0000-0000-0000-000000000000',
    });
    expect(answer.status).toBe(404);
  });

  it('removes one site, then ends replication on the rest, and with it the sessions begun meanwhile', async () => {
    const [first, second, third] = sites as [TestSite, TestSite, TestSite];
    expect((await send('DELETE', '/admin/site-replication', { sites: ['site3'] })).status).toBe(204);
    await eventually(() => {
      expect(replicatedWith(first).map((line) => line.split(' ')[0])).toEqual(['site1', 'site2']);
      expect(replicatedWith(third)).toEqual([]);
    });
    const begunMeanwhile = await server.login(first.root.user, first.root.password);
    const ended = await send('DELETE', '/admin/site-replication', { all: true, sites: [] }, begunMeanwhile);
    expect(ended).toEqual({
      status: 401,
      body: {
        code: 401,
        message: 'invalid session',
        detailedMessage: SITE_REPLICATION_MESSAGES.sessionEnded,
      },
    });
    expect((await send('GET', '/buckets', undefined, begunMeanwhile)).status).toBe(403);
    // The session begun before the sites were joined goes on.
    expect(await send('GET', '/admin/site-replication')).toEqual({ status: 200, body: { enabled: false } });
    await eventually(() => {
      expect(replicatedWith(first)).toEqual([]);
      expect(replicatedWith(second)).toEqual([]);
    });
  });
});
