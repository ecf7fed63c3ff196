/** The MinIO calls behind the object details routes, signed by the session's credentials. */

import {
  canonicalHeaderName,
  type ObjectLegalHoldStatus,
  type PutObjectRetentionRequest,
} from '../../src/contract/object-details.ts';
import { rfc3339 } from '../../src/contract/rfc3339.ts';
import type { RetentionRequest, S3Client } from '../minio/s3-client.ts';
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

/** S3 HeadObject, reduced to the headers describing the object. */
export async function objectMetadata(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string | undefined,
): Promise<Record<string, string[]>> {
  const response = await headed(client, bucketName, () =>
    client.headObject(bucketName, objectName, versionId),
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
  return Object.keys(tags).length === 0
    ? client.removeObjectTagging(bucketName, objectName, versionId)
    : client.putObjectTagging(bucketName, objectName, tags, versionId);
}

export function setLegalHold(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
  status: ObjectLegalHoldStatus,
): Promise<void> {
  return client.putObjectLegalHold(bucketName, objectName, status === 'enabled' ? 'ON' : 'OFF', versionId);
}

/** S3's retention options for the request: upper-case mode, the date in UTC without fractions. */
export function retentionOptions(request: PutObjectRetentionRequest, versionId: string): RetentionRequest {
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
  return client.putObjectRetention(bucketName, objectName, retentionOptions(request, versionId));
}

/** An empty retention with the governance bypass lifts a governance retention (compliance cannot be). */
export function clearRetention(
  client: S3Client,
  bucketName: string,
  objectName: string,
  versionId: string,
): Promise<void> {
  return client.putObjectRetention(bucketName, objectName, { versionId, governanceBypass: true });
}
