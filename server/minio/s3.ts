import { AsyncLocalStorage } from 'node:async_hooks';
import * as http from 'node:http';
import * as https from 'node:https';
import type { Readable } from 'node:stream';
import {
  Client,
  InvalidArgumentError,
  InvalidBucketNameError,
  InvalidObjectNameError,
  InvalidPrefixError,
  S3Error,
} from 'minio';
import { objectKeyProblem } from '../../src/contract/object-key.ts';
import { webStreamOf } from '../lib/web-stream.ts';
import { apiErrorFromResponse, MinioApiError, MinioUnreachableError, unquoted } from './errors.ts';
import type { Credentials } from './sigv4.ts';

/** `key`, when it may name an object in a request path; refused (400) before anything is sent otherwise. */
export function checkedObjectKey(key: string): string {
  const problem = objectKeyProblem(key);
  if (problem) throw new InvalidObjectNameError(problem);
  return key;
}

type RequestOptions = Parameters<Client['makeRequestAsync']>[0];

/** How long MinIO may stay silent, before its answer or in the middle of it, before the call is given up. */
export const S3_IDLE_TIMEOUT_MS = 30_000;

/** What the SDK request under way was answered, as far as the SDK's errors leave it out. */
interface Answered {
  status?: number;
  /** MinIO's refusal, for a status the SDK fails on without reading the answer (5xx and a few others). */
  refusal?: Promise<MinioApiError>;
}

const answered = new AsyncLocalStorage<Answered>();

/** An S3Error with the status MinIO answered it with. */
type AnsweredS3Error = S3Error & { status?: number };

/**
 * `request` of node:http(s) with a bound on MinIO's silence (the SDK has none): a MinIO that stops answering
 * fails the call instead of holding it, and its socket, forever. A body the console is not reading yet (its reader
 * is slow) is not MinIO's silence. Each answer's status is noted for the SDK call that asked, and a 5xx answer
 * is read (the SDK throws a bare "Request failed" without reading it, leaving it on its socket).
 */
function boundedTransport(
  base: typeof http | typeof https,
  idleTimeoutMs: number,
): Pick<typeof http, 'request'> {
  const request = (options: http.RequestOptions, callback?: (response: http.IncomingMessage) => void) => {
    const asked = answered.getStore();
    let answer: http.IncomingMessage | undefined;
    const outgoing = base.request(options, (response) => {
      answer = response;
      if (asked) {
        asked.status = response.statusCode;
        if (asked.status && asked.status >= 500) asked.refusal = refusalOf(response);
      }
      callback?.(response);
    });
    outgoing.setTimeout(idleTimeoutMs, () => {
      if (answer && answer.readableLength >= answer.readableHighWaterMark) return;
      outgoing.destroy(Object.assign(new Error('MinIO did not answer in time'), { code: 'ETIMEDOUT' }));
    });
    return outgoing;
  };
  return { request: request as typeof http.request };
}

/** MinIO's refusal in the answer's body, or in its headers for a HEAD request. */
function refusalOf(response: http.IncomingMessage): Promise<MinioApiError> {
  const status = response.statusCode ?? 500;
  const headers = new Headers(
    Object.entries(response.headers).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value] as [string, string]] : [],
    ),
  );
  return apiErrorFromResponse(new Response(webStreamOf(response), { status, headers }));
}

/**
 * The SDK client every S3 call goes through. Bodies reach the wire as bytes only: the SDK takes a string's
 * length in characters as its Content-Length, so a non-ASCII body would be cut short at MinIO and its surplus
 * left on the pooled keep-alive socket, read there as the start of the next request. And every object name is
 * checked before the SDK builds a path from it.
 */
class ConsoleS3Client extends Client {
  override makeRequestAsync(
    options: RequestOptions,
    payload: string | Buffer = '',
    expectedCodes?: number[],
    region?: string,
  ) {
    const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
    return super.makeRequestAsync(options, bytes, expectedCodes, region);
  }

  override async makeRequestStreamAsync(
    options: RequestOptions,
    body: Readable | string | Buffer,
    sha256sum: string,
    statusCodes: number[],
    region: string,
  ) {
    if (typeof body === 'string') throw new TypeError('An S3 request body must be bytes, not a string');
    const answer: Answered = {};
    try {
      return await answered.run(answer, () =>
        super.makeRequestStreamAsync(options, body, sha256sum, statusCodes, region),
      );
    } catch (error) {
      if (answer.refusal) throw await answer.refusal;
      if (error instanceof S3Error) (error as AnsweredS3Error).status = answer.status;
      throw error;
    }
  }

  protected override getRequestOptions(options: Parameters<Client['getRequestOptions']>[0]) {
    if (options.objectName) checkedObjectKey(options.objectName);
    return super.getRequestOptions(options);
  }
}

/** MinIO's JS SDK client for one session's credentials. */
export function s3ClientFor(
  endpoint: string,
  region: string,
  credentials: Credentials,
  idleTimeoutMs = S3_IDLE_TIMEOUT_MS,
): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new ConsoleS3Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    region,
    accessKey: credentials.accessKey,
    secretKey: credentials.secretKey,
    sessionToken: credentials.sessionToken,
    transport: boundedTransport(useSSL ? https : http, idleTimeoutMs),
    // A retried 5xx leaves the first answer unread on its socket, and the console's caller can retry itself.
    retryOptions: { disableRetry: true },
  });
}

/** The SDK's errors carry S3's code but no status: these are the statuses MinIO answers them with. */
const STATUS_BY_CODE: Record<string, number> = {
  AccessDenied: 403,
  NotFound: 404,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NoSuchVersion: 404,
  NoSuchTagSet: 404,
  NoSuchBucketPolicy: 404,
  NoSuchLifecycleConfiguration: 404,
  ReplicationConfigurationNotFoundError: 404,
  ServerSideEncryptionConfigurationNotFoundError: 404,
  ObjectLockConfigurationNotFoundError: 404,
  BucketAlreadyExists: 409,
  BucketAlreadyOwnedByYou: 409,
  BucketNotEmpty: 409,
  InvalidAccessKeyId: 401,
  ExpiredToken: 401,
  InvalidTokenId: 401,
  NotImplemented: 501,
  SlowDown: 503,
  XMinioServerNotInitialized: 503,
};

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
]);

const INPUT_ERRORS = [
  InvalidBucketNameError,
  InvalidObjectNameError,
  InvalidPrefixError,
  InvalidArgumentError,
];

/** Turns what the SDK throws into the errors the console maps for every other MinIO call. */
export function fromS3Error(error: unknown): unknown {
  if (error instanceof S3Error) {
    const code = error.code ?? '';
    const status = (error as AnsweredS3Error).status ?? STATUS_BY_CODE[code] ?? 400;
    // The SDK takes a HEAD refusal's description from a header, quoted as MinIO sends it.
    return new MinioApiError(status, code, unquoted(error.message ?? ''));
  }
  // The SDK checks names and arguments before sending anything: the caller's input was wrong.
  if (INPUT_ERRORS.some((type) => error instanceof type)) {
    return new MinioApiError(400, (error as Error).name, (error as Error).message);
  }
  const errno = (error as NodeJS.ErrnoException | undefined)?.code;
  if (errno && NETWORK_CODES.has(errno))
    return new MinioUnreachableError((error as Error).message, { cause: error });
  return error;
}

/** Runs an SDK call, rethrowing its failure as a console-mappable error. */
export async function s3<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw fromS3Error(error);
  }
}

/** The whole text of an answer the SDK handed back unread. */
export async function readAnswerText(response: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An S3 error read from an answer's body, mapped as the SDK's own errors are (code → status). */
export function s3ErrorOf(code: string, message: string): unknown {
  const error = new S3Error(message || code);
  error.code = code;
  return fromS3Error(error);
}
