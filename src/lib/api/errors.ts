import { apiErrorSchema } from '@/contract/errors';

/** An API failure as the app shows it: a message for the user and an optional detail. */
export class ApiError extends Error {
  constructor(
    readonly errorMessage: string,
    readonly detailedError: string | undefined,
    readonly status: number | undefined,
  ) {
    super(errorMessage);
    this.name = 'ApiError';
  }

  /** The session is gone: 401 anywhere, or the upstream console's 403 "invalid session". */
  get isSessionLost(): boolean {
    return (
      this.status === 401 || (this.status === 403 && this.errorMessage.toLowerCase() === 'invalid session')
    );
  }

  /** What was asked for is not there (a bucket, an object): the page shows it as not found. */
  get isNotFound(): boolean {
    return this.status === 404;
  }

  /** The server answered and refused: asking the same again gets the same answer. */
  get isFinal(): boolean {
    return (
      this.status !== undefined &&
      this.status >= 400 &&
      this.status < 500 &&
      this.status !== 408 &&
      this.status !== 429
    );
  }
}

const capitalise = (text: string) => (text ? text[0]?.toUpperCase() + text.slice(1) : text);

/**
 * Turns an HTTP error answer into what the user sees: the body's message or "Error {status}", and the
 * detailed message unless it only repeats the message; both capitalised.
 */
export function normaliseHttpError(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  const message = (parsed.success && parsed.data.message) || `Error ${status}`;
  const detail = parsed.success ? parsed.data.detailedMessage : undefined;
  const detailedError = detail && capitalise(detail) !== capitalise(message) ? capitalise(detail) : undefined;
  return new ApiError(capitalise(message), detailedError, status);
}

/** A request that never got an answer (network down, server gone). */
export function networkError(cause: unknown): ApiError {
  const detail = cause instanceof Error ? cause.message : undefined;
  return new ApiError('The console server could not be reached', detail, undefined);
}

/** An answer that does not match its schema: shown with the details, never as a blank screen. */
export function unexpectedAnswerError(path: string, issues: string): ApiError {
  return new ApiError(`The server sent an unexpected answer for ${path}`, issues, undefined);
}

/** Whether a query's error says that what it reads does not exist. */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.isNotFound;

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(error instanceof Error ? error.message : String(error), undefined, undefined);
}
