import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { $ZodError } from 'zod/v4/core';
import type { ApiErrorBody } from '../../src/contract/errors.ts';
import { MinioApiError, MinioUnreachableError } from '../minio/errors.ts';
import { requestIdOf } from './request-id.ts';

/** An error that already knows its status and user-facing message. */
export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detailedMessage?: string,
  ) {
    super(message);
  }
}

export const invalidSession = (detail?: string) => new ConsoleError(401, 'invalid session', detail);

/** MinIO codes that mean the credentials in the session no longer work. */
const SESSION_GONE_CODES = new Set([
  'InvalidAccessKeyId',
  'XMinioAdminNoSuchUser',
  'ExpiredToken',
  'InvalidTokenId',
  'InvalidClientTokenId',
]);

/**
 * The console's status for MinIO's codes, where MinIO's own status would mislead. An answer caused by what the
 * user asked for is a 4xx, whatever MinIO's status: only a real outage of the console's own MinIO is a 503.
 */
const STATUS_BY_CODE: Record<string, number> = {
  AccessDenied: 403,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  XMinioAdminNoSuchUser: 404,
  XMinioAdminNoSuchGroup: 404,
  XMinioAdminNoSuchPolicy: 404,
  XMinioConfigError: 404,
  // MinIO answers 503 when the remote target asked for is offline or refuses the keys given.
  XMinioAdminReplicationRemoteConnectionError: 400,
  // MinIO answers 501 for what this server cannot do, such as default encryption without a KMS.
  NotImplemented: 400,
};

function fromMinio(error: MinioApiError): ConsoleError {
  if (SESSION_GONE_CODES.has(error.code)) return invalidSession(error.message);
  const status =
    STATUS_BY_CODE[error.code] ?? (error.status >= 400 && error.status < 600 ? error.status : 500);
  return new ConsoleError(status, error.message);
}

function describeZodError(error: $ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
}

/**
 * The answer for what was thrown. Known errors keep their detail; anything else is a bare 500, as its text
 * (a stack's message, an address) is for the log, not the browser.
 */
export function toConsoleError(error: unknown): ConsoleError {
  if (error instanceof ConsoleError) return error;
  if (error instanceof MinioApiError) return fromMinio(error);
  // Its message names MinIO's address, which is not for the browser: it stays in the log.
  if (error instanceof MinioUnreachableError)
    return new ConsoleError(503, 'MinIO is unreachable, please try again');
  if (error instanceof $ZodError) return new ConsoleError(400, 'Invalid request', describeZodError(error));
  if (error instanceof HTTPException) return new ConsoleError(error.status, error.message);
  return new ConsoleError(500, 'An unexpected error occurred');
}

export function errorBody(error: ConsoleError): ApiErrorBody {
  const body: ApiErrorBody = { code: error.status, message: error.message };
  if (error.detailedMessage && error.detailedMessage !== error.message)
    body.detailedMessage = error.detailedMessage;
  return body;
}

/** An outage the code already names (MinIO or a service unreachable) is a line in the log; anything else is a bug. */
const isNamedFailure = (error: unknown) =>
  error instanceof ConsoleError || error instanceof MinioApiError || error instanceof MinioUnreachableError;

/** What the log keeps of a failure: one line for a named outage, the whole error (its stack) otherwise. */
function logFailure(c: Context, id: string, error: unknown, answer: ConsoleError): void {
  const where = `${c.req.method} ${c.req.path} (request ${id})`;
  if (!isNamedFailure(error)) {
    console.error(`${where}:`, error);
    return;
  }
  const detail = answer.detailedMessage ?? (error instanceof Error ? error.message : '');
  console.error(`${where}: ${answer.status} ${answer.message}${detail ? ` (${detail})` : ''}`);
}

/** Server-side failures are logged under the request's id, which the answer quotes. */
export function respondWithError(c: Context, error: unknown): Response {
  const consoleError = toConsoleError(error);
  const body = errorBody(consoleError);
  if (consoleError.status >= 500) {
    const id = requestIdOf(c);
    logFailure(c, id, error, consoleError);
    const reference = `Reference: ${id}`;
    body.detailedMessage = body.detailedMessage ? `${body.detailedMessage}. ${reference}` : reference;
  }
  return c.json(body, consoleError.status as 400);
}
