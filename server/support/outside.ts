import { OUTSIDE_SERVICE_TIMEOUT_MS } from '../../src/contract/support.ts';
import { ConsoleError } from '../http/errors.ts';

/** A service outside MinIO (SUBNET, the release service): its address and what to say when it cannot be reached. */
export interface OutsideService {
  baseUrl: string;
  unreachable: string;
  timeoutMs?: number;
}

export interface OutsideRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON; a form goes as `multipart/form-data` (file uploads). */
  body?: object | FormData;
  signal?: AbortSignal;
}

const isForm = (body: object): body is FormData => body instanceof FormData;

/** The largest answer read from an outside service; its answers are small JSON documents. */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

const messageOf = (answer: unknown): string | undefined => {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { message, error, detail } = answer as Record<string, unknown>;
  const text = [message, error, detail].find((value) => typeof value === 'string');
  return typeof text === 'string' ? text.slice(0, 300) : undefined;
};

/**
 * Sends one JSON request, giving up after a few seconds. No answer at all (no route, refused, timed out) is a
 * 502 with the service's "cannot reach" text and the cause; a refusal is a 400 with the service's own words
 * (never a 401: that would end the console session); an answer too large or not JSON is a 502.
 */
export async function callOutside(service: OutsideService, request: OutsideRequest): Promise<unknown> {
  const timeout = AbortSignal.timeout(service.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${service.baseUrl}${request.path}`, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body && !isForm(request.body) ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      body: request.body && !isForm(request.body) ? JSON.stringify(request.body) : request.body,
      redirect: 'error',
      signal,
    });
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_ANSWER_BYTES)
      throw new ConsoleError(502, `${service.unreachable}: its answer is too large`);
    text = await response.text();
  } catch (error) {
    if (error instanceof ConsoleError) throw error;
    const cause = timeout.aborted
      ? `no answer within ${(service.timeoutMs ?? OUTSIDE_SERVICE_TIMEOUT_MS) / 1000} s`
      : describeCause(error);
    throw new ConsoleError(502, service.unreachable, cause);
  }
  let answer: unknown;
  try {
    answer = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new ConsoleError(
      502,
      service.unreachable,
      `it answered ${response.status} with something other than JSON`,
    );
  }
  if (!response.ok)
    throw new ConsoleError(400, messageOf(answer) ?? `Refused with status ${response.status}`);
  return answer;
}

export function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}
