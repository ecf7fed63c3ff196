import type { LoginRequest } from '../../src/contract/auth.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { assumeRole } from '../minio/sts.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { adminClientFor } from '../session/middleware.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Turns the keys a user typed into the credentials their session signs with: temporary STS credentials
 * for users and root; the keys themselves for access keys (service accounts), which MinIO's STS refuses.
 */
export async function sessionCredentials(deps: ServerDeps, login: LoginRequest): Promise<SessionClaims> {
  const { sessionSeconds, minioServer } = deps.config;
  const base = { accountAccessKey: login.accessKey, hideMenu: login.features?.hide_menu || undefined };
  const expiresAt = nowSeconds() + sessionSeconds;

  if (login.sts) {
    return {
      ...base,
      accessKey: login.accessKey,
      secretKey: login.secretKey,
      sessionToken: login.sts,
      expiresAt,
    };
  }
  try {
    const temporary = await assumeRole({
      endpoint: minioServer,
      accessKey: login.accessKey,
      secretKey: login.secretKey,
      durationSeconds: sessionSeconds,
    });
    const stsExpiry = Math.floor(Date.parse(temporary.expiration) / 1000);
    return {
      ...base,
      ...temporary,
      expiresAt: Number.isFinite(stsExpiry) ? Math.min(expiresAt, stsExpiry) : expiresAt,
    };
  } catch (error) {
    // Anything but a refusal of these keys (MinIO still starting, say) is reported as it is.
    if (!(error instanceof MinioApiError) || error.status >= 500) throw error;
    // MinIO refuses wrong keys and an access key's own keys alike (403 AccessDenied), so the keys are tried
    // as they are: only an access key signs successfully that way.
    const claims: SessionClaims = {
      ...base,
      accessKey: login.accessKey,
      secretKey: login.secretKey,
      expiresAt,
    };
    if (await keysCanSign(deps, claims)) return claims;
    throw new ConsoleError(401, 'invalid login', error.message);
  }
}

async function keysCanSign(deps: ServerDeps, claims: SessionClaims): Promise<boolean> {
  try {
    await adminClientFor(deps, claims).accountInfo();
    return true;
  } catch (error) {
    if (error instanceof MinioApiError) return false;
    throw error;
  }
}
