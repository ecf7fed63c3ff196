import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorFromResponse } from './errors.ts';

const S3_XML = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

describe("MinIO's refusal read from its answer", () => {
  const log = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => log.mockClear());

  it.each([
    [
      'an admin JSON body',
      400,
      {},
      '{"Code":"XMinioAdminNoSuchUser","Message":"The specified user does not exist"}',
      'XMinioAdminNoSuchUser',
      'The specified user does not exist',
    ],
    [
      'an S3 XML body',
      404,
      {},
      S3_XML('NoSuchKey', 'The specified key does not exist.'),
      'NoSuchKey',
      'The specified key does not exist.',
    ],
    [
      'a code without a message',
      400,
      {},
      S3_XML('InvalidArgument', ''),
      'InvalidArgument',
      'InvalidArgument',
    ],
    [
      'an empty JSON error',
      400,
      {},
      '{"Code":"","Message":""}',
      'HTTP400',
      'MinIO answered HTTP 400 (Bad Request)',
    ],
    ['no body at all', 400, {}, '', 'HTTP400', 'MinIO answered HTTP 400 (Bad Request)'],
    [
      'a HEAD refusal in headers',
      400,
      { 'x-minio-error-code': 'InvalidArgument', 'x-minio-error-desc': '"Invalid version id specified"' },
      '',
      'InvalidArgument',
      'Invalid version id specified',
    ],
    [
      "a proxy's HTML page",
      502,
      {},
      '<html><body><h1>502 Bad Gateway</h1>nginx at 10.1.2.3</body></html>',
      'HTTP502',
      'MinIO answered HTTP 502 (Bad Gateway)',
    ],
    [
      'plain text',
      500,
      {},
      'panic: runtime error at /srv/minio/cmd/x.go:12',
      'HTTP500',
      'MinIO answered HTTP 500 (Internal Server Error)',
    ],
    ['an unusual status', 599, {}, '', 'HTTP599', 'MinIO answered HTTP 599'],
  ])('%s (HTTP %i)', async (_, status, headers, body, code, message) => {
    const error = await apiErrorFromResponse(new Response(body || null, { status, headers }));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status,
      code,
      message,
    });
  });

  it('logs a body in an unknown format, rather than passing it on', async () => {
    const page = '<html><body>Bad gateway at 10.1.2.3</body></html>';
    const error = await apiErrorFromResponse(new Response(page, { status: 502 }));
    expect(error.message).not.toContain('10.1.2.3');
    expect(String(log.mock.calls[0]?.[0])).toContain(page);
  });

  it('reads no more than the start of a huge body', async () => {
    let pulled = 0;
    const huge = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        if (pulled > 200) controller.close();
        else controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
      },
    });
    const error = await apiErrorFromResponse(new Response(huge, { status: 502 }));
    expect(error.message).toBe('MinIO answered HTTP 502 (Bad Gateway)');
    expect(pulled).toBeLessThan(5);
  });
});
