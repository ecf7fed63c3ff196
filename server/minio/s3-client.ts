/**
 * The console's S3 client: one method per S3 operation, signed with the session's credentials (SigV4), bodies
 * sent as bytes with their length, answers read with our XML parser. MinIO's refusals arrive as
 * `MinioApiError`, no answer (refused, reset, silent past the idle bound) as `MinioUnreachableError`.
 */
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { MinioApiError } from './errors.ts';
import { checkedBucketName, S3_IDLE_TIMEOUT_MS } from './s3.ts';
import { getObject, objectPath, open, type S3Answer, type S3Call, type S3Target, send } from './s3-direct.ts';
import {
  childNamed,
  childrenNamed,
  childText,
  element,
  parseXml,
  renderXml,
  type XmlElement,
} from './s3-xml.ts';
import { type Credentials, canonicalQuery, presignUrl } from './sigv4.ts';

/** The bucket sub-resources whose configuration is one XML document. */
export type BucketConfigKind =
  | 'notification'
  | 'replication'
  | 'lifecycle'
  | 'versioning'
  | 'object-lock'
  | 'encryption'
  | 'tagging';

/** An object's bytes, with the headers of MinIO's answer. */
export type ObjectBytes = Readable & { headers: IncomingHttpHeaders };

/** HeadObject's answer, as the console reads it. */
export interface ObjectStat {
  size: number;
  etag: string;
  lastModified: Date;
  versionId?: string;
}

export interface ObjectRetention {
  mode?: string;
  retainUntilDate?: string;
}

export interface ObjectTag {
  Key: string;
  Value: string;
}

export interface RetentionRequest {
  versionId?: string;
  /** Without a mode and a date, the retention is lifted (which needs the bypass). */
  mode?: 'GOVERNANCE' | 'COMPLIANCE';
  retainUntilDate?: string;
  governanceBypass?: boolean;
}

export interface BucketVersioningConfig {
  status: 'Enabled' | 'Suspended';
  excludedPrefixes?: readonly string[];
  excludeFolders?: boolean;
}

export interface BucketEncryptionConfig {
  algorithm: 'AES256' | 'aws:kms';
  kmsKeyId?: string;
}

const unquote = (etag: string) => etag.replace(/^"|"$/g, '');

/** An XML document as the bytes sent, with the Content-MD5 S3 requires on several XML writes. */
export function xmlRequestBody(document: XmlElement): { body: Uint8Array; headers: Record<string, string> } {
  const body = Buffer.from(renderXml(document), 'utf8');
  return { body, headers: { 'Content-MD5': createHash('md5').update(body).digest('base64') } };
}

const versionQuery = (versionId: string | undefined): Record<string, string> =>
  versionId ? { versionId } : {};

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export class S3Client {
  private readonly target: S3Target;

  constructor(target: S3Target, idleTimeoutMs = S3_IDLE_TIMEOUT_MS) {
    this.target = { ...target, idleTimeoutMs };
  }

  /** Sends one signed request; answers MinIO's 2xx answer, unread, or throws its refusal. */
  stream(call: S3Call): Promise<IncomingMessage> {
    return open(this.target, call);
  }

  /** Sends one signed request and reads MinIO's whole answer. */
  call(call: S3Call): Promise<S3Answer> {
    return send(this.target, call);
  }

  /** A request whose answer is an XML document, which is returned. */
  private async document(call: S3Call): Promise<XmlElement> {
    return parseXml((await this.call(call)).text);
  }

  /** An XML write; S3 may answer 200 and still report an error in the body. */
  private async writeDocument(call: S3Call, document: XmlElement): Promise<S3Answer> {
    const { body, headers } = xmlRequestBody(document);
    const answer = await this.call({ ...call, body, headers: { ...call.headers, ...headers } });
    throwIfFailed(answer.text);
    return answer;
  }

  async listBuckets(): Promise<{ name: string; creationDate: string }[]> {
    const result = await this.document({ method: 'GET' });
    return childrenNamed(childNamed(result, 'Buckets'), 'Bucket').map((bucket) => ({
      name: childText(bucket, 'Name'),
      creationDate: childText(bucket, 'CreationDate'),
    }));
  }

  /** HeadBucket: false when MinIO says it has no such bucket. */
  async bucketExists(bucketName: string): Promise<boolean> {
    try {
      await this.call({ method: 'HEAD', bucketName });
      return true;
    } catch (error) {
      if (error instanceof MinioApiError && error.status === 404) return false;
      throw error;
    }
  }

  async makeBucket(bucketName: string, options: { objectLocking?: boolean } = {}): Promise<void> {
    const headers: Record<string, string> = options.objectLocking
      ? { 'x-amz-bucket-object-lock-enabled': 'true' }
      : {};
    await this.call({ method: 'PUT', bucketName, headers });
  }

  /** DeleteBucket; `force` (MinIO's extension) removes every object, version and delete marker with it. */
  async removeBucket(bucketName: string, options: { force?: boolean } = {}): Promise<void> {
    const headers: Record<string, string> = options.force ? { 'x-minio-force-delete': 'true' } : {};
    await this.call({ method: 'DELETE', bucketName, headers });
  }

  /** The bucket's configuration document of that kind (MinIO's refusal when it has none). */
  async getBucketConfig(bucketName: string, kind: BucketConfigKind): Promise<XmlElement> {
    return this.document({ method: 'GET', bucketName, query: { [kind]: '' } });
  }

  async putBucketConfig(bucketName: string, kind: BucketConfigKind, document: XmlElement): Promise<void> {
    await this.writeDocument({ method: 'PUT', bucketName, query: { [kind]: '' } }, document);
  }

  async deleteBucketConfig(
    bucketName: string,
    kind: Exclude<BucketConfigKind, 'notification'>,
  ): Promise<void> {
    await this.call({ method: 'DELETE', bucketName, query: { [kind]: '' } });
  }

  setBucketVersioning(bucketName: string, config: BucketVersioningConfig): Promise<void> {
    const document = element('VersioningConfiguration', [
      element('Status', config.status),
      ...(config.excludedPrefixes ?? []).map((prefix) =>
        element('ExcludedPrefixes', [element('Prefix', prefix)]),
      ),
      config.excludeFolders ? element('ExcludeFolders', 'true') : undefined,
    ]);
    return this.putBucketConfig(bucketName, 'versioning', document);
  }

  setBucketEncryption(bucketName: string, config: BucketEncryptionConfig): Promise<void> {
    const document = element('ServerSideEncryptionConfiguration', [
      element('Rule', [
        element('ApplyServerSideEncryptionByDefault', [
          element('SSEAlgorithm', config.algorithm),
          config.algorithm === 'aws:kms' ? element('KMSMasterKeyID', config.kmsKeyId ?? '') : undefined,
        ]),
      ]),
    ]);
    return this.putBucketConfig(bucketName, 'encryption', document);
  }

  /** The bucket policy's JSON. */
  async getBucketPolicy(bucketName: string): Promise<string> {
    return (await this.call({ method: 'GET', bucketName, query: { policy: '' } })).text;
  }

  /** Writes the bucket policy; '' deletes it. */
  async setBucketPolicy(bucketName: string, policy: string): Promise<void> {
    const query = { policy: '' };
    if (policy === '') await this.call({ method: 'DELETE', bucketName, query });
    else await this.call({ method: 'PUT', bucketName, query, body: Buffer.from(policy, 'utf8') });
  }

  /** ListObjectsV2 (`list-type=2`) or ListObjectVersions (`versions`): the result document. */
  listObjects(bucketName: string, query: Record<string, string | undefined>): Promise<XmlElement> {
    return this.document({ method: 'GET', bucketName, query });
  }

  /** HeadObject of a key, or of one version of it. */
  async statObject(bucketName: string, key: string, versionId?: string): Promise<ObjectStat> {
    const { headers } = await this.headObject(bucketName, key, versionId);
    const version = firstHeader(headers['x-amz-version-id']);
    return {
      size: Number(headers['content-length'] ?? 0),
      etag: unquote(firstHeader(headers.etag) ?? ''),
      lastModified: new Date(firstHeader(headers['last-modified']) ?? 0),
      ...(version ? { versionId: version } : {}),
    };
  }

  headObject(bucketName: string, key: string, versionId?: string): Promise<S3Answer> {
    return this.call({ method: 'HEAD', bucketName, key, query: versionQuery(versionId) });
  }

  /** PutObject of a body small enough to hold in memory (transfers stream theirs: see s3-direct.ts). */
  async putObject(
    bucketName: string,
    key: string,
    body: Uint8Array,
    headers: Record<string, string> = {},
  ): Promise<{ etag: string; versionId?: string }> {
    const answer = await this.call({ method: 'PUT', bucketName, key, headers, body });
    const versionId = firstHeader(answer.headers['x-amz-version-id']);
    return { etag: unquote(firstHeader(answer.headers.etag) ?? ''), ...(versionId ? { versionId } : {}) };
  }

  /** GetObject: the object's bytes as a stream, with MinIO's headers describing them. */
  async getObject(bucketName: string, key: string, versionId?: string): Promise<ObjectBytes> {
    const body = await getObject(this.target, { bucketName, key, versionId });
    return Object.assign(body.readable(), { headers: body.headers });
  }

  async removeObject(
    bucketName: string,
    key: string,
    options: { versionId?: string; governanceBypass?: boolean } = {},
  ): Promise<void> {
    const headers: Record<string, string> = options.governanceBypass
      ? { 'x-amz-bypass-governance-retention': 'true' }
      : {};
    await this.call({ method: 'DELETE', bucketName, key, query: versionQuery(options.versionId), headers });
  }

  /** DeleteObjects in quiet mode: only failures come back, and the first one is thrown. */
  async removeObjects(
    bucketName: string,
    refs: readonly { key: string; versionId?: string }[],
    options: { governanceBypass?: boolean } = {},
  ): Promise<void> {
    const document = element('Delete', [
      element('Quiet', 'true'),
      ...refs.map((ref) =>
        element('Object', [
          element('Key', ref.key),
          ref.versionId ? element('VersionId', ref.versionId) : undefined,
        ]),
      ),
    ]);
    const headers: Record<string, string> = options.governanceBypass
      ? { 'x-amz-bypass-governance-retention': 'true' }
      : {};
    const answer = await this.writeDocument(
      { method: 'POST', bucketName, query: { delete: '' }, headers },
      document,
    );
    const failure = childNamed(parseXml(answer.text), 'Error');
    if (failure) throw answeredError(failure);
  }

  /** CopyObject of one version of a key onto the key itself: that version becomes the latest. */
  async restoreObjectVersion(bucketName: string, key: string, versionId: string): Promise<void> {
    const source = `${objectPath(bucketName, key)}?${canonicalQuery(new URLSearchParams({ versionId }))}`;
    const answer = await this.call({
      method: 'PUT',
      bucketName,
      key,
      headers: { 'x-amz-copy-source': source },
    });
    throwIfFailed(answer.text);
  }

  async getObjectTagging(bucketName: string, key: string, versionId?: string): Promise<ObjectTag[]> {
    const result = await this.document({
      method: 'GET',
      bucketName,
      key,
      query: { tagging: '', ...versionQuery(versionId) },
    });
    return childrenNamed(childNamed(result, 'TagSet'), 'Tag').map((tag) => ({
      Key: childText(tag, 'Key'),
      Value: childText(tag, 'Value'),
    }));
  }

  async putObjectTagging(
    bucketName: string,
    key: string,
    tags: Record<string, string>,
    versionId?: string,
  ): Promise<void> {
    const document = element('Tagging', [
      element(
        'TagSet',
        Object.entries(tags).map(([name, value]) =>
          element('Tag', [element('Key', name), element('Value', value)]),
        ),
      ),
    ]);
    const query = { tagging: '', ...versionQuery(versionId) };
    await this.writeDocument({ method: 'PUT', bucketName, key, query }, document);
  }

  async removeObjectTagging(bucketName: string, key: string, versionId?: string): Promise<void> {
    await this.call({
      method: 'DELETE',
      bucketName,
      key,
      query: { tagging: '', ...versionQuery(versionId) },
    });
  }

  /** The legal hold's status ("ON" or "OFF"). */
  async getObjectLegalHold(bucketName: string, key: string, versionId?: string): Promise<string> {
    const query = { 'legal-hold': '', ...versionQuery(versionId) };
    return childText(await this.document({ method: 'GET', bucketName, key, query }), 'Status');
  }

  async putObjectLegalHold(bucketName: string, key: string, status: 'ON' | 'OFF', versionId?: string) {
    const query = { 'legal-hold': '', ...versionQuery(versionId) };
    await this.writeDocument(
      { method: 'PUT', bucketName, key, query },
      element('LegalHold', [element('Status', status)]),
    );
  }

  async getObjectRetention(bucketName: string, key: string, versionId?: string): Promise<ObjectRetention> {
    const query = { retention: '', ...versionQuery(versionId) };
    const result = await this.document({ method: 'GET', bucketName, key, query });
    return {
      mode: childText(result, 'Mode') || undefined,
      retainUntilDate: childText(result, 'RetainUntilDate') || undefined,
    };
  }

  async putObjectRetention(bucketName: string, key: string, request: RetentionRequest): Promise<void> {
    const document = element('Retention', [
      request.mode ? element('Mode', request.mode) : undefined,
      request.retainUntilDate ? element('RetainUntilDate', request.retainUntilDate) : undefined,
    ]);
    const headers: Record<string, string> = request.governanceBypass
      ? { 'x-amz-bypass-governance-retention': 'true' }
      : {};
    const query = { retention: '', ...versionQuery(request.versionId) };
    await this.writeDocument({ method: 'PUT', bucketName, key, query, headers }, document);
  }

  /** A URL that reads the object (or one version of it) with a plain GET, for `expiresSeconds`. */
  presignedGetObject(bucketName: string, key: string, expiresSeconds: number, versionId?: string): string {
    const query = canonicalQuery(new URLSearchParams(versionQuery(versionId)));
    const path = `${objectPath(checkedBucketName(bucketName), key)}${query ? `?${query}` : ''}`;
    return presignUrl({
      method: 'GET',
      url: new URL(path, this.target.endpoint),
      credentials: this.target.credentials,
      region: this.target.region,
      service: 's3',
      expiresSeconds,
    }).toString();
  }
}

/** The S3 client for one session's credentials. */
export function s3ClientFor(
  endpoint: string,
  region: string,
  credentials: Credentials,
  idleTimeoutMs = S3_IDLE_TIMEOUT_MS,
): S3Client {
  return new S3Client({ endpoint, region, credentials }, idleTimeoutMs);
}

/** An `<Error>` element of an answer (DeleteObjects' failures, a copy's late failure) as MinIO's refusal. */
function answeredError(failure: XmlElement): MinioApiError {
  const code = childText(failure, 'Code');
  return new MinioApiError(STATUS_BY_CODE[code] ?? 400, code, childText(failure, 'Message'));
}

/** The statuses MinIO answers these codes with, for errors reported inside a 200 answer. */
const STATUS_BY_CODE: Record<string, number> = {
  AccessDenied: 403,
  NotFound: 404,
  NoSuchBucket: 404,
  NoSuchKey: 404,
  NoSuchVersion: 404,
  BucketNotEmpty: 409,
  InvalidAccessKeyId: 401,
  ExpiredToken: 401,
  InvalidTokenId: 401,
  NotImplemented: 501,
  SlowDown: 503,
  XMinioServerNotInitialized: 503,
};

function throwIfFailed(text: string): void {
  if (!text.includes('<Error>')) return;
  const document = parseXml(text);
  if (document.name === 'Error') throw answeredError(document);
}
