import { OBJECT_DETAILS_MESSAGES } from '../../src/contract/object-details.ts';
import { parseDurationSeconds } from '../config.ts';
import { ConsoleError } from '../http/errors.ts';

/**
 * Share links (console-api §5.4): the console URL `<origin><sub-path>api/v1/download-shared-object/<token>`
 * where the token is the presigned MinIO URL in unpadded base64url, so the link works without a session
 * while the console proxies the bytes.
 */

export const SHARED_OBJECT_PATH = 'api/v1/download-shared-object/';

export const shareToken = (presignedUrl: string): string =>
  Buffer.from(presignedUrl, 'utf8').toString('base64url');

/** The link a recipient opens. `consoleOrigin` is scheme and host as the browser reached the console. */
export const shareLink = (consoleOrigin: string, subPath: string, presignedUrl: string): string =>
  `${consoleOrigin}${subPath}${SHARED_OBJECT_PATH}${shareToken(presignedUrl)}`;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The presigned URL inside a token, refused unless it points at the console's own MinIO: 400 for anything
 * that is not a URL at all, 403 for a URL elsewhere — the console must not fetch arbitrary addresses.
 */
export function sharedObjectUrl(token: string, minioServer: string): URL {
  const url = BASE64URL.test(token) ? parseUrl(Buffer.from(token, 'base64url').toString('utf8')) : null;
  if (!url) throw new ConsoleError(400, OBJECT_DETAILS_MESSAGES.invalidSharedUrl);
  const minio = new URL(minioServer);
  const sameServer =
    url.protocol === minio.protocol && url.host === minio.host && !url.username && !url.password;
  if (!sameServer) throw new ConsoleError(403, OBJECT_DETAILS_MESSAGES.sharedUrlElsewhere);
  return url;
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The object's name as a download should be saved: the last part of the URL's path. */
export function sharedFileName(url: URL): string {
  const lastPart = url.pathname.split('/').filter(Boolean).at(-1) ?? 'download';
  try {
    return decodeURIComponent(lastPart);
  } catch {
    return lastPart;
  }
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
