import { ALL_ACTIONS } from '../../src/contract/permissions.ts';
import { FEATURE, type SessionResponse } from '../../src/contract/session.ts';
import type { ServerDeps } from '../context.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import type { SessionClaims } from './cookie.ts';
import { policySchema, sessionPermissions } from './permissions.ts';

/** madmin's BackendType: 1 is the old FS backend, 2 erasure coding. */
const ERASURE_BACKEND = 2;

async function hasKms(admin: AdminClient): Promise<boolean> {
  try {
    return (await admin.kmsStatus()) !== null;
  } catch {
    return false;
  }
}

/** GET /session: who the caller is and what the app may show them, from MinIO's own account info. */
export async function buildSessionResponse(
  deps: ServerDeps,
  claims: SessionClaims,
  admin: AdminClient,
): Promise<SessionResponse> {
  const [account, kms] = await Promise.all([admin.accountInfo(), hasKms(admin)]);
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
