import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { refusedBy } from './checks';
import { endpoint } from './endpoint';
import {
  MAX_NAMES_PER_REQUEST,
  secretKeyProblem,
  secretKeySchema,
  serviceAccountAccessKeySchema,
} from './iam-names';
import { policyDocumentProblem } from './policies';
import { userNameParams } from './users';

/** MinIO's bounds on an access key's name and description. */
export const SERVICE_ACCOUNT_NAME_MAX_LENGTH = 32;
export const SERVICE_ACCOUNT_DESCRIPTION_MAX_LENGTH = 256;
/** Generous beyond any restricting policy an admin writes; the body limit of the operation bounds it too. */
export const SERVICE_ACCOUNT_POLICY_MAX_LENGTH = 16 * 1024;
/** The lengths of the keys the console generates for a new access key. */
export const GENERATED_ACCESS_KEY_LENGTH = 16;
export const GENERATED_SECRET_KEY_LENGTH = 32;

/** Why `text` cannot be an access key's restricting policy ('' for none), or null. */
export const restrictingPolicyProblem = (text: string): string | null =>
  text.trim() === '' ? null : policyDocumentProblem(text, SERVICE_ACCOUNT_POLICY_MAX_LENGTH);

/** MinIO's bounds on an access key's expiry, counted from the moment it is set. */
export const SERVICE_ACCOUNT_EXPIRY_MIN_MS = 15 * 60 * 1000;
export const SERVICE_ACCOUNT_EXPIRY_MAX_MS = 365 * 24 * 60 * 60 * 1000;

/** Why `text` cannot be an expiry ('' for none): an RFC 3339 time 15 minutes to 365 days ahead, or null. */
export function expiryProblem(text: string, now = Date.now()): string | null {
  if (text === '') return null;
  const time = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(time))
    return 'The expiry is an RFC 3339 date and time';
  if (time <= now) return 'The expiry is in the future';
  if (time < now + SERVICE_ACCOUNT_EXPIRY_MIN_MS) return 'The expiry is at least 15 minutes from now';
  if (time > now + SERVICE_ACCOUNT_EXPIRY_MAX_MS) return 'The expiry is at most 365 days from now';
  return null;
}

/** Why `text` cannot name an access key ('' for none), or null: MinIO takes names that start with a letter. */
export function serviceAccountNameProblem(text: string): string | null {
  if (text === '') return null;
  if (text.length > SERVICE_ACCOUNT_NAME_MAX_LENGTH)
    return `The name has at most ${SERVICE_ACCOUNT_NAME_MAX_LENGTH} characters`;
  return /^[A-Za-z]/.test(text) ? null : 'The name starts with a letter';
}

const optionalText = (label: string, max: number) =>
  z.optional(z.string().check(z.maxLength(max, `The ${label} has at most ${max} characters`)));

const serviceAccountFields = {
  /** A JSON policy document restricting what the key may do; '' or absent for the parent's own policy. */
  policy: z.optional(z.string().check(refusedBy(restrictingPolicyProblem))),
  name: z.optional(z.string().check(refusedBy(serviceAccountNameProblem))),
  description: optionalText('description', SERVICE_ACCOUNT_DESCRIPTION_MAX_LENGTH),
  expiry: z.optional(z.string().check(refusedBy((text: string) => expiryProblem(text)))),
  comment: optionalText('comment', SERVICE_ACCOUNT_DESCRIPTION_MAX_LENGTH),
};

/** POST /service-accounts and /user/{name}/service-accounts: MinIO generates the keys. */
export const serviceAccountRequestSchema = z.object(serviceAccountFields);
export type ServiceAccountRequest = z.infer<typeof serviceAccountRequestSchema>;

/** POST /service-account-credentials and /user/{name}/service-account-credentials: the keys are given. */
export const serviceAccountRequestCredsSchema = z.object({
  ...serviceAccountFields,
  accessKey: serviceAccountAccessKeySchema,
  secretKey: secretKeySchema,
});
export type ServiceAccountRequestCreds = z.infer<typeof serviceAccountRequestCredsSchema>;

/** The new key's credentials, shown once; `url` is MinIO's endpoint, for `mc alias import`. */
export const serviceAccountCredsSchema = z.object({
  accessKey: z.string(),
  secretKey: z.string(),
  url: z.optional(z.string()),
});
export type ServiceAccountCreds = z.infer<typeof serviceAccountCredsSchema>;

/** One access key in a list; `accountStatus` is "on" or "off", `expiration` RFC 3339 or absent. */
export const serviceAccountSummarySchema = z.object({
  accessKey: z.string(),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  accountStatus: z.optional(z.string()),
  expiration: z.optional(z.string()),
});
export type ServiceAccountSummary = z.infer<typeof serviceAccountSummarySchema>;
export const serviceAccountsSchema = z.nullable(z.array(serviceAccountSummarySchema));
export type ServiceAccounts = z.infer<typeof serviceAccountsSchema>;

/** GET /service-accounts/{access_key}; `policy` is '' when the key uses its parent's policy (`impliedPolicy`). */
export const serviceAccountSchema = z.object({
  parentUser: z.optional(z.string()),
  accountStatus: z.optional(z.string()),
  impliedPolicy: z.optional(z.boolean()),
  policy: z.optional(z.string()),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  expiration: z.optional(z.string()),
});
export type ServiceAccount = z.infer<typeof serviceAccountSchema>;

/** PUT /service-accounts/{access_key}: `policy` '' returns the key to its parent's policy. */
export const updateServiceAccountRequestSchema = z.object({
  policy: z.string().check(refusedBy(restrictingPolicyProblem)),
  secretKey: z.optional(
    z.string().check(refusedBy((text: string) => (text === '' ? null : secretKeyProblem(text)))),
  ),
  name: serviceAccountFields.name,
  description: serviceAccountFields.description,
  expiry: serviceAccountFields.expiry,
  status: z.optional(z.enum(['on', 'off'])),
});
export type UpdateServiceAccountRequest = z.infer<typeof updateServiceAccountRequestSchema>;

/** DELETE /service-accounts/delete-multi: the access keys to delete. */
export const deleteServiceAccountsRequestSchema = z
  .array(z.string().check(z.minLength(1), z.maxLength(128)))
  .check(
    z.minLength(1, 'Choose at least one access key'),
    z.maxLength(MAX_NAMES_PER_REQUEST, `At most ${MAX_NAMES_PER_REQUEST} access keys at once`),
  );

export const accessKeyParams = z.object({ access_key: z.string() });

export const listUserServiceAccounts = endpoint({
  id: 'ListUserServiceAccounts',
  area: 'service-accounts',
  method: 'GET',
  path: '/service-accounts',
  summary: "The logged-in user's access keys",
  response: serviceAccountsSchema,
  status: 200,
});

export const createServiceAccount = endpoint({
  id: 'CreateServiceAccount',
  area: 'service-accounts',
  method: 'POST',
  path: '/service-accounts',
  summary: 'Creates an access key for the logged-in user, with keys MinIO generates',
  body: serviceAccountRequestSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  response: serviceAccountCredsSchema,
  status: 201,
});

export const createServiceAccountCreds = endpoint({
  id: 'CreateServiceAccountCreds',
  area: 'service-accounts',
  method: 'POST',
  path: '/service-account-credentials',
  summary: 'Creates an access key for the logged-in user with the given keys',
  body: serviceAccountRequestCredsSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  response: serviceAccountCredsSchema,
  status: 201,
});

export const deleteMultipleServiceAccounts = endpoint({
  id: 'DeleteMultipleServiceAccounts',
  area: 'service-accounts',
  method: 'DELETE',
  path: '/service-accounts/delete-multi',
  summary: 'Deletes several access keys',
  body: deleteServiceAccountsRequestSchema,
  status: 204,
});

export const getServiceAccount = endpoint({
  id: 'GetServiceAccount',
  area: 'service-accounts',
  method: 'GET',
  path: '/service-accounts/{access_key}',
  summary: 'One access key: parent, status, policy, name, description and expiry',
  params: accessKeyParams,
  response: serviceAccountSchema,
  status: 200,
});

export const updateServiceAccount = endpoint({
  id: 'UpdateServiceAccount',
  area: 'service-accounts',
  method: 'PUT',
  path: '/service-accounts/{access_key}',
  summary: "Edits an access key's policy, secret, name, description, expiry or status",
  params: accessKeyParams,
  body: updateServiceAccountRequestSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  status: 200,
});

export const deleteServiceAccount = endpoint({
  id: 'DeleteServiceAccount',
  area: 'service-accounts',
  method: 'DELETE',
  path: '/service-accounts/{access_key}',
  summary: 'Deletes an access key',
  params: accessKeyParams,
  status: 204,
});

export const listAUserServiceAccounts = endpoint({
  id: 'ListAUserServiceAccounts',
  area: 'service-accounts',
  method: 'GET',
  path: '/user/{name}/service-accounts',
  summary: "A user's access keys",
  params: userNameParams,
  response: serviceAccountsSchema,
  status: 200,
});

export const createAUserServiceAccount = endpoint({
  id: 'CreateAUserServiceAccount',
  area: 'service-accounts',
  method: 'POST',
  path: '/user/{name}/service-accounts',
  summary: 'Creates an access key for a user, with keys MinIO generates',
  params: userNameParams,
  body: serviceAccountRequestSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  response: serviceAccountCredsSchema,
  status: 201,
});

export const createServiceAccountCredentials = endpoint({
  id: 'CreateServiceAccountCredentials',
  area: 'service-accounts',
  method: 'POST',
  path: '/user/{name}/service-account-credentials',
  summary: 'Creates an access key for a user with the given keys',
  params: userNameParams,
  body: serviceAccountRequestCredsSchema,
  bodyLimit: BODY_LIMITS.iamPolicy,
  response: serviceAccountCredsSchema,
  status: 201,
});

export const SERVICE_ACCOUNT_ENDPOINTS = [
  listUserServiceAccounts,
  createServiceAccount,
  createServiceAccountCreds,
  deleteMultipleServiceAccounts,
  getServiceAccount,
  updateServiceAccount,
  deleteServiceAccount,
  listAUserServiceAccounts,
  createAUserServiceAccount,
  createServiceAccountCredentials,
] as const;
