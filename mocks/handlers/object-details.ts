import { HttpResponse } from 'msw';
import { attachmentHeaders, baseName } from '../../src/contract/download-headers';
import * as objectDetails from '../../src/contract/object-details';
import { objectKeyProblem, recursiveDeleteReaches } from '../../src/contract/object-key';
import {
  mintShareToken,
  openShareToken,
  SHARE_TOKEN_REFUSALS,
  shareTokenKey,
} from '../../src/contract/share-token';
import { hasPermission } from '../../src/lib/permissions/has-permission';
import { S3 } from '../../src/lib/permissions/scopes';
import { findBucket, type MockBucket } from '../buckets-model';
import { MINIO_MESSAGES, type MockUser } from '../model';
import { bucketObjects, type MockObjectVersion, mockVersion, putVersion, versionsOf } from '../objects-model';
import { MINIO_BUCKET_MESSAGES } from './buckets';
import { mock } from './mock';
import { apiError } from './respond';

/** MinIO's own texts for the refusals of these operations, as the console passes them on. */
export const MINIO_OBJECT_MESSAGES = {
  noSuchVersion: 'The specified version does not exist.',
  headNotFound: 'Not Found',
  locked: 'Object is WORM protected and cannot be overwritten',
  noLockConfiguration: 'Bucket is missing ObjectLockConfiguration',
  retainDateInPast: 'the retain until date must be in the future',
  copyOfDeleteMarker:
    'The source of a copy request may not specifically refer to a delete marker by version id.',
} as const;

/** The MinIO presigned URLs point at: the mock session's `serverEndPoint`. */
const MOCK_MINIO = 'http://127.0.0.1:9000';

/** The mock console's secret for share links: fixed, so a link outlives a reload of the demo. */
const MOCK_SHARE_KEY = shareTokenKey(new TextEncoder().encode('mock console share links'));

/** Mock sessions do not age: a link may last the whole default session. */
export const MOCK_MAX_SHARE_SECONDS = 12 * 3600;

/** As the real server accepts a maximum fetched a moment earlier. */
const FETCHED_MAXIMUM_LATITUDE = 60;

const invalid = (detail: string) => apiError(400, 'Invalid request', detail);

/** The server refuses a key that cannot name an object when it addresses MinIO with it. */
function keyRefusal(key: string): Response | null {
  const problem = objectKeyProblem(key);
  return problem ? apiError(400, problem) : null;
}

/** The bucket, when the user may do one of `actions` in it; MinIO's refusal otherwise. */
function bucketFor(user: MockUser, bucketName: string, actions: readonly string[]): MockBucket | Response {
  if (!hasPermission(user.permissions, bucketName, actions))
    return apiError(403, MINIO_MESSAGES.accessDenied);
  return findBucket(bucketName) ?? apiError(404, MINIO_BUCKET_MESSAGES.noSuchBucket);
}

const isVersioned = (bucket: MockBucket) => bucket.versioning !== '';

/** The version a request names ("null" is an unversioned bucket's only one), or null. */
function findVersion(bucket: MockBucket, key: string, versionId: string): MockObjectVersion | null {
  const versions = versionsOf(bucket.name, key);
  const named = versions.find((version) => version.versionId === versionId);
  if (named) return named;
  return versionId === objectDetails.NULL_VERSION && !isVersioned(bucket) ? (versions[0] ?? null) : null;
}

function namedVersion(bucket: MockBucket, key: string, versionId: string): MockObjectVersion | Response {
  return findVersion(bucket, key, versionId) ?? apiError(404, MINIO_OBJECT_MESSAGES.noSuchVersion);
}

/** The key and version an operation's query names. */
interface VersionAddress {
  prefix: string;
  version_id: string;
}

interface Addressed {
  bucket: MockBucket;
  version: MockObjectVersion;
}

/**
 * The version the query names, in a bucket where the user may do `action` (with object locking, for `locking`);
 * MinIO's refusal otherwise.
 */
function addressedVersion(
  user: MockUser,
  bucketName: string,
  address: VersionAddress,
  { action, locking = false }: { action: string; locking?: boolean },
): Addressed | Response {
  const refusal = keyRefusal(address.prefix);
  if (refusal) return refusal;
  const bucket = bucketFor(user, bucketName, [action]);
  if (bucket instanceof Response) return bucket;
  if (locking && !bucket.locking) return apiError(400, MINIO_OBJECT_MESSAGES.noLockConfiguration);
  const version = namedVersion(bucket, address.prefix, address.version_id);
  return version instanceof Response ? version : { bucket, version };
}

const retainsUntilLater = (version: MockObjectVersion) =>
  version.retention !== null && Date.parse(version.retention.retainUntil) > Date.now();

const mayBypass = (user: MockUser, bucketName: string) =>
  hasPermission(user.permissions, bucketName, [S3.BypassGovernanceRetention]);

/** Why MinIO keeps this version from being removed, or null. */
function removalRefusal(version: MockObjectVersion, bypass: boolean, user: MockUser, bucketName: string) {
  if (version.legalHold === 'ON') return apiError(400, MINIO_OBJECT_MESSAGES.locked);
  if (!retainsUntilLater(version)) return null;
  const bypassed = version.retention?.mode === 'GOVERNANCE' && bypass && mayBypass(user, bucketName);
  return bypassed ? null : apiError(400, MINIO_OBJECT_MESSAGES.locked);
}

/** What HEAD answers for a version: its type, user metadata, lock and tag count, as canonical headers. */
function metadataOf(version: MockObjectVersion, bucket: MockBucket): Record<string, string[]> {
  const headers: Record<string, string[]> = { 'Content-Type': [version.contentType] };
  for (const [name, value] of Object.entries(version.userMetadata)) {
    headers[objectDetails.canonicalHeaderName(`${objectDetails.USER_METADATA_PREFIX}${name}`)] = [value];
  }
  if (bucket.locking) headers['X-Amz-Object-Lock-Legal-Hold'] = [version.legalHold];
  if (version.retention) {
    headers['X-Amz-Object-Lock-Mode'] = [version.retention.mode];
    headers['X-Amz-Object-Lock-Retain-Until-Date'] = [version.retention.retainUntil];
  }
  const tagCount = Object.keys(version.tags).length;
  if (tagCount > 0) headers['X-Amz-Tagging-Count'] = [String(tagCount)];
  return headers;
}

function setVersions(bucket: MockBucket, key: string, versions: MockObjectVersion[]): void {
  if (versions.length === 0) bucketObjects(bucket.name).delete(key);
  else bucketObjects(bucket.name).set(key, versions);
}

interface Deletion {
  user: MockUser;
  bypass: boolean;
}

/** Removes the versions `doomed` picks, unless one of them is locked (then none). */
function removeVersions(
  bucket: MockBucket,
  key: string,
  doomed: (version: MockObjectVersion, index: number) => boolean,
  deletion: Deletion,
): Response | null {
  const versions = versionsOf(bucket.name, key);
  for (const [index, version] of versions.entries()) {
    const refusal =
      doomed(version, index) && removalRefusal(version, deletion.bypass, deletion.user, bucket.name);
    if (refusal) return refusal;
  }
  setVersions(
    bucket,
    key,
    versions.filter((version, index) => !doomed(version, index)),
  );
  return null;
}

/** A plain delete: a delete marker on top in a versioned bucket, the object gone in another. */
function deleteLatest(bucket: MockBucket, key: string): void {
  const [latest] = versionsOf(bucket.name, key);
  if (!latest || latest.isDeleteMarker) return;
  if (isVersioned(bucket)) putVersion(bucket.name, key, mockVersion(null));
  else bucketObjects(bucket.name).delete(key);
}

const keysReached = (bucket: MockBucket, path: string) =>
  [...bucketObjects(bucket.name).keys()].filter((key) => recursiveDeleteReaches(path, key));

/** DELETE …/objects over the model, with the console server's semantics. */
function deleteObjects(
  bucket: MockBucket,
  query: objectDetails.DeleteObjectQuery,
  deletion: Deletion,
): Response | null {
  if (query.all_versions && query.non_current_versions) {
    return apiError(400, objectDetails.OBJECT_DETAILS_MESSAGES.allAndNonCurrent);
  }
  const keys = query.recursive ? keysReached(bucket, query.prefix) : [query.prefix];
  for (const key of keys) {
    const refusal = deleteKey(bucket, key, query, deletion);
    if (refusal) return refusal;
  }
  return null;
}

function deleteKey(
  bucket: MockBucket,
  key: string,
  query: objectDetails.DeleteObjectQuery,
  deletion: Deletion,
) {
  if (query.non_current_versions) return removeVersions(bucket, key, (_, index) => index > 0, deletion);
  if (query.all_versions) return removeVersions(bucket, key, () => true, deletion);
  if (query.version_id && !query.recursive) {
    const versionId = findVersion(bucket, key, query.version_id)?.versionId;
    return removeVersions(bucket, key, (version) => version.versionId === versionId, deletion);
  }
  deleteLatest(bucket, key);
  return null;
}

const escapeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** S3's X-Amz-Date form: 20260101T000000Z. */
const amzDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** What the mock MinIO would presign: the object's URL with its version and expiry. */
function presignedUrl(bucketName: string, key: string, versionId: string, seconds: number): string {
  const query = new URLSearchParams({
    versionId,
    'X-Amz-Date': amzDate(new Date()),
    'X-Amz-Expires': String(seconds),
    'X-Amz-Signature': 'mock',
  });
  return `${MOCK_MINIO}/${encodeURIComponent(bucketName)}/${escapeKey(key)}?${query}`;
}

/** `?expires` as the app sends it (`<seconds>s`); absent is the maximum. */
function expirySeconds(expires: string | undefined): number | Response {
  if (!expires) return MOCK_MAX_SHARE_SECONDS;
  const match = /^(\d+)s$/.exec(expires);
  const seconds = match ? Number(match[1]) : 0;
  if (seconds < 1) return invalid(objectDetails.OBJECT_DETAILS_MESSAGES.invalidExpiry);
  if (seconds > MOCK_MAX_SHARE_SECONDS + FETCHED_MAXIMUM_LATITUDE) {
    return apiError(400, objectDetails.OBJECT_DETAILS_MESSAGES.expiryTooLong);
  }
  return Math.min(seconds, MOCK_MAX_SHARE_SECONDS);
}

/** The console's origin and base path, as the real server builds its links. */
function consoleBase(request: Request): string {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname.slice(0, url.pathname.indexOf('api/v1/'))}`;
}

/** A shared download: the one version its token names, or the server's refusal of the token. */
async function sharedDownload(token: string): Promise<Response> {
  const opened = await openShareToken(await MOCK_SHARE_KEY, token);
  if (typeof opened === 'string') {
    const refusal = SHARE_TOKEN_REFUSALS[opened];
    return apiError(refusal.status, refusal.message);
  }
  const bucket = findBucket(opened.bucketName);
  const version = bucket && findVersion(bucket, opened.key, opened.versionId);
  if (!version?.body) return apiError(404, MINIO_OBJECT_MESSAGES.noSuchVersion);
  return new HttpResponse(version.body, { headers: attachmentHeaders(baseName(opened.key)) });
}

/** The object details operations, as the console server answers them. */
export const objectDetailsHandlers = [
  mock(objectDetails.getMaxShareLinkExp, () => ({ exp: MOCK_MAX_SHARE_SECONDS })),

  mock(objectDetails.getObjectMetadata, ({ params, query, session }) => {
    const refusal = keyRefusal(query.prefix);
    if (refusal) return refusal;
    const bucket = bucketFor(session.user, params.bucket_name, [S3.GetObject]);
    if (bucket instanceof Response) return bucket;
    const version = query.versionID
      ? findVersion(bucket, query.prefix, query.versionID)
      : versionsOf(bucket.name, query.prefix)[0];
    if (!version || version.isDeleteMarker) return apiError(404, MINIO_OBJECT_MESSAGES.headNotFound);
    return { objectMetadata: metadataOf(version, bucket) };
  }),

  mock(objectDetails.putObjectTags, ({ params, query, body, session }) => {
    const target = addressedVersion(session.user, params.bucket_name, query, { action: S3.PutObjectTagging });
    if (target instanceof Response) return target;
    target.version.tags = { ...body.tags };
  }),

  mock(objectDetails.putObjectLegalHold, ({ params, query, body, session }) => {
    const target = addressedVersion(session.user, params.bucket_name, query, {
      action: S3.PutObjectLegalHold,
      locking: true,
    });
    if (target instanceof Response) return target;
    target.version.legalHold = body.status === 'enabled' ? 'ON' : 'OFF';
  }),

  mock(objectDetails.putObjectRetention, ({ params, query, body, session }) => {
    const { user } = session;
    const target = addressedVersion(user, params.bucket_name, query, {
      action: S3.PutObjectRetention,
      locking: true,
    });
    if (target instanceof Response) return target;
    const { version } = target;
    const until = new Date(body.expires);
    if (until.getTime() <= Date.now()) return apiError(400, MINIO_OBJECT_MESSAGES.retainDateInPast);
    const mode = body.mode === 'governance' ? 'GOVERNANCE' : 'COMPLIANCE';
    const loosens =
      retainsUntilLater(version) &&
      (mode !== version.retention?.mode || until.getTime() < Date.parse(version.retention.retainUntil));
    const bypass = body.governance_bypass === true;
    if (loosens && removalRefusal({ ...version, legalHold: 'OFF' }, bypass, user, params.bucket_name)) {
      return apiError(400, MINIO_OBJECT_MESSAGES.locked);
    }
    version.retention = { mode, retainUntil: until.toISOString() };
  }),

  mock(objectDetails.deleteObjectRetention, ({ params, query, session }) => {
    const target = addressedVersion(session.user, params.bucket_name, query, {
      action: S3.PutObjectRetention,
      locking: true,
    });
    if (target instanceof Response) return target;
    const { version } = target;
    const refusal = removalRefusal({ ...version, legalHold: 'OFF' }, true, session.user, params.bucket_name);
    if (refusal) return refusal;
    version.retention = null;
  }),

  mock(objectDetails.putObjectRestore, ({ params, query, session }) => {
    const target = addressedVersion(session.user, params.bucket_name, query, { action: S3.PutObject });
    if (target instanceof Response) return target;
    const { bucket, version: source } = target;
    if (source.isDeleteMarker) return apiError(400, MINIO_OBJECT_MESSAGES.copyOfDeleteMarker);
    const copy = mockVersion(source.body, {
      contentType: source.contentType,
      userMetadata: { ...source.userMetadata },
      tags: { ...source.tags },
      etag: source.etag,
    });
    if (isVersioned(bucket)) putVersion(bucket.name, query.prefix, copy);
    else setVersions(bucket, query.prefix, [{ ...copy, versionId: objectDetails.NULL_VERSION }]);
  }),

  mock(objectDetails.deleteObject, ({ params, query, session }) => {
    const refusal = keyRefusal(query.prefix);
    if (refusal) return refusal;
    const bucket = bucketFor(session.user, params.bucket_name, [S3.DeleteObject]);
    if (bucket instanceof Response) return bucket;
    return deleteObjects(bucket, query, { user: session.user, bypass: query.bypass ?? false }) ?? undefined;
  }),

  mock(objectDetails.deleteMultipleObjects, ({ params, query, body: files, session }) => {
    const bucket = bucketFor(session.user, params.bucket_name, [S3.DeleteObject]);
    if (bucket instanceof Response) return bucket;
    const deletion = { user: session.user, bypass: query.bypass ?? false };
    for (const file of files) {
      if (!file.path) return invalid('path: every entry needs a path');
      const refusal =
        keyRefusal(file.path) ??
        deleteObjects(
          bucket,
          {
            prefix: file.path,
            version_id: file.versionID,
            recursive: file.recursive,
            all_versions: query.all_versions,
          },
          deletion,
        );
      if (refusal) return refusal;
    }
  }),

  mock(objectDetails.shareObject, async ({ params, query, request, session }) => {
    const refusal = keyRefusal(query.prefix);
    if (refusal) return refusal;
    const seconds = expirySeconds(query.expires);
    if (seconds instanceof Response) return seconds;
    const { bucket_name: bucketName } = params;
    const { prefix: key, version_id: versionId } = query;
    // As the server, which asks MinIO for the version before it makes a link to it.
    const bucket = bucketFor(session.user, bucketName, [S3.GetObject]);
    if (bucket instanceof Response) return bucket;
    const version = findVersion(bucket, key, versionId);
    if (!version || version.isDeleteMarker) return apiError(404, MINIO_OBJECT_MESSAGES.headNotFound);
    const url = presignedUrl(bucketName, key, versionId, seconds);
    const expiresAt = Math.floor(Date.now() / 1000) + seconds;
    const token = await mintShareToken(await MOCK_SHARE_KEY, { bucketName, key, versionId, expiresAt, url });
    return objectDetails.sharedObjectLink(consoleBase(request), token);
  }),

  mock(objectDetails.downloadSharedObject, ({ params }) => sharedDownload(params.url)),
];
