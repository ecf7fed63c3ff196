import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSPECT_KEY_HEADER } from '../../src/contract/inspect.ts';
import { s3ClientFor } from '../minio/s3-client.ts';
import { openStream } from '../minio/sio.ts';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from '../test-support/console-app.ts';

const minio = minioTestEnv();
const bucket = `inspect-${randomBytes(4).toString('hex')}`;
const s3 = s3ClientFor(minio.endpoint, 'us-east-1', {
  accessKey: minio.rootUser,
  secretKey: minio.rootPassword,
});
let app: InProcessConsole;
let cookie = '';

beforeAll(async () => {
  app = inProcessConsole(minio.endpoint);
  cookie = await app.login(minio.rootUser, minio.rootPassword);
  await s3.makeBucket(bucket);
  await s3.putObject(bucket, 'photos/a.jpg', Buffer.from('inspected'));
});

afterAll(async () => {
  await s3.removeObject(bucket, 'photos/a.jpg').catch(() => {});
  await s3.removeBucket(bucket).catch(() => {});
  app.dispose();
});

const inspect = (query: string) => app.request(`/api/v1/admin/inspect?${query}`, { headers: { cookie } });

/** A zip's entries by name, each inflated, read through its central directory. */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(-1);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + size);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + skip;
  }
  return entries;
}

describe('inspect', () => {
  it("downloads the object's metadata sealed by MinIO, which the key given once opens", async () => {
    const response = await inspect(`volume=${bucket}&file=photos/a.jpg/xl.meta`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      `inspect-${bucket}-photos_a.jpg_xl.meta.enc`,
    );
    const key = Buffer.from(response.headers.get(INSPECT_KEY_HEADER) ?? '', 'hex');
    expect(key).toHaveLength(32);

    const sealed = new Uint8Array(await response.arrayBuffer());
    const zip = Buffer.from(openStream({ cipher: 'aes-256-gcm', key, nonce: new Uint8Array(8) }, sealed));
    const metadata = [...zipEntries(zip)].filter(([name]) => name.endsWith(`${bucket}/photos/a.jpg/xl.meta`));
    expect(metadata.length).toBeGreaterThan(0);
    // xl.meta begins with MinIO's "XL2 " magic.
    for (const [, data] of metadata) expect(data.subarray(0, 4).toString('latin1')).toBe('XL2 ');
  });

  it.each([
    ['no file', `volume=${'x'}`, 'file: required in the query'],
    [
      'a path that climbs out of the volume',
      'volume=b&file=../config/config.json',
      'must be a path inside the volume',
    ],
    ['a volume with a slash', 'volume=a/b&file=x', 'must be a bucket (or MinIO volume) name'],
  ])('refuses %s', async (_, query, detail) => {
    const response = await inspect(query);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { detailedMessage: string }).detailedMessage).toContain(detail);
  });

  it('refuses encryption for MinIO support, whose key it cannot fetch', async () => {
    const response = await inspect(`volume=${bucket}&file=photos/a.jpg/xl.meta&encrypt=true`);
    expect(response.status).toBe(400);
  });
});
