/** One page of an S3 listing (ListObjectsV2 or ListObjectVersions) per call, keys URL-encoded on the wire. */
import type { S3Client } from './s3-client.ts';
import { childNamed, childrenNamed, childText, type XmlElement } from './s3-xml.ts';

/** S3's most keys per listing request. */
export const S3_MAX_KEYS = 1000;

/** An object, one of its versions, or a delete marker. */
export interface ListedEntry {
  key: string;
  /** As S3 writes it (ISO 8601 with milliseconds). */
  lastModified: string;
  etag: string;
  size: number;
  versionId?: string;
  isLatest: boolean;
  isDeleteMarker: boolean;
  /** With `metadata=true` (MinIO's extension): the object's metadata, content type included. */
  metadata?: Record<string, string>;
  userTags?: Record<string, string>;
}

interface ListingPage {
  entries: ListedEntry[];
  /** The sub-folders (keys ending with the delimiter) of a delimited listing. */
  prefixes: string[];
  truncated: boolean;
}

export interface ObjectsPage extends ListingPage {
  continuationToken?: string;
}

export interface VersionsPage extends ListingPage {
  nextKeyMarker?: string;
  nextVersionIdMarker?: string;
}

export interface ListRequest {
  prefix: string;
  /** "/" for one folder level, "" for everything under the prefix. */
  delimiter: string;
  maxKeys: number;
  withMetadata?: boolean;
}

/** With `encoding-type=url`, S3 escapes keys as a query string does (a space is "+"). */
const decodeKey = (encoded: string) => decodeURIComponent(encoded.replaceAll('+', ' '));

const unquote = (etag: string) => etag.replace(/^"|"$/g, '');

function metadataOf(node: XmlElement): Record<string, string> | undefined {
  const metadata = childNamed(node, 'UserMetadata');
  if (!metadata || metadata.children.length === 0) return undefined;
  return Object.fromEntries(metadata.children.map((child) => [child.name, child.text]));
}

/** MinIO writes an object's tags as a query string: `a=1&b=2`. */
function userTagsOf(node: XmlElement): Record<string, string> | undefined {
  const tags = childText(node, 'UserTags');
  return tags ? Object.fromEntries(new URLSearchParams(tags)) : undefined;
}

function entryOf(node: XmlElement): ListedEntry {
  return {
    key: decodeKey(childText(node, 'Key')),
    lastModified: childText(node, 'LastModified'),
    etag: unquote(childText(node, 'ETag')),
    size: Number(childText(node, 'Size')) || 0,
    versionId: childText(node, 'VersionId') || undefined,
    isLatest: childText(node, 'IsLatest') === 'true',
    isDeleteMarker: node.name === 'DeleteMarker',
    metadata: metadataOf(node),
    userTags: userTagsOf(node),
  };
}

const prefixesOf = (result: XmlElement) =>
  childrenNamed(result, 'CommonPrefixes').map((node) => decodeKey(childText(node, 'Prefix')));

const optional = (text: string) => text || undefined;

/** One page of ListObjectsV2: latest versions only. */
export async function listObjectsPage(
  client: S3Client,
  bucketName: string,
  request: ListRequest & { continuationToken?: string },
): Promise<ObjectsPage> {
  const result = await client.listObjects(bucketName, {
    'list-type': '2',
    'encoding-type': 'url',
    prefix: request.prefix,
    delimiter: request.delimiter,
    'max-keys': String(request.maxKeys),
    'continuation-token': request.continuationToken || undefined,
    metadata: request.withMetadata ? 'true' : undefined,
  });
  const truncated = childText(result, 'IsTruncated') === 'true';
  return {
    entries: childrenNamed(result, 'Contents').map(entryOf),
    prefixes: prefixesOf(result),
    truncated,
    continuationToken: truncated ? optional(childText(result, 'NextContinuationToken')) : undefined,
  };
}

/**
 * One page of ListObjectVersions: per key its versions and delete markers, newest first. A key marker alone
 * starts after every version of that key.
 */
export async function listVersionsPage(
  client: S3Client,
  bucketName: string,
  request: ListRequest & { keyMarker?: string; versionIdMarker?: string },
): Promise<VersionsPage> {
  const result = await client.listObjects(bucketName, {
    versions: '',
    'encoding-type': 'url',
    prefix: request.prefix,
    delimiter: request.delimiter,
    'max-keys': String(request.maxKeys),
    'key-marker': request.keyMarker || undefined,
    'version-id-marker': request.keyMarker ? request.versionIdMarker || undefined : undefined,
    metadata: request.withMetadata ? 'true' : undefined,
  });
  const truncated = childText(result, 'IsTruncated') === 'true';
  const nextKeyMarker = childText(result, 'NextKeyMarker');
  return {
    entries: result.children
      .filter((node) => node.name === 'Version' || node.name === 'DeleteMarker')
      .map(entryOf),
    prefixes: prefixesOf(result),
    truncated,
    nextKeyMarker: truncated && nextKeyMarker ? decodeKey(nextKeyMarker) : undefined,
    nextVersionIdMarker: truncated ? optional(childText(result, 'NextVersionIdMarker')) : undefined,
  };
}
