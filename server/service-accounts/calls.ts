import type {
  ServiceAccount,
  ServiceAccountCreds,
  ServiceAccountRequest,
  ServiceAccountRequestCreds,
  ServiceAccountSummary,
  UpdateServiceAccountRequest,
} from '../../src/contract/service-accounts.ts';
import { ConsoleError, toConsoleError } from '../http/errors.ts';
import { mapConcurrently } from '../lib/concurrency.ts';
import type { AdminClient, ServiceAccountInfo } from '../minio/admin-client.ts';
import { IAM_CALLS_AT_ONCE, namingUsers } from '../users/calls.ts';

/** MinIO writes the Unix epoch as the expiry of a key that never expires. */
const NEVER = Date.UTC(1970, 0, 1);

const expirationOf = (value: string | null | undefined): string | undefined =>
  value && Date.parse(value) !== NEVER ? value : undefined;

/** A restricting policy as MinIO takes it: a JSON object, or nothing for the parent's own policy. */
const restrictingPolicy = (text: string | undefined): Record<string, unknown> | undefined =>
  text?.trim() ? (JSON.parse(text) as Record<string, unknown>) : undefined;

const summaryOf = (account: ServiceAccountInfo): ServiceAccountSummary => ({
  accessKey: account.accessKey,
  name: account.name || undefined,
  description: account.description || undefined,
  accountStatus: account.accountStatus,
  expiration: expirationOf(account.expiration),
});

/** The access keys of `user`, or of the session's user when it is ''. */
export async function listServiceAccounts(
  admin: AdminClient,
  user: string,
): Promise<ServiceAccountSummary[]> {
  const accounts = await admin.listServiceAccounts(user);
  return accounts.map(summaryOf).sort((a, b) => (a.accessKey < b.accessKey ? -1 : 1));
}

/**
 * Creates an access key for `targetUser`, or for the session's user when absent; its keys are the request's or,
 * without them, MinIO's. `url` is MinIO's endpoint as the console reaches it, for `mc alias set`.
 */
export async function createServiceAccount(
  admin: AdminClient,
  minioUrl: string,
  request: ServiceAccountRequest | ServiceAccountRequestCreds,
  targetUser?: string,
): Promise<ServiceAccountCreds> {
  const keys = 'accessKey' in request ? { accessKey: request.accessKey, secretKey: request.secretKey } : {};
  const credentials = await namingUsers(
    admin.addServiceAccount({
      ...keys,
      targetUser,
      policy: restrictingPolicy(request.policy),
      name: request.name,
      description: request.description || request.comment,
      expiration: request.expiry,
    }),
  );
  return { accessKey: credentials.accessKey, secretKey: credentials.secretKey, url: minioUrl };
}

/** GET /service-accounts/{access_key}: `policy` is '' when the key uses its parent's. */
export async function serviceAccountInfo(admin: AdminClient, accessKey: string): Promise<ServiceAccount> {
  const info = await admin.infoServiceAccount(accessKey);
  return {
    parentUser: info.parentUser,
    accountStatus: info.accountStatus,
    impliedPolicy: info.impliedPolicy ?? false,
    policy: info.impliedPolicy ? '' : (info.policy ?? ''),
    name: info.name || undefined,
    description: info.description || undefined,
    expiration: expirationOf(info.expiration),
  };
}

/** PUT /service-accounts/{access_key}: a policy of '' returns the key to its parent's policy. */
export function updateServiceAccount(
  admin: AdminClient,
  accessKey: string,
  request: UpdateServiceAccountRequest,
): Promise<void> {
  return admin.updateServiceAccount(accessKey, {
    newPolicy: restrictingPolicy(request.policy),
    newSecretKey: request.secretKey,
    newStatus: request.status,
    newName: request.name,
    newDescription: request.description,
    newExpiration: request.expiry,
  });
}

/**
 * DELETE /service-accounts/delete-multi: deletes each key, a few at a time. After a failure no further deletion
 * starts; the answer has the failure's status and names every key that was not deleted.
 */
export async function deleteServiceAccounts(admin: AdminClient, accessKeys: string[]): Promise<void> {
  const keys = [...new Set(accessKeys)];
  const failures: { key: string; error: ConsoleError }[] = [];
  const deleted = await mapConcurrently(keys, IAM_CALLS_AT_ONCE, async (key) => {
    if (failures.length > 0) return false;
    try {
      await admin.deleteServiceAccount(key);
      return true;
    } catch (error) {
      failures.push({ key, error: toConsoleError(error) });
      return false;
    }
  });
  const [first] = failures;
  if (!first) return;
  const kept = keys.filter((_, index) => !deleted[index]);
  throw new ConsoleError(
    first.error.status,
    `The access key ${first.key} could not be deleted: ${first.error.message}`,
    `Not deleted: ${kept.join(', ')}`,
  );
}
