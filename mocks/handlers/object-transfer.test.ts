import { describe, expect, it } from 'vitest';
import {
  completeUploadResponseSchema,
  createUploadResponseSchema,
  listUploadPartsResponseSchema,
  MIN_PART_SIZE,
  uploadedPartSchema,
} from '../../src/contract/object-transfer';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { latestOf, versionsOf } from '../objects-model';
import { MINIO_TRANSFER_MESSAGES } from './object-transfer';

const BUCKET = 'photos';
const api = (path: string) => new URL(`api/v1/buckets/${BUCKET}/${path}`, 'http://localhost:3000/');
const keyed = (path: string, key: string) =>
  `${path}${path.includes('?') ? '&' : '?'}prefix=${encodeURIComponent(key)}`;

async function send(method: string, path: string, body?: BodyInit, type?: string) {
  const response = await fetch(api(path), { method, body, headers: type ? { 'content-type': type } : {} });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

const sendJson = (method: string, path: string, body: unknown) =>
  send(method, path, JSON.stringify(body), 'application/json');

async function createUpload(key: string, size: number) {
  const answer = await sendJson('POST', keyed('uploads', key), { size });
  expect(answer.status).toBe(201);
  return createUploadResponseSchema.parse(answer.body);
}

const putPart = async (key: string, uploadId: string, partNumber: number, bytes: Uint8Array<ArrayBuffer>) =>
  send('PUT', keyed(`uploads/${uploadId}/parts/${partNumber}`, key), new Blob([bytes]));

const text = (bytes: Uint8Array | null | undefined) => new TextDecoder().decode(bytes ?? new Uint8Array());

describe('transfer mocks answer as the console server does', () => {
  it('stores a multipart upload, offers it again to resume, and completes it with the listed parts', async () => {
    logInAs(ROOT_USER);
    const size = MIN_PART_SIZE + 3;
    const key = 'videos/clip #1.bin';
    const { uploadId, partSize } = await createUpload(key, size);
    expect(partSize).toBe(MIN_PART_SIZE);

    const first = uploadedPartSchema.parse(
      (await putPart(key, uploadId, 1, new Uint8Array(MIN_PART_SIZE))).body,
    );
    expect(await createUpload(key, size)).toEqual({ uploadId, partSize, resumed: true });
    expect((await createUpload(key, 100)).uploadId).not.toBe(uploadId);

    const last = uploadedPartSchema.parse((await putPart(key, uploadId, 2, new Uint8Array([1, 2, 3]))).body);
    const listed = listUploadPartsResponseSchema.parse(
      (await send('GET', keyed(`uploads/${uploadId}/parts`, key))).body,
    );
    expect(listed.parts).toEqual([first, last]);

    const done = await sendJson('POST', keyed(`uploads/${uploadId}/complete`, key), { parts: [last, first] });
    expect(done.status).toBe(200);
    expect(completeUploadResponseSchema.parse(done.body).versionId).toBe(latestOf(BUCKET, key)?.versionId);
    expect(latestOf(BUCKET, key)?.size).toBe(size);
    expect((await send('GET', keyed(`uploads/${uploadId}/parts`, key))).body).toEqual({
      code: 404,
      message: MINIO_TRANSFER_MESSAGES.noSuchUpload,
    });
  });

  it.each([
    ['an unknown part', [{ partNumber: 2, etag: 'x' }], MINIO_TRANSFER_MESSAGES.invalidPart],
    ['a small part before the last', 'small', MINIO_TRANSFER_MESSAGES.entityTooSmall],
  ])('refuses to complete with %s', async (_what, parts, message) => {
    logInAs(ROOT_USER);
    const key = 'refused.bin';
    const { uploadId } = await createUpload(key, 20);
    const one = uploadedPartSchema.parse((await putPart(key, uploadId, 1, new Uint8Array(10))).body);
    const two = uploadedPartSchema.parse((await putPart(key, uploadId, 2, new Uint8Array(10))).body);
    const chosen = parts === 'small' ? [one, two] : parts;
    expect(await sendJson('POST', keyed(`uploads/${uploadId}/complete`, key), { parts: chosen })).toEqual({
      status: 400,
      body: { code: 400, message },
    });
  });

  it('aborts an upload (twice is fine)', async () => {
    logInAs(ROOT_USER);
    const { uploadId } = await createUpload('gone.bin', 10);
    expect((await send('DELETE', keyed(`uploads/${uploadId}`, 'gone.bin'))).status).toBe(204);
    expect((await send('DELETE', keyed(`uploads/${uploadId}`, 'gone.bin'))).status).toBe(204);
    expect((await send('GET', keyed(`uploads/${uploadId}/parts`, 'gone.bin'))).status).toBe(404);
  });

  it('takes the single-request form, the field named after the size, as a new version', async () => {
    logInAs(ROOT_USER);
    const before = versionsOf(BUCKET, 'docs/notes.txt').length;
    const form = new FormData();
    form.append('5', new File(['hello'], 'ignored.txt', { type: 'text/plain' }));
    expect((await send('POST', keyed('objects/upload', 'docs/notes.txt'), form)).status).toBe(200);
    expect(text(latestOf(BUCKET, 'docs/notes.txt')?.body)).toBe('hello');
    expect(versionsOf(BUCKET, 'docs/notes.txt')).toHaveLength(before + 1);

    const misnamed = new FormData();
    misnamed.append('file', new File(['x'], 'x.txt'));
    expect(await send('POST', keyed('objects/upload', 'x.txt'), misnamed)).toEqual({
      status: 400,
      body: {
        code: 400,
        message: 'Invalid request',
        detailedMessage: `The file's field name must be its size in bytes, not "file"`,
      },
    });
  });

  it.each([
    ['an upload without a key', 'POST', 'uploads', '{"size":1}', 'prefix: required in the query'],
    ['an upload to the key "/"', 'POST', 'uploads?prefix=/', '{"size":1}', 'prefix: required in the query'],
    [
      'a key given twice',
      'POST',
      'uploads?prefix=a&prefix=b',
      '{"size":1}',
      'prefix: may be given only once',
    ],
    [
      'part number 0',
      'PUT',
      'uploads/u/parts/0?prefix=a',
      'x',
      'part_number: must be a whole number from 1 to 10000',
    ],
    ['a download without a key', 'GET', 'objects/download', undefined, 'prefix: required in the query'],
    [
      'a download of a version id that is none',
      'GET',
      'objects/download?prefix=a&version_id=v1',
      undefined,
      'version_id: A version id is a UUID, or "null" for an unversioned object',
    ],
    [
      'a preview flag that is neither true nor false',
      'GET',
      'objects/download?prefix=a&preview=yes',
      undefined,
      'preview: must be true or false',
    ],
  ])('refuses %s as the server does', async (_what, method, path, body, detail) => {
    logInAs(ROOT_USER);
    expect(await send(method, path, body, body && 'application/json')).toEqual({
      status: 400,
      body: { code: 400, message: 'Invalid request', detailedMessage: detail },
    });
  });

  it.each([
    ['an empty zip form', 'application/x-www-form-urlencoded', '', 400, 'body: Choose at least one object'],
    ['keys in another format', 'text/plain', 'a', 415, 'The request body must be application/json'],
  ])('refuses %s to zip', async (_what, type, body, status, detail) => {
    logInAs(ROOT_USER);
    expect((await send('POST', 'objects/download-multiple', body, type)).body).toMatchObject({
      code: status,
      detailedMessage: detail,
    });
  });

  it('refuses uploads to a user without s3:PutObject', async () => {
    logInAs(READONLY_USER);
    expect(await sendJson('POST', keyed('uploads', 'a.bin'), { size: 1 })).toEqual({
      status: 403,
      body: { code: 403, message: MINIO_MESSAGES.accessDenied },
    });
  });

  it('downloads an object whole, a range of it, or says the range cannot be satisfied', async () => {
    logInAs(ROOT_USER);
    const path = keyed('objects/download', 'docs/notes.txt');
    const whole = await fetch(api(path));
    const content = await whole.text();
    expect(whole.headers.get('content-type')).toBe('application/octet-stream');
    expect(whole.headers.get('content-disposition')).toBe(
      `attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`,
    );

    const part = await fetch(api(path), { headers: { range: 'bytes=0-4' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-4/${content.length}`);
    expect(await part.text()).toBe(content.slice(0, 5));

    const beyond = await fetch(api(path), { headers: { range: `bytes=${content.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${content.length}`);
  });

  it('zips a selection: folders below their own name, objects at the root', async () => {
    logInAs(ROOT_USER);
    const response = await fetch(api('objects/download-multiple'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['keys', 'albums/2024/'],
        ['keys', 'README.md'],
      ]),
    });
    expect(response.headers.get('content-type')).toBe('application/zip');
    const names = new TextDecoder().decode(await response.arrayBuffer());
    for (const name of ['2024/summer/beach.jpg', '2024/winter/snow.jpg', 'README.md'])
      expect(names).toContain(name);
    expect(names).not.toContain('albums/');
  });
});
