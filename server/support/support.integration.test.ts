import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGES } from '../../src/contract/support.ts';
import { apiCaller, type InProcessConsole } from '../test-support/console-app.ts';
import type { Mc } from '../test-support/mc.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// Support against a MinIO of its own (MinIO has one profiler, one registration and one call-home setting,
// which the contract suite changes on the shared one): profiling, the offline registration and call home, each
// effect read back with mc or MinIO's own admin API; SUBNET is a loopback port nothing answers on.

const PORT = 9572;
let own: OwnMinio;

const id = randomBytes(3).toString('hex');
const limited = { user: `it-support-${id}`, password: `it-support-${id}-secret` };
const apiKey = `it-${id}-0000-4000-8000-000000000000`;

let mc: Mc;
let app: InProcessConsole;
let rootCookie: string;
let root: ReturnType<typeof apiCaller>;
let readonly: ReturnType<typeof apiCaller>;

/** `mc admin config get` of a line, as `key → value`. */
const configOf = (name: string) =>
  new Map(
    [...mc.run(['admin', 'config', 'get', mc.alias, name]).matchAll(/(\w+)=(\S*)/g)].map(
      ([, key, value]) => [key, value] as const,
    ),
  );

beforeAll(async () => {
  own = await startOwnMinio('support', PORT);
  ({ app, mc, cookie: rootCookie } = own);
  mc.run(['admin', 'user', 'add', mc.alias, limited.user, limited.password]);
  mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--user', limited.user]);
  const limitedCookie = await app.login(limited.user, limited.password);
  root = apiCaller(app, () => rootCookie);
  readonly = apiCaller(app, () => limitedCookie);
}, 120_000);

afterAll(() => own?.dispose());

describe('profiling', () => {
  it('stops MinIO’s profilers and answers their zip, after which MinIO has none running', async () => {
    const started = await root('POST', '/profiling/start', { type: 'cpu,mem' });
    expect(started.status).toBe(201);
    expect(started.body.startResults.some((result: { success: boolean }) => result.success)).toBe(true);

    const zip = await app.request('/api/v1/profiling/stop', {
      method: 'POST',
      headers: { cookie: rootCookie },
    });
    expect(zip.status).toBe(201);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('-cpu.pprof'))).toBe(true);

    const again = await root('POST', '/profiling/stop');
    expect(again).toMatchObject({ status: 400, body: { message: SUPPORT_MESSAGES.notProfiling } });
  });

  it('is refused to a user without MinIO’s profiling action', async () => {
    expect((await readonly('POST', '/profiling/start', { type: 'cpu' })).status).toBe(403);
  });
});

describe('the offline registration and call home', () => {
  it('stores the API key pasted back in MinIO’s subnet config', async () => {
    const token = await root('GET', '/subnet/registration-token');
    const info = JSON.parse(Buffer.from(token.body.regToken, 'base64').toString('utf8'));
    expect(info.info.no_of_drives).toBeGreaterThan(0);

    expect((await root('PUT', '/subnet/apikey', { apiKey })).status).toBe(204);
    expect(configOf('subnet').get('api_key')).toBe(apiKey);
    expect((await root('GET', '/subnet/registration')).body).toMatchObject({
      registered: true,
      apiKeySet: true,
    });
  });

  it('round-trips call home through MinIO’s callhome config', async () => {
    expect((await root('PUT', '/support/callhome', { diagState: true, logsState: false })).status).toBe(204);
    // MinIO leaves `enable` out of a line that is on.
    expect(configOf('callhome').get('enable') ?? 'on').toBe('on');
    expect((await root('GET', '/support/callhome')).body).toEqual({
      diagnosticsStatus: true,
      logsStatus: false,
    });

    expect((await root('PUT', '/support/callhome', { diagState: false, logsState: false })).status).toBe(204);
    expect(configOf('callhome').get('enable')).toBe('off');
  });

  it('is refused to a user without ConfigUpdate', async () => {
    expect((await readonly('GET', '/support/callhome')).status).toBe(403);
    expect((await readonly('PUT', '/subnet/apikey', { apiKey })).status).toBe(403);
  });
});

describe('SUBNET from a console server with no way out', () => {
  it.each([
    ['POST', '/subnet/login', { username: 'admin@example.net', password: 'secret' }],
    ['POST', '/subnet/register', { token: 'access', account_id: '42' }],
    ['GET', '/subnet/apikey?token=access', undefined],
  ])('%s %s fails at once, saying SUBNET cannot be reached', async (method, path, body) => {
    const answer = await root(method, path, body);
    expect(answer).toMatchObject({
      status: 502,
      body: {
        message: SUPPORT_MESSAGES.subnetUnreachable,
        detailedMessage: expect.stringMatching(/^ECONNREFUSED/),
      },
    });
  });
});
