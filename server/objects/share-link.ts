import { attachmentHeaders, baseName } from '../../src/contract/download-headers.ts';
import { OBJECT_DETAILS_MESSAGES, sharedObjectLink } from '../../src/contract/object-details.ts';
import { openShareToken, SHARE_TOKEN_REFUSALS, type SharedObject } from '../../src/contract/share-token.ts';
import { parseDurationSeconds } from '../config.ts';
import { ConsoleError } from '../http/errors.ts';
import { apiErrorFromResponse, reachMinio } from '../minio/errors.ts';

/**
 * Share links (console-api §5.4): the console URL `<origin><sub-path>api/v1/download-shared-object/<token>`, whose
 * token names the one object the console presigned a URL for (see share-token.ts), so the link works without a
 * session while the console proxies that object's bytes and nothing else.
 */

/** The link a recipient opens. `consoleOrigin` is scheme and host as the browser reached the console. */
export const shareLink = (consoleOrigin: string, subPath: string, token: string): string =>
  sharedObjectLink(`${consoleOrigin}${subPath}`, token);

/** The object of a token this console minted and that has not expired; refused otherwise. */
export async function sharedObject(key: CryptoKey, token: string, nowMs = Date.now()): Promise<SharedObject> {
  const opened = await openShareToken(key, token, nowMs);
  if (typeof opened === 'object') return opened;
  const refusal = SHARE_TOKEN_REFUSALS[opened];
  throw new ConsoleError(refusal.status, refusal.message);
}

/** The object's headers a shared download passes on to its recipient (its type is not one of them). */
const SHARED_RESPONSE_HEADERS = ['content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

const isRedirect = (response: Response) => response.status >= 300 && response.status < 400;

/**
 * The object's bytes through its presigned URL, as an attachment. No redirect is followed: MinIO answers a
 * presigned GET itself, and anything else sending the console elsewhere is refused.
 */
export async function sharedObjectDownload(
  object: SharedObject,
  request: { range?: string; signal: AbortSignal },
): Promise<Response> {
  const { range, signal } = request;
  const answer = await reachMinio(
    'Downloading the shared object',
    () => fetch(object.url, { headers: range ? { range } : {}, signal, redirect: 'manual' }),
    signal,
  );
  if (isRedirect(answer)) {
    await answer.body?.cancel();
    throw new ConsoleError(502, 'MinIO answered the shared download with a redirect, which is not followed');
  }
  if (!answer.ok) throw await apiErrorFromResponse(answer);
  const headers = new Headers({
    ...attachmentHeaders(baseName(object.key)),
    'cache-control': 'private, no-cache',
  });
  for (const name of SHARED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

/** S3's longest presigned URL. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;

/**
 * The longest a link may last: what is left of the session, whose credentials sign the URL (a link signed by
 * temporary credentials dies with them), and never more than S3's seven days.
 */
export const maxShareSeconds = (sessionExpiresAt: number, nowMs = Date.now()): number =>
  Math.max(0, Math.min(sessionExpiresAt - Math.floor(nowMs / 1000), MAX_PRESIGN_SECONDS));

/** The app picks from the maximum it fetched a moment earlier: that much older is still accepted. */
const FETCHED_MAXIMUM_LATITUDE = 60;

/**
 * The link's lifetime for the `expires` parameter (a Go duration such as `3600s`): absent means the
 * maximum; longer than the maximum is refused.
 */
export function shareExpirySeconds(expires: string | undefined, maxSeconds: number): number {
  if (expires === undefined || expires === '') return Math.max(1, maxSeconds);
  let seconds: number;
  try {
    seconds = Math.floor(parseDurationSeconds(expires));
  } catch {
    throw new ConsoleError(400, 'Invalid request', OBJECT_DETAILS_MESSAGES.invalidExpiry);
  }
  if (seconds < 1) throw new ConsoleError(400, 'Invalid request', OBJECT_DETAILS_MESSAGES.invalidExpiry);
  if (seconds > maxSeconds + FETCHED_MAXIMUM_LATITUDE) {
    throw new ConsoleError(400, OBJECT_DETAILS_MESSAGES.expiryTooLong);
  }
  return Math.min(seconds, Math.max(1, maxSeconds));
}
