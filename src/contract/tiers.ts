import { z } from 'zod/mini';
import { bucketAddressProblem } from './bucket-rules';
import { hasControlCharacter, httpEndpointProblem, isPrintableAscii, refusedBy } from './checks';
import { endpoint } from './endpoint';

/*
 * Remote tiers: the places lifecycle transition rules move objects to (console-api Appendix A, restored). A tier
 * is MinIO's TierConfig, reported with its usage and whether MinIO reaches it; secrets are never answered.
 */

export const TIER_TYPES = ['minio', 's3', 'gcs', 'azure'] as const;
export const tierTypeSchema = z.enum(TIER_TYPES);
export type TierType = z.infer<typeof tierTypeSchema>;

/** What a form shows for each type. */
export const TIER_TYPE_LABELS: Record<TierType, string> = {
  minio: 'MinIO',
  s3: 'Amazon S3',
  gcs: 'Google Cloud Storage',
  azure: 'Azure Blob Storage',
};

export const TIER_NAME_MAX_LENGTH = 64;
export const TIER_ENDPOINT_MAX_LENGTH = 1024;
export const TIER_KEY_MAX_LENGTH = 1024;
export const TIER_PREFIX_MAX_LENGTH = 512;
export const TIER_REGION_MAX_LENGTH = 64;
/** A GCS service-account key file is about 2.4 KB; its base64 is a third longer. */
export const TIER_CREDS_MAX_LENGTH = 16 * 1024;
/** The storage classes MinIO keeps for itself: no tier may be named like them. */
export const RESERVED_TIER_NAMES = ['STANDARD', 'RRS'];

/** MinIO's own texts, which the console answers as MinIO does. */
export const TIER_MESSAGES = {
  notFound: 'Specified remote tier was not found',
  alreadyExists: 'Specified remote tier already exists',
  backendNotEmpty: 'Specified remote backend is not empty',
  /** MinIO would remove the tier and leave these rules moving objects nowhere. */
  usedByRules: (buckets: readonly string[]) =>
    `Lifecycle rules of ${buckets.length === 1 ? 'the bucket' : 'the buckets'} ${buckets.slice(0, 5).join(', ')}${buckets.length > 5 ? ` and ${buckets.length - 5} more` : ''} move objects to this tier: remove those rules first`,
  missingSettings: (type: TierType) => `Enter the settings of the ${TIER_TYPE_LABELS[type]} tier`,
  missingCredentials: (type: TierType) =>
    type === 'gcs'
      ? 'Enter the credentials file of the service account'
      : type === 'azure'
        ? 'Enter the account key'
        : 'Enter the access key and the secret key',
} as const;

/** Whether a lifecycle rule (as GET /buckets/{bucket_name}/lifecycle lists it) moves objects to the tier. */
export const ruleMovesTo = (
  tier: string,
  rule: { transition?: { storage_class?: string; noncurrent_storage_class?: string } },
): boolean => rule.transition?.storage_class === tier || rule.transition?.noncurrent_storage_class === tier;

/**
 * Why `name` cannot name a tier, or null. MinIO refuses lower case ("Tier name must be in uppercase") but would
 * take spaces and slashes, which no URL path or lifecycle rule should carry: the console takes what a storage
 * class can be, upper-casing it as `mc` does.
 */
export function tierNameProblem(name: string): string | null {
  if (name === '') return 'Enter the tier name';
  if (name.length > TIER_NAME_MAX_LENGTH)
    return `The tier name has at most ${TIER_NAME_MAX_LENGTH} characters`;
  if (!/^[A-Za-z0-9_-]+$/.test(name)) return 'The tier name has letters, digits, "-" and "_" only';
  if (RESERVED_TIER_NAMES.includes(name.toUpperCase())) return `${name.toUpperCase()} is a reserved name`;
  return null;
}

export function tierEndpointProblem(value: string): string | null {
  if (value === '') return 'Enter the endpoint';
  if (value.length > TIER_ENDPOINT_MAX_LENGTH)
    return `The endpoint has at most ${TIER_ENDPOINT_MAX_LENGTH} characters`;
  return httpEndpointProblem(value, 'https://s3.example.net');
}

const boundedText = (label: string, maxLength: number) => (value: string) => {
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  return hasControlCharacter(value) ? `The ${label} has no control characters` : null;
};

const keyProblem = (label: string) => (value: string) =>
  value.length > TIER_KEY_MAX_LENGTH
    ? `The ${label} has at most ${TIER_KEY_MAX_LENGTH} characters`
    : isPrintableAscii(value)
      ? null
      : `The ${label} has printable ASCII characters only`;

function regionProblem(value: string): string | null {
  if (value.length > TIER_REGION_MAX_LENGTH)
    return `The region has at most ${TIER_REGION_MAX_LENGTH} characters`;
  return /^[a-z0-9-]*$/.test(value) ? null : 'The region has lowercase letters, digits and "-" only';
}

const storageClassProblem = (value: string) =>
  /^[A-Z_]{0,64}$/.test(value) ? null : 'The storage class is in capitals, such as STANDARD_IA';

/** The GCS credentials file as the console contract carries it: standard base64 of the JSON key file. */
export function tierCredsProblem(value: string): string | null {
  if (value.length > TIER_CREDS_MAX_LENGTH)
    return `The credentials file has at most ${(TIER_CREDS_MAX_LENGTH * 3) / 4} bytes`;
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0)
    return 'The credentials are not base64';
  return null;
}

/** Whether base64 `creds` decode to a JSON object, as a service account's key file is. */
export function credsAreJsonObject(creds: string): boolean {
  try {
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(atob(creds), (c) => c.charCodeAt(0))),
    );
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

const text = (problem: (value: string) => string | null) => z.optional(z.string().check(refusedBy(problem)));

/** The settings every type shares, and their usage (in answers only). */
const commonTierFields = {
  name: z.optional(z.string()),
  endpoint: z.optional(z.string()),
  bucket: z.optional(z.string()),
  prefix: z.optional(z.string()),
  region: z.optional(z.string()),
  /** Humanised IEC bytes, such as "1.2 GiB". */
  usage: z.optional(z.string()),
  /** Decimal strings. */
  objects: z.optional(z.string()),
  versions: z.optional(z.string()),
};

const keyedTierSchema = z.object({
  ...commonTierFields,
  accesskey: z.optional(z.string()),
  secretkey: z.optional(z.string()),
  storageclass: z.optional(z.string()),
});

/** A tier as the console contract carries it: the type, and that type's settings under the type's own key. */
export const tierSchema = z.object({
  /** Whether MinIO reaches the tier with its credentials (lists only). */
  status: z.optional(z.boolean()),
  type: z.enum([...TIER_TYPES, 'unsupported']),
  s3: z.optional(keyedTierSchema),
  minio: z.optional(keyedTierSchema),
  gcs: z.optional(z.object({ ...commonTierFields, creds: z.optional(z.string()) })),
  azure: z.optional(
    z.object({
      ...commonTierFields,
      accountname: z.optional(z.string()),
      accountkey: z.optional(z.string()),
    }),
  ),
});
export type Tier = z.infer<typeof tierSchema>;

/** The settings of one type, as `tierSettings` finds them. */
export interface TierSettings {
  name?: string;
  endpoint?: string;
  bucket?: string;
  prefix?: string;
  region?: string;
  storageclass?: string;
  accesskey?: string;
  secretkey?: string;
  accountname?: string;
  accountkey?: string;
  creds?: string;
  usage?: string;
  objects?: string;
  versions?: string;
}

/** The settings of the tier's own type (empty for an unsupported one). */
export const tierSettings = (tier: Tier): TierSettings =>
  (tier.type === 'unsupported' ? undefined : tier[tier.type]) ?? {};

const newTierFields = {
  name: z.string().check(refusedBy(tierNameProblem), z.toUpperCase()),
  endpoint: z.string().check(refusedBy(tierEndpointProblem)),
  bucket: z.string().check(refusedBy((value: string) => bucketAddressProblem(value))),
  prefix: text(boundedText('prefix', TIER_PREFIX_MAX_LENGTH)),
  region: text(regionProblem),
};

const newKeyedTierSchema = z.object({
  ...newTierFields,
  accesskey: z.string().check(refusedBy(keyProblem('access key')), z.minLength(1, 'Enter the access key')),
  secretkey: z.string().check(refusedBy(keyProblem('secret key')), z.minLength(1, 'Enter the secret key')),
  storageclass: text(storageClassProblem),
});

/** POST /admin/tiers: the type, and only that type's settings; answers carry no usage, no secrets. */
export const addTierRequestSchema = z
  .object({
    type: tierTypeSchema,
    s3: z.optional(newKeyedTierSchema),
    minio: z.optional(newKeyedTierSchema),
    gcs: z.optional(
      z.object({
        ...newTierFields,
        creds: z.string().check(
          z.minLength(1, TIER_MESSAGES.missingCredentials('gcs')),
          refusedBy(tierCredsProblem),
          refusedBy((creds: string) =>
            credsAreJsonObject(creds) ? null : 'The credentials file is not a JSON key file',
          ),
        ),
      }),
    ),
    azure: z.optional(
      z.object({
        ...newTierFields,
        accountname: z
          .string()
          .check(refusedBy(keyProblem('account name')), z.minLength(1, 'Enter the account name')),
        accountkey: z
          .string()
          .check(refusedBy(keyProblem('account key')), z.minLength(1, 'Enter the account key')),
      }),
    ),
  })
  .check(
    refusedBy((tier: { type: TierType } & Partial<Record<TierType, unknown>>) =>
      tier[tier.type] ? null : TIER_MESSAGES.missingSettings(tier.type),
    ),
  );
export type AddTierRequest = z.infer<typeof addTierRequestSchema>;
export type AddTierInput = z.input<typeof addTierRequestSchema>;

export const tierListResponseSchema = z.object({ items: z.nullish(z.array(tierSchema)) });
export type TierListResponse = z.infer<typeof tierListResponseSchema>;

/** PUT /admin/tiers/{type}/{name}/credentials: keys for S3 and MinIO, the account key (`secret_key`) for Azure. */
export const tierCredentialsRequestSchema = z.object({
  access_key: text(keyProblem('access key')),
  secret_key: text(keyProblem('secret key')),
  /** GCS: the key file, standard base64 ('' when not changed). */
  creds: text(tierCredsProblem),
});
export type TierCredentialsRequest = z.infer<typeof tierCredentialsRequestSchema>;

/** Why the new credentials cannot replace those of a tier of `type`, or null. */
export function tierCredentialsProblem(type: TierType, request: TierCredentialsRequest): string | null {
  const missing =
    type === 'gcs'
      ? !request.creds
      : type === 'azure'
        ? !request.secret_key
        : !request.access_key || !request.secret_key;
  if (missing) return TIER_MESSAGES.missingCredentials(type);
  if (type === 'gcs' && request.creds && !credsAreJsonObject(request.creds))
    return 'The credentials file is not a JSON key file';
  return null;
}

/** Tier names are upper case: a name in a path is matched as MinIO would store it. */
const tierNameParam = z.string().check(z.toUpperCase());
const tierNameParams = z.object({ name: tierNameParam });
const typedTierParams = z.object({ type: tierTypeSchema, name: tierNameParam });

export const listTiers = endpoint({
  id: 'TiersList',
  area: 'tiers',
  method: 'GET',
  path: '/admin/tiers',
  summary: 'Every tier, with its usage and whether MinIO reaches it',
  response: tierListResponseSchema,
  status: 200,
});

export const addTier = endpoint({
  id: 'AddTier',
  area: 'tiers',
  method: 'POST',
  path: '/admin/tiers',
  summary: 'Adds a tier, once MinIO has checked it can write to it',
  body: addTierRequestSchema,
  status: 201,
});

export const getTier = endpoint({
  id: 'GetTier',
  area: 'tiers',
  method: 'GET',
  path: '/admin/tiers/{type}/{name}',
  summary: 'One tier of that type, without its usage',
  params: typedTierParams,
  response: tierSchema,
  status: 200,
});

export const editTierCredentials = endpoint({
  id: 'EditTierCredentials',
  area: 'tiers',
  method: 'PUT',
  path: '/admin/tiers/{type}/{name}/credentials',
  summary: "Replaces a tier's credentials, once MinIO has checked them",
  params: typedTierParams,
  body: tierCredentialsRequestSchema,
  status: 200,
});

export const removeTier = endpoint({
  id: 'RemoveTier',
  area: 'tiers',
  method: 'DELETE',
  path: '/admin/tiers/{name}/remove',
  summary: 'Removes a tier that holds no objects and that no lifecycle rule moves objects to',
  params: tierNameParams,
  status: 204,
});

export const TIER_ENDPOINTS = [listTiers, addTier, getTier, editTierCredentials, removeTier] as const;
