import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { tagKeyProblem, tagValueProblem } from './bucket-settings';
import { bucketNameParams, objectRetentionModeSchema } from './buckets';
import { refusedBy } from './checks';
import { endpoint, fillPath } from './endpoint';
import { queryFlag, REQUIRED_IN_QUERY, requiredQueryText } from './query';

/**
 * The single-object operations of console-api §3.3. Every one addresses the object with `?prefix` = its full
 * key; those with a required `version_id` take the literal "null" for an unversioned object (Appendix B.5).
 */

/** The console server's own refusals in these operations. */
export const OBJECT_DETAILS_MESSAGES = {
  allAndNonCurrent: 'Choose either all versions or the non-current versions, not both',
  invalidSharedUrl: 'This is not a valid share link',
  shareLinkNotMinted: 'This share link was not made by this console',
  shareLinkExpired: 'This share link has expired',
  expiryTooLong: 'A link cannot outlive your session: choose a shorter time',
  invalidExpiry: 'expires must be a duration such as 3600s or 12h',
  nothingToDelete: 'Choose at least one object to delete',
} as const;

/** What an unversioned object (or the null version of a versioned one) is addressed by. */
export const NULL_VERSION = 'null';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Why a version id from a request cannot name a version, or null. MinIO's version ids are UUIDs, and "null" names
 * the null version; MinIO refuses anything else, so it is refused before it reaches a request line.
 */
export function versionIdProblem(versionId: string): string | null {
  if (versionId === NULL_VERSION || (versionId.length === 36 && UUID.test(versionId))) return null;
  return 'A version id is a UUID, or "null" for an unversioned object';
}

/** A version id where "" means none, as an absent one. */
const versionIdOrEmpty = z
  .string()
  .check(refusedBy((id: string) => (id === '' ? null : versionIdProblem(id))));

/** A version id in the query: absent or empty is none (the latest). */
export const versionIdQuery = z.optional(
  z.pipe(
    versionIdOrEmpty,
    z.transform((id: string) => id || undefined),
  ),
);

/** The version id an operation requires: "null" for an unversioned object. */
export const requiredVersionIdQuery = z
  .string({ error: REQUIRED_IN_QUERY })
  .check(refusedBy((id: string) => (id === '' ? REQUIRED_IN_QUERY : versionIdProblem(id))));

/** The query addressing one version of one object: its full key and its version id. */
const versionAddress = { prefix: requiredQueryText, version_id: requiredVersionIdQuery };

/**
 * GET /buckets/{bucket_name}/objects/metadata?prefix=&versionID= (note the spelling): the object's HEAD headers
 * that describe it — content type and encoding, storage class, encryption, object lock, tag count and every
 * `X-Amz-Meta-*` — under their canonical names, each with its list of values.
 */
export const objectMetadataResponseSchema = z.object({
  objectMetadata: z.optional(z.record(z.string(), z.nullish(z.array(z.string())))),
});
export type ObjectMetadataResponse = z.infer<typeof objectMetadataResponseSchema>;

/** The prefix of user-defined metadata headers, in the canonical spelling the metadata answer uses. */
export const USER_METADATA_PREFIX = 'X-Amz-Meta-';

/** Go's canonical header spelling, which the metadata answer uses: `x-amz-meta-owner` → `X-Amz-Meta-Owner`. */
export const canonicalHeaderName = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1).toLowerCase())
    .join('-');

export const objectLegalHoldStatusSchema = z.enum(['enabled', 'disabled']);
export type ObjectLegalHoldStatus = z.infer<typeof objectLegalHoldStatusSchema>;

/** PUT /buckets/{bucket_name}/objects/legalhold?prefix=&version_id=; 200 empty. */
export const putObjectLegalHoldRequestSchema = z.object({ status: objectLegalHoldStatusSchema });
export type PutObjectLegalHoldRequest = z.infer<typeof putObjectLegalHoldRequestSchema>;

/** Whether a text is an RFC 3339 date-time with a zone (what S3 takes as a retain-until date). */
export const isRfc3339 = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(text) &&
  !Number.isNaN(Date.parse(text));

/**
 * PUT /buckets/{bucket_name}/objects/retention?prefix=&version_id=; 200 empty. `governance_bypass` lets a user
 * holding s3:BypassGovernanceRetention shorten or lift a governance retention.
 */
export const putObjectRetentionRequestSchema = z.object({
  mode: objectRetentionModeSchema,
  expires: z.string().check(z.refine(isRfc3339, 'expires must be an RFC 3339 date-time')),
  governance_bypass: z.optional(z.boolean()),
});
export type PutObjectRetentionRequest = z.infer<typeof putObjectRetentionRequestSchema>;

/** Why a retain-until date cannot be set, or null: S3 only takes one in the future. */
export function retainUntilProblem(until: Date | null, now: Date = new Date()): string | null {
  if (until === null || Number.isNaN(until.getTime()))
    return 'Enter the date and time to retain the object until';
  if (until.getTime() <= now.getTime()) return 'The retain-until date must be in the future';
  return null;
}

export const MAX_OBJECT_TAGS = 10;

/**
 * Why S3 would refuse this object tag key, or null. Characters and lengths are the bucket tags' rules;
 * `otherKeys` are the keys of the object's other tags.
 */
export function objectTagKeyProblem(key: string, otherKeys: readonly string[] = []): string | null {
  const problem = tagKeyProblem(key);
  if (problem) return problem;
  if (otherKeys.includes(key)) return `The object already has a tag "${key}"`;
  if (otherKeys.length >= MAX_OBJECT_TAGS) return `An object has at most ${MAX_OBJECT_TAGS} tags`;
  return null;
}

export const objectTagValueProblem = tagValueProblem;

/** Why the whole tag set of an object would be refused, or null. */
export function objectTagSetProblem(tags: Record<string, string>): string | null {
  const entries = Object.entries(tags);
  if (entries.length > MAX_OBJECT_TAGS) return `An object has at most ${MAX_OBJECT_TAGS} tags`;
  for (const [key, value] of entries) {
    const problem = tagKeyProblem(key) ?? tagValueProblem(value);
    if (problem) return `${problem} (tag "${key}")`;
  }
  return null;
}

/** PUT /buckets/{bucket_name}/objects/tags?prefix=&version_id=: the whole tag set (none removes them); 200. */
export const putObjectTagsRequestSchema = z.object({
  tags: z.optional(
    z.record(z.string(), z.string()).check(
      z.refine((tags) => objectTagSetProblem(tags) === null, {
        error: (issue) => objectTagSetProblem(issue.input as Record<string, string>) ?? 'Invalid tags',
      }),
    ),
  ),
});
export type PutObjectTagsRequest = z.infer<typeof putObjectTagsRequestSchema>;

/**
 * One entry of POST /buckets/{bucket_name}/delete-objects?all_versions=&bypass= (a bare array body; 200 empty,
 * entries removed in order, stopping at the first failure). `recursive` removes everything under `path`.
 */
export const deleteFileSchema = z.object({
  path: z.optional(z.string()),
  versionID: z.optional(versionIdOrEmpty),
  recursive: z.optional(z.boolean()),
});
export type DeleteFile = z.infer<typeof deleteFileSchema>;
export const deleteMultipleObjectsRequestSchema = z.array(deleteFileSchema);

/**
 * The query of DELETE /buckets/{bucket_name}/objects (200 empty): one version (`version_id`), every version
 * (`all_versions`), every version but the latest (`non_current_versions`), or a whole folder (`recursive`: the
 * prefix names the folder, `photos` and `photos/` alike, plus the object named exactly `photos`, never
 * `photos.jpg` or `photos-old/…`; see `recursiveDeleteReaches`); `bypass` lifts governance retention for a user
 * allowed to. A key with a `.` or `..` segment is refused (400, see `objectKeyProblem`).
 */
export const deleteObjectQuerySchema = z.object({
  prefix: requiredQueryText,
  version_id: versionIdQuery,
  recursive: queryFlag,
  all_versions: queryFlag,
  non_current_versions: queryFlag,
  bypass: queryFlag,
});
export type DeleteObjectQuery = z.output<typeof deleteObjectQuerySchema>;

/** GET /buckets/max-share-exp: the longest a share link may last, in seconds (what is left of the session). */
export const maxShareLinkExpResponseSchema = z.object({ exp: z.number() });
export type MaxShareLinkExpResponse = z.infer<typeof maxShareLinkExpResponseSchema>;

/**
 * GET /buckets/{bucket_name}/objects/share?prefix=&version_id=&expires=: a JSON string, the link
 * `<console origin><sub-path>api/v1/download-shared-object/<token>`, the token unpadded base64url. `expires` is a
 * Go duration ("3600s"), at most the session's maximum; without it the link lasts that maximum, up to 7 days.
 * GET /download-shared-object/{token} (no session) sends that one object as an attachment until the link expires:
 * 400 for what is not a token, 403 for a token this console did not make or that has expired.
 */
export const shareObjectResponseSchema = z.string();

/** The `expires` parameter for a number of seconds. */
export const goDuration = (seconds: number) => `${Math.floor(seconds)}s`;

/** Why a share link cannot last `seconds`, or null. `maxSeconds` is GET /buckets/max-share-exp's answer. */
export function shareExpiryProblem(seconds: number, maxSeconds: number): string | null {
  if (!Number.isFinite(seconds) || seconds < 60) return 'A link must last at least a minute';
  if (seconds > maxSeconds) return OBJECT_DETAILS_MESSAGES.expiryTooLong;
  return null;
}

export const getMaxShareLinkExp = endpoint({
  id: 'GetMaxShareLinkExp',
  area: 'object-details',
  method: 'GET',
  path: '/buckets/max-share-exp',
  summary: 'The longest a share link may last, in seconds: what is left of the session',
  response: maxShareLinkExpResponseSchema,
  status: 200,
});

export const getObjectMetadata = endpoint({
  id: 'GetObjectMetadata',
  area: 'object-details',
  method: 'GET',
  path: '/buckets/{bucket_name}/objects/metadata',
  summary: "The headers that describe an object's version (the latest without versionID)",
  params: bucketNameParams,
  query: z.object({ prefix: requiredQueryText, versionID: versionIdQuery }),
  response: objectMetadataResponseSchema,
  status: 200,
});

export const putObjectTags = endpoint({
  id: 'PutObjectTags',
  area: 'object-details',
  method: 'PUT',
  path: '/buckets/{bucket_name}/objects/tags',
  summary: "Replaces a version's whole tag set",
  params: bucketNameParams,
  query: z.object(versionAddress),
  body: putObjectTagsRequestSchema,
  status: 200,
});

export const putObjectLegalHold = endpoint({
  id: 'PutObjectLegalHold',
  area: 'object-details',
  method: 'PUT',
  path: '/buckets/{bucket_name}/objects/legalhold',
  summary: "Turns a version's legal hold on or off",
  params: bucketNameParams,
  query: z.object(versionAddress),
  body: putObjectLegalHoldRequestSchema,
  status: 200,
});

export const putObjectRetention = endpoint({
  id: 'PutObjectRetention',
  area: 'object-details',
  method: 'PUT',
  path: '/buckets/{bucket_name}/objects/retention',
  summary: "Sets a version's retention",
  params: bucketNameParams,
  query: z.object(versionAddress),
  body: putObjectRetentionRequestSchema,
  status: 200,
});

export const deleteObjectRetention = endpoint({
  id: 'DeleteObjectRetention',
  area: 'object-details',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/objects/retention',
  summary: "Lifts a version's governance retention",
  params: bucketNameParams,
  query: z.object(versionAddress),
  status: 200,
});

export const putObjectRestore = endpoint({
  id: 'PutObjectRestore',
  area: 'object-details',
  method: 'PUT',
  path: '/buckets/{bucket_name}/objects/restore',
  summary: 'Copies a version on top of its object, making it the latest',
  params: bucketNameParams,
  query: z.object(versionAddress),
  status: 200,
});

export const deleteObject = endpoint({
  id: 'DeleteObject',
  area: 'object-details',
  method: 'DELETE',
  path: '/buckets/{bucket_name}/objects',
  summary: 'Deletes an object, one of its versions, its versions, or a folder with everything under it',
  params: bucketNameParams,
  query: deleteObjectQuerySchema,
  status: 200,
});

export const deleteMultipleObjects = endpoint({
  id: 'DeleteMultipleObjects',
  area: 'object-details',
  method: 'POST',
  path: '/buckets/{bucket_name}/delete-objects',
  summary: 'Deletes several objects and folders, in order, stopping at the first failure',
  params: bucketNameParams,
  query: z.object({ all_versions: queryFlag, bypass: queryFlag }),
  body: deleteMultipleObjectsRequestSchema,
  bodyLimit: BODY_LIMITS.objectSelection,
  status: 200,
});

export const shareObject = endpoint({
  id: 'ShareObject',
  area: 'object-details',
  method: 'GET',
  path: '/buckets/{bucket_name}/objects/share',
  summary: 'A link that downloads a version without a session until it expires',
  params: bucketNameParams,
  query: z.object({ ...versionAddress, expires: z.optional(z.string()) }),
  response: shareObjectResponseSchema,
  status: 200,
});

export const downloadSharedObject = endpoint({
  id: 'DownloadSharedObject',
  area: 'object-details',
  method: 'GET',
  path: '/download-shared-object/{url}',
  summary: 'Downloads the version a share link names, without a session, until the link expires',
  params: z.object({ url: z.string() }),
  streamedResponse: 'application/octet-stream',
  status: 200,
  public: true,
});

/** The link a recipient opens: `consoleBase` is the console's origin and sub-path, ending in "/". */
export const sharedObjectLink = (consoleBase: string, token: string): string =>
  `${consoleBase}api/v1${fillPath(downloadSharedObject.path, { url: token })}`;

/** The single-object operations of the object details, and share links. */
export const OBJECT_DETAILS_ENDPOINTS = [
  getMaxShareLinkExp,
  getObjectMetadata,
  putObjectTags,
  putObjectLegalHold,
  putObjectRetention,
  deleteObjectRetention,
  putObjectRestore,
  deleteObject,
  deleteMultipleObjects,
  shareObject,
  downloadSharedObject,
] as const;
