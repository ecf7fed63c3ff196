import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KMS_MESSAGES, KMS_OPERATIONS } from '../../src/contract/kms.ts';
import { FEATURE } from '../../src/contract/session.ts';
import type { InProcessConsole } from '../test-support/console-app.ts';
import type { Mc } from '../test-support/mc.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// Each KMS operation against a MinIO of its own whose KMS is a static key: what it reports, and the clear
// refusal of what a static key cannot do. The shared test MinIO (no KMS) is covered by the contract suite.

const PORT = 9600;
const KEY_NAME = 'srk-static-key';

let own: OwnMinio;
let server: InProcessConsole;
let cookie: string;
let mc: Mc;

async function get(path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await server.request(`/api/v1${path}`, { headers: { cookie } });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  own = await startOwnMinio('kms', PORT, {
    MINIO_KMS_SECRET_KEY: `${KEY_NAME}:${randomBytes(32).toString('base64')}`,
  });
  ({ app: server, cookie, mc } = own);
}, 120_000);

afterAll(() => own?.dispose());

describe('a MinIO whose KMS is a static key', () => {
  it('says in the session that a KMS exists', async () => {
    const { body } = await get('/session');
    expect(body.features).toContain(FEATURE.kms);
  });

  it('reports the key as the default, and its endpoint online', async () => {
    const { status, body } = await get('/kms/status');
    expect(status).toBe(200);
    expect(body).toEqual({
      name: 'MinIO builtin',
      defaultKeyID: KEY_NAME,
      endpoints: [{ url: expect.any(String), status: 'online' }],
    });
  });

  it('lists the key, as mc does', async () => {
    const { status, body } = await get('/kms/keys?pattern=*');
    expect(status).toBe(200);
    expect(body.results).toEqual([expect.objectContaining({ name: KEY_NAME })]);
    expect(mc.run(['admin', 'kms', 'key', 'list', mc.alias])).toContain(KEY_NAME);
  });

  it.each([
    ['the key', KEY_NAME, { keyID: KEY_NAME, encryptionErr: '', decryptionErr: '' }],
    [
      'a key it does not have',
      'no-such-key',
      { keyID: 'no-such-key', encryptionErr: expect.stringMatching(/does not exist/) },
    ],
  ])('checks %s', async (_, name, expected) => {
    const { status, body } = await get(`/kms/keys/${name}`);
    expect(status).toBe(200);
    expect(body).toMatchObject(expected);
  });

  it('reports its version and its request counts', async () => {
    expect(await get('/kms/version')).toEqual({ status: 200, body: { version: expect.any(String) } });
    const { status, body } = await get('/kms/metrics');
    expect(status).toBe(200);
    expect(body.requestOK).toBeGreaterThan(0);
    expect(body.latencyHistogram).toEqual(
      expect.arrayContaining([{ duration: expect.any(Number), total: expect.any(Number) }]),
    );
  });

  it.each([
    ['listing its APIs', () => get('/kms/apis'), KMS_OPERATIONS.apis],
    [
      'creating a key',
      async () => {
        const response = await server.request('/api/v1/kms/keys', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ key: 'srk-new-key' }),
        });
        return { status: response.status, body: await response.json() };
      },
      KMS_OPERATIONS.createKey,
    ],
  ])('refuses %s clearly, with MinIO words as the detail', async (_, send, operation) => {
    const { status, body } = await send();
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 400,
      message: KMS_MESSAGES.unsupported(operation),
      detailedMessage: expect.stringContaining('not supported'),
    });
  });

  it('refuses a key name that could not be one, before MinIO sees it', async () => {
    const { status, body } = await get(`/kms/keys/${encodeURIComponent('a b')}`);
    expect(status).toBe(400);
    expect(body.detailedMessage).toMatch(/no spaces/);
  });
});
