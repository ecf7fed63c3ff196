import { describe, expect, it } from 'vitest';
import { KMS_ENDPOINTS, KMS_MESSAGES } from '../../src/contract/kms';
import {
  SITE_REPLICATION_MESSAGES,
  siteReplicationInfoResponseSchema,
  siteReplicationStatusResponseSchema,
} from '../../src/contract/site-replication';
import { logInAs, MOCK_MINIO_URL, READONLY_USER, ROOT_USER } from '../model';
import { MOCK_DEPLOYMENT_ID } from '../site-replication-model';
import { MINIO_KMS_NOT_CONFIGURED } from './kms';
import { MINIO_SITE_REPLICATION_MESSAGES } from './site-replication';
import { call, expectError } from './test-calls';

const site = (name: string, endpoint: string) => ({
  name,
  endpoint,
  accessKey: 'admin',
  secretKey: 'admin-secret',
});
const HOME = site('home', MOCK_MINIO_URL);
const EAST = site('east', 'http://east.example.net:9000');

describe('site replication mocks answer as the console server does over MinIO', () => {
  it('a demo MinIO on its own does not replicate', async () => {
    logInAs(ROOT_USER);
    expect((await call('GET', 'admin/site-replication')).body).toEqual({ enabled: false });
    const status = siteReplicationStatusResponseSchema.parse(
      (await call('GET', 'admin/site-replication/status')).body,
    );
    expect(status).toMatchObject({ enabled: false, sites: {}, statsSummary: {} });
  });

  it('joins the sites asked for, this one (at the demo address) keeping its deployment id', async () => {
    logInAs(ROOT_USER);
    expect(await call('POST', 'admin/site-replication', [HOME, EAST])).toEqual({
      status: 200,
      body: { success: true, status: MINIO_SITE_REPLICATION_MESSAGES.added },
    });
    const info = siteReplicationInfoResponseSchema.parse((await call('GET', 'admin/site-replication')).body);
    expect(info.name).toBe('home');
    expect(info.sites?.map((peer) => [peer.name, peer.deploymentID === MOCK_DEPLOYMENT_ID])).toEqual([
      ['home', true],
      ['east', false],
    ]);
  });

  it('refuses sites that leave out this one, as MinIO does', async () => {
    logInAs(ROOT_USER);
    const answer = await call('POST', 'admin/site-replication', [
      EAST,
      site('west', 'http://west.example.net'),
    ]);
    expectError(answer, 400, SITE_REPLICATION_MESSAGES.thisSiteMissing);
  });

  it('reports every site in sync, and one bucket on each', async () => {
    logInAs(ROOT_USER);
    await call('POST', 'admin/site-replication', [HOME, EAST]);
    const { body } = await call('GET', 'admin/site-replication/status');
    const status = siteReplicationStatusResponseSchema.parse(body);
    for (const summary of Object.values(status.statsSummary ?? {}))
      expect(summary.ReplicatedBuckets).toBe(summary.TotalBucketsCount);
    const bucket = await call('GET', 'admin/site-replication/status?entityType=bucket&entityValue=photos');
    const perSite = siteReplicationStatusResponseSchema.parse(bucket.body).bucketStats?.photos ?? {};
    expect(Object.values(perSite).map((state) => state.HasBucket)).toEqual([true, true]);
  });

  it('changes an endpoint by deployment id, and says when no site has it', async () => {
    logInAs(ROOT_USER);
    await call('POST', 'admin/site-replication', [HOME, EAST]);
    expectError(
      await call('PUT', 'admin/site-replication', { endpoint: 'http://x.example.net', deploymentID: 'nope' }),
      404,
      SITE_REPLICATION_MESSAGES.noSuchSite,
    );
    const east = siteReplicationInfoResponseSchema
      .parse((await call('GET', 'admin/site-replication')).body)
      .sites?.find((peer) => peer.name === 'east');
    const edit = await call('PUT', 'admin/site-replication', {
      endpoint: 'https://east.example.net',
      deploymentID: east?.deploymentID,
    });
    expect(edit.status).toBe(200);
  });

  it("removes a site; removing from a MinIO that does not replicate is MinIO's refusal", async () => {
    logInAs(ROOT_USER);
    expectError(
      await call('DELETE', 'admin/site-replication', { sites: ['east'] }),
      400,
      MINIO_SITE_REPLICATION_MESSAGES.notEnabled,
    );
    await call('POST', 'admin/site-replication', [HOME, EAST]);
    expect((await call('DELETE', 'admin/site-replication', { sites: ['east'] })).status).toBe(204);
    expect((await call('GET', 'admin/site-replication')).body).toEqual({ enabled: false });
  });

  it('refuses a user without the site replication actions', async () => {
    logInAs(READONLY_USER);
    expectError(await call('GET', 'admin/site-replication'), 403, 'Access Denied.');
  });
});

describe('KMS mocks answer as the console server does over a MinIO without a KMS', () => {
  it.each(KMS_ENDPOINTS.map((endpoint) => [endpoint.id, endpoint] as const))('%s', async (_, endpoint) => {
    logInAs(ROOT_USER);
    const path = endpoint.path.replace('{name}', 'some-key').slice(1);
    const answer = await call(endpoint.method, path, 'body' in endpoint ? { key: 'some-key' } : undefined);
    expectError(answer, 400, KMS_MESSAGES.notConfigured);
    expect(answer.body).toMatchObject({ detailedMessage: MINIO_KMS_NOT_CONFIGURED });
  });
});
