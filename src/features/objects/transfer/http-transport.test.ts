import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { logInAs, ROOT_USER } from '../../../../mocks/model';
import { server } from '../../../../mocks/node';
import { httpTransport } from './http-transport';

const TARGET = { bucketName: 'photos', key: 'albums/part.bin' };
const PART = { uploadId: 'u1', partNumber: 1, bytes: new Blob(['12345']), direct: true };
const MINIO_PART_URL = 'https://minio.invalid/photos/albums/part.bin';

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

const sendDirectPart = () => httpTransport.uploadPart(TARGET, PART, () => {}, new AbortController().signal);

describe('a part sent straight to MinIO at its presigned URL', () => {
  beforeEach(() => logInAs(ROOT_USER));

  it('is stored with the ETag MinIO answers', async () => {
    server.use(
      http.put(MINIO_PART_URL, async ({ request }) => {
        expect(new URL(request.url).searchParams.get('partNumber')).toBe('1');
        expect(await request.text()).toBe('12345');
        return new HttpResponse(null, { headers: { etag: '"5d41402abc4b2a76"' } });
      }),
    );
    await expect(sendDirectPart()).resolves.toEqual({ partNumber: 1, size: 5, etag: '5d41402abc4b2a76' });
  });

  it.each([
    [
      "MinIO's refusal, in its words",
      () => HttpResponse.text(s3Error('AccessDenied', 'Access Denied.'), { status: 403 }),
      { status: 403, errorMessage: 'Access Denied.' },
    ],
    [
      'no ETag the page may read (CORS)',
      () => new HttpResponse(null, { status: 200 }),
      { status: undefined, detailedError: 'MinIO sent no ETag for the part (see its CORS settings)' },
    ],
    [
      'no answer, to be tried again',
      () => HttpResponse.error(),
      { status: undefined, errorMessage: 'MinIO could not be reached' },
    ],
  ])('fails on %s', async (_what, answer, expected) => {
    server.use(http.put(MINIO_PART_URL, answer));
    await expect(sendDirectPart()).rejects.toMatchObject(expected);
  });
});
