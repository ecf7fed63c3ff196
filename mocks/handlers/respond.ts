import { HttpResponse } from 'msw';
import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import type { ApiErrorBody } from '../../src/contract/errors';
import { bodyMustBe, isMediaType, UNSUPPORTED_CONTENT_TYPE } from '../../src/contract/media-type';
import { versionIdProblem } from '../../src/contract/object-details';
import { currentSession, type SessionState } from '../model';

/** The console's one error shape: `{code, message, detailedMessage?}`, the detail only when it adds something. */
export function apiError(status: number, message: string, detailedMessage?: string): Response {
  const body: ApiErrorBody = { code: status, message };
  if (detailedMessage && detailedMessage !== message) body.detailedMessage = detailedMessage;
  return HttpResponse.json(body, { status });
}

export const noContent = () => new HttpResponse(null, { status: 204 });

/** What the real server's session middleware answers without a usable cookie. */
export const SESSION_EXPIRED_DETAIL = 'Your session has expired or is not valid. Log in again.';

/** The logged-in session, or the 401 the real server answers instead (MinIO's text when it refuses the keys). */
export function requireSession(): Extract<SessionState, { kind: 'ok' }> | Response {
  const state = currentSession();
  if (state.kind === 'ok') return state;
  return apiError(401, 'invalid session', state.kind === 'refused' ? state.detail : SESSION_EXPIRED_DETAIL);
}

/**
 * Parses a JSON body with a contract schema, answering as the real server does: 415 for another content
 * type, 400 "Invalid request" for a bad body.
 */
export async function parseBody<T extends $ZodType>(
  request: Request,
  schema: T,
): Promise<output<T> | Response> {
  if (!isMediaType(request.headers.get('content-type'), 'application/json')) {
    return apiError(415, UNSUPPORTED_CONTENT_TYPE, bodyMustBe('application/json'));
  }
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return apiError(400, 'Invalid request', 'The request body must be JSON');
  }
  const parsed = safeParse(schema, json);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
    .join('; ');
  return apiError(400, 'Invalid request', detail);
}

/** The real server's 400 for a version id in query parameter `name` that is neither a UUID nor "null". */
export function versionIdRefusal(name: string, versionId: string | null): Response | null {
  const problem = versionId ? versionIdProblem(versionId) : null;
  return problem ? apiError(400, 'Invalid request', `${name}: ${problem}`) : null;
}

/** The path as the real server names it in its 404, whatever base the app is served under. */
export function apiPath(request: Request): string {
  const { pathname } = new URL(request.url);
  const index = pathname.indexOf('/api/v1/');
  return index >= 0 ? pathname.slice(index) : pathname;
}
