import type { Context } from 'hono';
import {
  ACCOUNT_MESSAGES,
  type ChangePasswordRequest,
  type ChangeUserPasswordRequest,
} from '../../src/contract/account.ts';
import { sessionCredentials } from '../auth/login.ts';
import type { LoginThrottle } from '../auth/throttle.ts';
import { throttled } from '../auth/throttled.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { AdminClient, type UserStatus } from '../minio/admin-client.ts';
import { MinioApiError } from '../minio/errors.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { endSession, writeSessionCookie } from '../session/middleware.ts';
import { namingUsers } from '../users/calls.ts';

/** MinIO checks a signature made with the secret key given: a wrong one does not match. */
const isWrongSecret = (error: unknown) =>
  error instanceof MinioApiError && error.code === 'SignatureDoesNotMatch';

/** The user's own long-term keys, which MinIO lets a user sign its own password change with. */
const signedWithOwnKeys = (deps: ServerDeps, accessKey: string, secretKey: string) =>
  new AdminClient({
    endpoint: deps.config.minioServer,
    region: deps.config.minioRegion,
    credentials: { accessKey, secretKey },
  });

/**
 * POST /account/change-password, for sessions a user of the built-in provider logged in to with their keys. The
 * change is signed with the current secret key, which proves it; the session then continues as a new login with
 * the new secret (a fresh cookie), and the old session's credentials are ended.
 */
export async function changeOwnPassword(
  c: Context,
  deps: ServerDeps,
  secretTries: LoginThrottle,
  session: SessionClaims,
  { current_secret_key, new_secret_key }: ChangePasswordRequest,
): Promise<void> {
  if (!session.selfRevocable) throw new ConsoleError(403, ACCOUNT_MESSAGES.notInternalUser);
  const user = session.accountAccessKey;
  await throttled(c, deps, secretTries, user, () =>
    signedWithOwnKeys(deps, user, current_secret_key)
      .addUser(user, new_secret_key)
      .catch((error: unknown) => {
        if (isWrongSecret(error)) throw new ConsoleError(403, ACCOUNT_MESSAGES.wrongPassword);
        throw error;
      }),
  );
  const renewed = await sessionCredentials(deps, {
    accessKey: user,
    secretKey: new_secret_key,
    features: { hide_menu: session.hideMenu },
  });
  writeSessionCookie(c, deps, renewed);
  await endSession(deps, session);
}

/** POST /account/change-user-password: only for an existing user (MinIO would create one), keeping its status. */
export async function changeUserPassword(
  admin: AdminClient,
  { selectedUser, newSecretKey }: ChangeUserPasswordRequest,
): Promise<void> {
  const { status } = await namingUsers(admin.getUserInfo(selectedUser));
  const kept: UserStatus = status === 'disabled' ? 'disabled' : 'enabled';
  await admin.addUser(selectedUser, newSecretKey, kept);
}
