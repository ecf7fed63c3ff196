import { STATUS_CODES } from 'node:http';

/** The words for an answer that carries none of its own. */
export function statusText(status: number): string {
  const reason = STATUS_CODES[status];
  return reason ? `MinIO answered HTTP ${status} (${reason})` : `MinIO answered HTTP ${status}`;
}

/**
 * MinIO answered, with an error status; `code` and `message` are MinIO's own. The message is never empty: without
 * one it is the code, and without a code the status's words.
 */
export class MinioApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message.trim() || code || statusText(status));
    this.name = 'MinioApiError';
    this.status = status;
    this.code = code || `HTTP${status}`;
  }
}

/** No answer from MinIO: connection refused, DNS failure, reset, or timeout. */
export class MinioUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MinioUnreachableError';
  }
}

/**
 * Builds the error from MinIO's JSON body (admin API) or XML body (S3 and STS). Any other body (a proxy's HTML
 * page, a stack trace) is not for the browser: it goes to the log, and the error only names the status.
 */
export async function apiErrorFromResponse(response: Response): Promise<MinioApiError> {
  const text = await readText(response);
  const fields = jsonErrorFields(text) ?? xmlErrorFields(text) ?? headerErrorFields(response.headers);
  if (!fields && text.trim()) {
    console.warn(`MinIO answered HTTP ${response.status} in an unknown format: ${text.slice(0, 2000)}`);
  }
  return new MinioApiError(response.status, fields?.code ?? '', fields?.message ?? '');
}

/** Runs a fetch-like call, turning transport failures into `MinioUnreachableError`. */
export async function reachMinio<T>(
  what: string,
  call: () => Promise<T>,
  callerSignal?: AbortSignal,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // The caller's own abort is not MinIO's fault: let it through unchanged.
    if (callerSignal?.aborted) throw error;
    throw new MinioUnreachableError(`${what}: ${transportFailureReason(error)}`, { cause: error });
  }
}

/** Decodes the five predefined XML entities and numeric references. */
function decodeXmlText(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return XML_ENTITIES[lower] ?? '';
  });
}

/** The text of the first `<name>…</name>` element, decoded. */
export function xmlElementText(xml: string, name: string): string | undefined {
  const match = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`).exec(xml);
  return match?.[1] === undefined ? undefined : decodeXmlText(match[1].trim());
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

interface ErrorFields {
  code: string;
  message: string;
}

function jsonErrorFields(text: string): ErrorFields | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null) return undefined;
    const { Code, Message } = body as { Code?: unknown; Message?: unknown };
    return {
      code: typeof Code === 'string' ? Code : '',
      message: typeof Message === 'string' ? Message : '',
    };
  } catch {
    return undefined;
  }
}

function xmlErrorFields(text: string): ErrorFields | undefined {
  const code = xmlElementText(text, 'Code');
  if (code === undefined) return undefined;
  return { code, message: xmlElementText(text, 'Message') ?? '' };
}

/** An error body is a few hundred bytes: more than this is not read. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** The start of the body as text; whatever could not be read is left out. */
/** MinIO names its refusal of a HEAD request, which has no body, in headers; the description quoted. */
function headerErrorFields(headers: Headers): ErrorFields | undefined {
  const code = headers.get('x-minio-error-code');
  if (!code) return undefined;
  return { code, message: unquoted(headers.get('x-minio-error-desc') ?? '') };
}

export const unquoted = (text: string) => /^"(.*)"$/s.exec(text)?.[1] ?? text;

async function readText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < MAX_ERROR_BODY_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      length += value.length;
    }
  } catch {
    // Cut short: what arrived is all there is.
  } finally {
    void reader.cancel().catch(() => {});
  }
  return new TextDecoder().decode(Buffer.concat(chunks).subarray(0, MAX_ERROR_BODY_BYTES));
}

function transportFailureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'MinIO did not answer in time';
  if (!(error instanceof Error)) return String(error);
  // fetch says only "fetch failed"; the cause names the socket error (an AggregateError for
  // several addresses has an empty message but a code).
  const cause = error.cause as NodeJS.ErrnoException | undefined;
  return cause?.message || cause?.code || error.message;
}
