/** The MinIO calls behind the object details routes: S3 through the SDK, signed by the session's credentials. */

import type { Client as S3Client } from 'minio';
import {
  canonicalHeaderName,
  type ObjectLegalHoldStatus,
  type PutObjectRetentionRequest,
} from '../../src/contract/object-details.ts';
import { rfc3339 } from '../../src/contract/rfc3339.ts';
import { readAnswerText, s3, s3ErrorOf } from '../minio/s3.ts';
import { childText, parseXml } from '../minio/s3-xml.ts';
import { headed } from './head.ts';

/**
 * The HEAD headers that describe an object rather than the response (the ones MinIO's Go SDK keeps as an
 * object's metadata); a name matches when it starts with one of these.
 */
const DESCRIBING_HEADERS = [
  'Content-Type',
  'Cache-Control',
  'Content-Encoding',
  'Content-Language',
  'Content-Disposition',
  'Expires',
  'X-Amz-Storage-Class',
  'X-Amz-Object-Lock-Mode',
  'X-Amz-Object-Lock-Retain-Until-Date',
  'X-Amz-Object-Lock-Legal-Hold',
  'X-Amz-Website-Redirect-Location',
  'X-Amz-Server-Side-Encryption',
  'X-Amz-Tagging-Count',
  'X-Amz-Meta-',
];

/** `rawHeaders` (name, value, name, value…) as the metadata answer: describing headers only, values listed. */
export function describingHeaders(rawHeaders: readonly string[]): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = canonicalHeaderName(rawHeaders[index] as string);
    if (!DESCRIBING_HEADERS.some((prefix) => name.startsWith(prefix))) continue;
    headers[name] = [...(headers[name] ?? []), rawHeaders[index + 1] as string];
  }
  return headers;
}

const versionQuery = (versionId: string | undefined) =>
  versionId ? `versionId=${encodeURIComponent(versionId)}` : '';

/** S3 HeadObject, reduced to the headers describing the object. */
export async function objectMetadata(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string | undefined,
): Promise<Record<string, string[]>> {
  const response = await headed(client, bucketName, () =>
    client.makeRequestAsyncOmit({ method: 'HEAD', bucketName, objectName, query: versionQuery(versionId) }),
  );
  return describingHeaders(response.rawHeaders);
}

/** S3 PutObjectTagging with the whole set, or DeleteObjectTagging for none (S3 refuses an empty set). */
export function replaceObjectTags(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
  tags: Record<string, string>,
): Promise<void> {
  return s3(() =>
    Object.keys(tags).length === 0
      ? client.removeObjectTagging(bucketName, objectName, { versionId })
      : client.setObjectTagging(bucketName, objectName, tags, { versionId }),
  );
}

export function setLegalHold(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
  status: ObjectLegalHoldStatus,
): Promise<void> {
  // The SDK declares this call as returning nothing, but it returns the request's promise.
  return s3(async () => {
    await client.setObjectLegalHold(bucketName, objectName, {
      versionId,
      status: status === 'enabled' ? 'ON' : 'OFF',
    });
  });
}

/** S3's retention options for the request: upper-case mode, the date in UTC without fractions. */
export function retentionOptions(request: PutObjectRetentionRequest, versionId: string) {
  return {
    versionId,
    mode: request.mode === 'governance' ? ('GOVERNANCE' as const) : ('COMPLIANCE' as const),
    retainUntilDate: rfc3339(request.expires),
    governanceBypass: request.governance_bypass === true,
  };
}

export function setRetention(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
  request: PutObjectRetentionRequest,
): Promise<void> {
  return s3(() => client.putObjectRetention(bucketName, objectName, retentionOptions(request, versionId)));
}

/** An empty retention with the governance bypass lifts a governance retention (compliance cannot be). */
export function clearRetention(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
): Promise<void> {
  return s3(() => client.putObjectRetention(bucketName, objectName, { versionId, governanceBypass: true }));
}

/** S3's path escaping of a key, slashes kept, as the copy source header takes it. */
const escapeKey = (key: string) =>
  encodeURIComponent(key)
    .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replaceAll('%2F', '/');

/**
 * S3 CopyObject of one version of a key onto the key itself: that version's content, metadata and tags become
 * the latest version. (The SDK's copy source does not escape `?`, `#` or `+` in keys, so the header is ours.)
 */
export async function restoreVersion(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
): Promise<void> {
  const source = `/${bucketName}/${escapeKey(objectName)}?${versionQuery(versionId)}`;
  const body = await s3(async () =>
    readAnswerText(
      await client.makeRequestAsync({
        method: 'PUT',
        bucketName,
        objectName,
        headers: { 'x-amz-copy-source': source },
      }),
    ),
  );
  throwIfCopyFailed(body);
}

/** S3 may answer a copy 200 and still report a failure in the body. */
function throwIfCopyFailed(body: string): void {
  if (body.includes('<Error>')) {
    const document = parseXml(body);
    throw s3ErrorOf(childText(document, 'Code'), childText(document, 'Message'));
  }
}
