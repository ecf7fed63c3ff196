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
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import type { Credentials } from './sigv4.ts';

/** `key`, when it may name an object in a request path; refused (400) before anything is sent otherwise. */
export function checkedObjectKey(key: string): string {
  const problem = objectKeyProblem(key);
  if (problem) throw new InvalidObjectNameError(problem);
  return key;
}

type RequestOptions = Parameters<Client['makeRequestAsync']>[0];

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
    return super.makeRequestStreamAsync(options, body, sha256sum, statusCodes, region);
  }

  protected override getRequestOptions(options: Parameters<Client['getRequestOptions']>[0]) {
    if (options.objectName) checkedObjectKey(options.objectName);
    return super.getRequestOptions(options);
  }
}

/** MinIO's JS SDK client for one session's credentials. */
export function s3ClientFor(endpoint: string, region: string, credentials: Credentials): Client {
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
    const code = error.code ?? 'S3Error';
    return new MinioApiError(STATUS_BY_CODE[code] ?? 400, code, error.message || code);
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
