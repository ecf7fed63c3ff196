import { createHash } from 'node:crypto';
import type { Client as S3Client } from 'minio';
import { MinioApiError } from './errors.ts';
import { readAnswerText, s3 } from './s3.ts';
import { parseXml, renderXml, type XmlElement } from './s3-xml.ts';

/**
 * The bucket sub-resources whose configuration is one XML document. They are read with our own parser: the
 * SDK's turns texts such as a prefix or tag value `01` into numbers.
 */
export type BucketConfigKind =
  | 'notification'
  | 'replication'
  | 'lifecycle'
  | 'versioning'
  | 'object-lock'
  | 'encryption'
  | 'tagging';

/** What MinIO answers when a bucket has no configuration of that kind. */
const NOT_CONFIGURED = new Set([
  'NoSuchLifecycleConfiguration',
  'ReplicationConfigurationNotFoundError',
  'ObjectLockConfigurationNotFoundError',
  'ServerSideEncryptionConfigurationNotFoundError',
  'NoSuchTagSet',
]);

/** The bucket's configuration document, or null when it has none. Transport and signing are the SDK's. */
export async function readBucketConfig(
  client: S3Client,
  bucketName: string,
  kind: BucketConfigKind,
): Promise<XmlElement | null> {
  try {
    const response = await s3(() => client.makeRequestAsync({ method: 'GET', bucketName, query: kind }));
    return parseXml(await readAnswerText(response));
  } catch (error) {
    if (error instanceof MinioApiError && NOT_CONFIGURED.has(error.code)) return null;
    throw error;
  }
}

/**
 * An XML document as the bytes sent, with the Content-MD5 header S3 requires on several XML writes
 * (lifecycle, replication, tagging, object-lock, DeleteObjects).
 */
export function xmlRequestBody(document: XmlElement): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.from(renderXml(document), 'utf8');
  return { payload, headers: { 'Content-MD5': createHash('md5').update(payload).digest('base64') } };
}

/** Replaces the bucket's configuration of that kind. */
export async function writeBucketConfig(
  client: S3Client,
  bucketName: string,
  kind: BucketConfigKind,
  document: XmlElement,
): Promise<void> {
  const { payload, headers } = xmlRequestBody(document);
  const response = await s3(() =>
    client.makeRequestAsync({ method: 'PUT', bucketName, query: kind, headers }, payload, [200]),
  );
  response.resume();
}

/** Removes the bucket's replication or lifecycle configuration (S3 refuses an empty one). */
export async function deleteBucketConfig(
  client: S3Client,
  bucketName: string,
  kind: Exclude<BucketConfigKind, 'notification'>,
): Promise<void> {
  const response = await s3(() =>
    client.makeRequestAsync({ method: 'DELETE', bucketName, query: kind }, '', [200, 204]),
  );
  response.resume();
}
