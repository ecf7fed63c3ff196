import { ALL_ACTIONS } from '../../src/contract/permissions.ts';
import { FEATURE, type SessionResponse } from '../../src/contract/session.ts';
import type { ServerDeps } from '../context.ts';
import { toConsoleError } from '../http/errors.ts';
import { recentAnswers } from '../lib/concurrency.ts';
import type { AccountInfo } from '../minio/admin-answers.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { MinioUnreachableError } from '../minio/errors.ts';
import type { SessionClaims } from './cookie.ts';
import { policySchema, sessionPermissions } from './permissions.ts';

/** madmin's BackendType: 1 is the old FS backend, 2 erasure coding. */
const ERASURE_BACKEND = 2;

/** Whether MinIO has a KMS. Credentials MinIO no longer knows end the session here too, and an outage shows. */
async function hasKms(admin: AdminClient): Promise<boolean> {
  try {
    return (await admin.kmsStatus()) !== null;
  } catch (error) {
    if (error instanceof MinioUnreachableError || toConsoleError(error).status === 401) throw error;
    return false;
  }
}

/**
 * The app checks the session on every navigation, and MinIO's AccountInfo walks every bucket: what the session
 * check reads of it is reused for a few seconds, keyed by the session's own id (never shared between sessions), for
 * a bounded count of sessions. The KMS status, a cheap call, is asked every time, so credentials MinIO has let go
 * (a user disabled, a session ended elsewhere) end the session at once.
 */
const ACCOUNT_TTL_MS = 5_000;
const ACCOUNTS_KEPT = 1_000;
const recentAccounts = recentAnswers<AccountInfo>(ACCOUNT_TTL_MS, ACCOUNTS_KEPT);

/** GET /session: who the caller is and what the app may show them, from MinIO's own account info. */
export async function buildSessionResponse(
  deps: ServerDeps,
  claims: SessionClaims,
  admin: AdminClient,
): Promise<SessionResponse> {
  const [account, kms] = await Promise.all([
    recentAccounts(claims.sessionId, () => admin.accountInfo()),
    hasKms(admin),
  ]);
  const policy = policySchema.safeParse(account.Policy ?? {});
  const { permissions, allowResources } = sessionPermissions(policy.success ? policy.data : {}, ALL_ACTIONS);
  const features: string[] = [];
  if (claims.hideMenu) features.push(FEATURE.hideMenu);
  if (kms) features.push(FEATURE.kms);
  if (claims.ldapIdentity) features.push(FEATURE.ldapIdp, FEATURE.externalIdp);
  if (claims.openIdProvider) features.push(FEATURE.oidcIdp, FEATURE.externalIdp);
  return {
    status: 'ok',
    operator: false,
    distributedMode: account.Server?.Type === ERASURE_BACKEND,
    features,
    permissions,
    allowResources,
    serverEndPoint: deps.config.minioServer,
    envConstants: {
      maxConcurrentUploads: deps.config.maxConcurrentUploads,
      maxConcurrentDownloads: deps.config.maxConcurrentDownloads,
    },
  };
}
