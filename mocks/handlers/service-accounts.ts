import { rfc3339 } from '../../src/contract/rfc3339';
import * as accessKeys from '../../src/contract/service-accounts';
import {
  accessKeyInfo,
  accessKeysOf,
  accessKeyToDelete,
  addAccessKey,
  byName,
  deleteAccessKey,
  IamRefusal,
  MINIO_IAM_MESSAGES,
  type MockAccessKey,
  type NewAccessKey,
  updateAccessKey,
} from '../iam-model';
import { isAllowed, MOCK_MINIO_URL, type MockUser } from '../model';
import { iamMock, requireAdmin } from './iam-mock';

const listed = (keys: MockAccessKey[]): accessKeys.ServiceAccountSummary[] =>
  keys
    .sort((a, b) => byName(a.accessKey, b.accessKey))
    .map((key) => ({
      accessKey: key.accessKey,
      name: key.name,
      description: key.description,
      accountStatus: key.status,
      expiration: key.expiration,
    }));

const described = (key: MockAccessKey): accessKeys.ServiceAccount => ({
  parentUser: key.parent,
  accountStatus: key.status,
  impliedPolicy: key.policy === undefined,
  // MinIO answers the document indented by one space.
  policy: key.policy === undefined ? '' : JSON.stringify(key.policy, null, 1),
  name: key.name,
  description: key.description,
  expiration: key.expiration,
});

/** A restricting policy as the request gives it: '' or absent for the parent's own. */
const parsedPolicy = (policy: string | undefined) => (policy?.trim() ? JSON.parse(policy) : undefined);

/** What a create request asks MinIO for, on behalf of `parent`: the keys given, or MinIO's. */
function newKey(
  parent: string,
  request: accessKeys.ServiceAccountRequest | accessKeys.ServiceAccountRequestCreds,
): NewAccessKey {
  const keys = 'accessKey' in request ? { accessKey: request.accessKey, secretKey: request.secretKey } : {};
  return {
    ...keys,
    parent,
    name: request.name || undefined,
    description: request.description || request.comment || undefined,
    expiration: request.expiry ? rfc3339(request.expiry) : undefined,
    policy: parsedPolicy(request.policy),
  };
}

/** The credentials shown once, with MinIO's address for `mc alias import`. */
const created = (credentials: { accessKey: string; secretKey: string }): accessKeys.ServiceAccountCreds => ({
  ...credentials,
  url: MOCK_MINIO_URL,
});

/** A user may act on its own access keys; on another user's it needs the admin action. */
function requireOwnerOr(user: MockUser, parent: string, action: string): void {
  if (parent !== user.accessKey) requireAdmin(user, action);
}

/** MinIO answers a user deleting another's access key as if there were none, so keys cannot be guessed. */
function deleteOwnedKey(user: MockUser, accessKey: string): void {
  const key = accessKeyToDelete(accessKey);
  if (key.parent !== user.accessKey && !isAllowed(user, 'admin:RemoveServiceAccount')) {
    throw new IamRefusal(404, MINIO_IAM_MESSAGES.noAccessKeyToDelete);
  }
  deleteAccessKey(accessKey);
}

function ownedKey(user: MockUser, accessKey: string, action: string): MockAccessKey {
  const key = accessKeyInfo(accessKey);
  requireOwnerOr(user, key.parent, action);
  return key;
}

export const serviceAccountsHandlers = [
  iamMock(accessKeys.listUserServiceAccounts, ({ session }) => listed(accessKeysOf(session.user.accessKey))),

  iamMock(accessKeys.createServiceAccount, ({ session, body }) =>
    created(addAccessKey(newKey(session.user.accessKey, body))),
  ),

  iamMock(accessKeys.createServiceAccountCreds, ({ session, body }) =>
    created(addAccessKey(newKey(session.user.accessKey, body))),
  ),

  // The first refusal stops the deletions: it is named, with every key that was not deleted.
  iamMock(accessKeys.deleteMultipleServiceAccounts, ({ session, body }) => {
    const keys = [...new Set(body)];
    for (const [index, accessKey] of keys.entries()) {
      try {
        deleteOwnedKey(session.user, accessKey);
      } catch (refusal) {
        if (!(refusal instanceof IamRefusal)) throw refusal;
        const message = `The access key ${accessKey} could not be deleted: ${refusal.message}`;
        throw new IamRefusal(refusal.status, message, `Not deleted: ${keys.slice(index).join(', ')}`);
      }
    }
  }),

  iamMock(accessKeys.getServiceAccount, ({ session, params }) =>
    described(ownedKey(session.user, params.access_key, 'admin:ListServiceAccounts')),
  ),

  // Unlike the other operations on one's own access keys, MinIO lets only admins edit them.
  iamMock(accessKeys.updateServiceAccount, ({ session, params, body }) => {
    accessKeyInfo(params.access_key);
    requireAdmin(session.user, 'admin:UpdateServiceAccount');
    updateAccessKey(params.access_key, {
      policy: parsedPolicy(body.policy),
      name: body.name,
      description: body.description,
      expiration: body.expiry ? rfc3339(body.expiry) : undefined,
      status: body.status,
    });
  }),

  iamMock(accessKeys.deleteServiceAccount, ({ session, params }) =>
    deleteOwnedKey(session.user, params.access_key),
  ),

  // Even a user's own, by name, only for admins; MinIO lists none for a user it does not know.
  iamMock(accessKeys.listAUserServiceAccounts, ({ session, params }) => {
    requireAdmin(session.user, 'admin:ListServiceAccounts');
    return listed(accessKeysOf(params.name));
  }),

  iamMock(accessKeys.createAUserServiceAccount, ({ session, params, body }) => {
    requireOwnerOr(session.user, params.name, 'admin:CreateServiceAccount');
    return created(addAccessKey(newKey(params.name, body)));
  }),

  iamMock(accessKeys.createServiceAccountCredentials, ({ session, params, body }) => {
    requireOwnerOr(session.user, params.name, 'admin:CreateServiceAccount');
    return created(addAccessKey(newKey(params.name, body)));
  }),
];
