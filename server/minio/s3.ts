import {
  Client,
  InvalidArgumentError,
  InvalidBucketNameError,
  InvalidObjectNameError,
  InvalidPrefixError,
  S3Error,
} from 'minio';
import { MinioApiError, MinioUnreachableError } from './errors.ts';
import type { Credentials } from './sigv4.ts';

/** MinIO's JS SDK client for one session's credentials. */
export function s3ClientFor(endpoint: string, region: string, credentials: Credentials): Client {
  const url = new URL(endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
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
