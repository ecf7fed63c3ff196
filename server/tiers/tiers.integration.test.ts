import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIER_MESSAGES, type Tier, tierSettings } from '../../src/contract/tiers.ts';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from '../test-support/console-app.ts';
import { jsonLines, type Mc, mcFor } from '../test-support/mc.ts';
import { startTierRemote, type TierRemote } from '../test-support/tier-remote.ts';

// Tiers against a second MinIO this file starts (port 9512): the console's MinIO moves objects to it, as a
// MinIO-type tier and as an S3-type tier (its S3 API). Every effect is read back with mc.

const REMOTE_PORT = 9512;
/** The scanner records what a tier holds once a cycle has passed: about a minute on a small server. */
const USAGE_WAIT_MS = 180_000;
const WRONG_SECRET =
  'failed to perform PUT: The request signature we calculated does not match the signature you provided. Check your key and signing method.';

const id = randomBytes(3).toString('hex');
const minioTier = `it-minio-${id}`;
const s3Tier = `it-s3-${id}`;
const source = `it-tiered-${id}`;
const rotated = { user: `it-tier-${id}`, password: `it-tier-${id}-secret` };

let remote: TierRemote;
let mc: Mc;
let app: InProcessConsole;
let cookie: string;

async function call(method: string, path: string, body?: unknown) {
  const response = await app.request(`/api/v1/${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : undefined };
}

const tierBody = (type: 'minio' | 's3', name: string, change: Record<string, string> = {}) => ({
  type,
  [type]: {
    name,
    endpoint: remote.endpoint,
    accesskey: remote.accessKey,
    secretkey: remote.secretKey,
    bucket: remote.bucket,
    prefix: `${name}/`,
    ...change,
  },
});

interface McTier {
  Name: string;
  Type: string;
  MinIO?: { AccessKey?: string; Endpoint?: string };
  S3?: { AccessKey?: string; Endpoint?: string; StorageClass?: string };
}

/** The tiers as `mc admin tier ls` reports them. */
function mcTiers(): McTier[] {
  const output = mc.run(['admin', 'tier', 'ls', '--json', mc.alias]);
  // With no tier at all, mc prints a sentence ("No remote tier has been configured") rather than JSON.
  if (!output.trimStart().startsWith('{')) return [];
  return (jsonLines(output)[0] as { tiers?: McTier[] }).tiers ?? [];
}
const mcTier = (name: string) => mcTiers().find((tier) => tier.Name === name.toUpperCase());

const listed = async (name: string): Promise<Tier | undefined> =>
  ((await call('GET', 'admin/tiers')).body.items as Tier[]).find(
    (tier) => tierSettings(tier).name === name.toUpperCase(),
  );

beforeAll(async () => {
  const env = minioTestEnv();
  remote = await startTierRemote(REMOTE_PORT);
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  app = inProcessConsole(env.endpoint);
  cookie = await app.login(env.rootUser, env.rootPassword);
  mc.run(['mb', `${mc.alias}/${source}`]);
});

afterAll(async () => {
  if (mc) {
    // MinIO removes only an empty tier: the moved object goes first, on both sides.
    for (const [client, args] of [
      [mc, ['rb', '--force', `${mc.alias}/${source}`]],
      [remote.mc, ['rm', '--recursive', '--force', `${remote.mc.alias}/${remote.bucket}`]],
      [mc, ['admin', 'tier', 'rm', mc.alias, minioTier.toUpperCase()]],
      [mc, ['admin', 'tier', 'rm', mc.alias, s3Tier.toUpperCase()]],
    ] as const) {
      try {
        client.run([...args]);
      } catch {
        // Already gone, or never made when an earlier step failed.
      }
    }
    mc.dispose();
  }
  app?.dispose();
  await remote?.stop();
}, 60_000);

describe('tiers on a second MinIO', () => {
  it("refuses wrong credentials with MinIO's message, and adds nothing", async () => {
    const refused = await call(
      'POST',
      'admin/tiers',
      tierBody('minio', minioTier, { secretkey: 'wrong-secret' }),
    );

    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: WRONG_SECRET,
    });
    expect(mcTier(minioTier)).toBeUndefined();
  });

  it('adds a MinIO tier and an S3 tier, their names in capitals', async () => {
    expect((await call('POST', 'admin/tiers', tierBody('minio', minioTier))).status).toBe(201);
    expect(
      (await call('POST', 'admin/tiers', tierBody('s3', s3Tier, { storageclass: 'STANDARD' }))).status,
    ).toBe(201);

    expect(mcTier(minioTier)).toMatchObject({ Type: 'minio', MinIO: { Endpoint: remote.endpoint } });
    expect(mcTier(s3Tier)).toMatchObject({
      Type: 's3',
      S3: { Endpoint: remote.endpoint, StorageClass: 'STANDARD' },
    });
  });

  it('refuses a second tier of the same name', async () => {
    const again = await call('POST', 'admin/tiers', tierBody('s3', s3Tier));

    expect({ status: again.status, message: again.body.message }).toEqual({
      status: 409,
      message: TIER_MESSAGES.alreadyExists,
    });
  });

  it('lists both as reachable, and never answers a secret', async () => {
    const list = await call('GET', 'admin/tiers');

    expect(list.text).not.toContain(remote.secretKey);
    expect(await listed(minioTier)).toMatchObject({
      type: 'minio',
      status: true,
      minio: {
        endpoint: remote.endpoint,
        bucket: remote.bucket,
        prefix: `${minioTier}/`,
        secretkey: 'REDACTED',
      },
    });
    expect(await listed(s3Tier)).toMatchObject({
      type: 's3',
      status: true,
      s3: { storageclass: 'STANDARD' },
    });
  });

  it(
    'moves an object to the tier, and the list shows what the tier holds',
    async () => {
      // A rule already due when the object is written: MinIO moves the object at once, not a day later.
      mc.run([
        'ilm',
        'rule',
        'add',
        '--transition-days',
        '0',
        '--transition-tier',
        minioTier.toUpperCase(),
        `${mc.alias}/${source}`,
      ]);
      mc.run(['pipe', `${mc.alias}/${source}/cold.txt`], 'moved to the tier\n');

      await expect
        .poll(() => jsonLines(mc.run(['stat', '--json', `${mc.alias}/${source}/cold.txt`]))[0], {
          timeout: 30_000,
        })
        .toMatchObject({ metadata: { 'X-Amz-Storage-Class': minioTier.toUpperCase() } });
      expect(mc.run(['cat', `${mc.alias}/${source}/cold.txt`])).toBe('moved to the tier\n');
      await expect
        .poll(async () => tierSettings((await listed(minioTier)) ?? { type: 'unsupported' }), {
          timeout: USAGE_WAIT_MS,
          interval: 2_000,
        })
        .toMatchObject({ usage: '18 B', objects: '1', versions: '1' });
    },
    USAGE_WAIT_MS + 60_000,
  );

  it("rotates the credentials, refusing wrong ones with MinIO's message", async () => {
    remote.mc.run(['admin', 'user', 'add', remote.mc.alias, rotated.user, rotated.password]);
    remote.mc.run(['admin', 'policy', 'attach', remote.mc.alias, 'readwrite', '--user', rotated.user]);
    const path = `admin/tiers/minio/${minioTier.toUpperCase()}/credentials`;

    const wrong = await call('PUT', path, { access_key: rotated.user, secret_key: 'wrong-secret' });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 400,
      message: WRONG_SECRET,
    });
    // MinIO keeps the credentials it refused: the tier is unreachable until working ones replace them.
    expect(mcTier(minioTier)?.MinIO?.AccessKey).toBe(rotated.user);
    expect(await listed(minioTier)).toMatchObject({ status: false });

    const rotation = await call('PUT', path, { access_key: rotated.user, secret_key: rotated.password });
    expect(rotation.status).toBe(200);
    expect(mcTier(minioTier)?.MinIO?.AccessKey).toBe(rotated.user);
    expect(await listed(minioTier)).toMatchObject({ status: true });
    expect(mc.run(['cat', `${mc.alias}/${source}/cold.txt`])).toBe('moved to the tier\n');
  });

  it('refuses to remove the tier while a lifecycle rule moves objects to it, naming the bucket', async () => {
    const refused = await call('DELETE', `admin/tiers/${minioTier.toUpperCase()}/remove`);

    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: TIER_MESSAGES.usedByRules([source]),
    });
    expect(mcTier(minioTier)).toBeDefined();
  });

  it("without the rule, shows MinIO's refusal to remove a tier that holds objects", async () => {
    mc.run(['ilm', 'rule', 'rm', '--all', '--force', `${mc.alias}/${source}`]);

    const refused = await call('DELETE', `admin/tiers/${minioTier.toUpperCase()}/remove`);

    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 400,
      message: TIER_MESSAGES.backendNotEmpty,
    });
    expect(mcTier(minioTier)).toBeDefined();
  });

  it('removes a tier that holds nothing', async () => {
    expect((await call('DELETE', `admin/tiers/${s3Tier}/remove`)).status).toBe(204);

    expect(mcTier(s3Tier)).toBeUndefined();
    expect((await call('DELETE', `admin/tiers/${s3Tier}/remove`)).status).toBe(404);
  });
});
