import type { Context } from 'hono';
import { parse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { BODY_LIMITS } from '../../src/contract/body-limits.ts';
import { bodyMustBe, isMediaType, UNSUPPORTED_CONTENT_TYPE } from '../../src/contract/media-type.ts';
import { ConsoleError } from './errors.ts';

/** The limits live with the contract, which declares each operation's (`bodyLimit`). */
export { BODY_LIMITS };

export interface BodyOptions {
  /** Defaults to `BODY_LIMITS.default`. */
  maxBytes?: number;
}

const tooLarge = (maxBytes: number) =>
  new ConsoleError(413, 'Request body too large', `The request body may have at most ${maxBytes} bytes`);

const unsupportedType = (expected: string) =>
  new ConsoleError(415, UNSUPPORTED_CONTENT_TYPE, bodyMustBe(expected));

/**
 * The whole body, refused with a 413 once it passes `maxBytes`: up front by its Content-Length, and while
 * reading for a chunked body, which is never buffered beyond the cap.
 */
export async function readBodyBytes(c: Context, maxBytes: number): Promise<Uint8Array> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, length);
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

async function readUtf8(c: Context, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(c, maxBytes);
  try {
    return utf8.decode(bytes);
  } catch {
    throw new ConsoleError(400, 'Invalid request', 'The request body must be UTF-8 text');
  }
}

/**
 * The request's JSON body checked against its contract schema: a 415 unless it is `application/json`, a 413
 * past `maxBytes`, and a 400 with the reason when it is not JSON or does not fit the schema.
 */
export async function readJson<T extends $ZodType>(
  c: Context,
  schema: T,
  { maxBytes = BODY_LIMITS.default }: BodyOptions = {},
): Promise<output<T>> {
  if (!isMediaType(c.req.header('content-type'), 'application/json'))
    throw unsupportedType('application/json');
  const text = await readUtf8(c, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ConsoleError(400, 'Invalid request', 'The request body must be JSON');
  }
  return parse(schema, body);
}

/** An `application/x-www-form-urlencoded` body, bounded like `readJson`. */
export async function readUrlEncodedForm(
  c: Context,
  { maxBytes = BODY_LIMITS.default }: BodyOptions = {},
): Promise<URLSearchParams> {
  if (!isMediaType(c.req.header('content-type'), 'application/x-www-form-urlencoded')) {
    throw unsupportedType('application/x-www-form-urlencoded');
  }
  return new URLSearchParams(await readUtf8(c, maxBytes));
}

/** A `multipart/form-data` body, bounded like `readJson` (only small forms: uploads are streamed instead). */
export async function readMultipartForm(
  c: Context,
  { maxBytes = BODY_LIMITS.default }: BodyOptions = {},
): Promise<FormData> {
  const contentType = c.req.header('content-type') ?? '';
  // Its `boundary` parameter is required, so only the essence is compared.
  if (contentType.split(';')[0]?.trim().toLowerCase() !== 'multipart/form-data')
    throw unsupportedType('multipart/form-data');
  const bytes = await readBodyBytes(c, maxBytes);
  try {
    return await new Response(Buffer.from(bytes), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ConsoleError(400, 'Invalid request', 'The request body must be a multipart form');
  }
}
