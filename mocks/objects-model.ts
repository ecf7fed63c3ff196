/**
 * The objects of the in-memory console: per bucket, per key, its versions newest first. The list, transfer
 * and details handlers all read and write here, so the demo and the tests see one consistent server.
 */

export interface MockObjectVersion {
  versionId: string;
  isDeleteMarker: boolean;
  size: number;
  lastModified: string;
  etag: string;
  contentType: string;
  userMetadata: Record<string, string>;
  tags: Record<string, string>;
  legalHold: 'ON' | 'OFF';
  retention: { mode: 'GOVERNANCE' | 'COMPLIANCE'; retainUntil: string } | null;
  /** The content; null for delete markers. */
  body: Uint8Array | null;
}

type BucketObjects = Map<string, MockObjectVersion[]>;

let objects = new Map<string, BucketObjects>();
let versionCounter = 0;

export const nextVersionId = () => `v${String(++versionCounter).padStart(8, '0')}`;

export function mockVersion(
  body: Uint8Array | null,
  overrides: Partial<MockObjectVersion> = {},
): MockObjectVersion {
  return {
    versionId: nextVersionId(),
    isDeleteMarker: body === null,
    size: body?.byteLength ?? 0,
    lastModified: new Date().toISOString(),
    etag: `"${(versionCounter * 2654435761).toString(16).padStart(32, '0').slice(-32)}"`,
    contentType: 'application/octet-stream',
    userMetadata: {},
    tags: {},
    legalHold: 'OFF',
    retention: null,
    body,
    ...overrides,
  };
}

export function resetObjects(): void {
  objects = new Map();
  versionCounter = 0;
}

export function bucketObjects(bucketName: string): BucketObjects {
  let inBucket = objects.get(bucketName);
  if (!inBucket) {
    inBucket = new Map();
    objects.set(bucketName, inBucket);
  }
  return inBucket;
}

/** All versions of a key, newest first (empty when it never existed). */
export const versionsOf = (bucketName: string, key: string): MockObjectVersion[] =>
  bucketObjects(bucketName).get(key) ?? [];

/** Adds a version on top (an upload, a restore or a delete marker). */
export function putVersion(bucketName: string, key: string, version: MockObjectVersion): void {
  bucketObjects(bucketName).set(key, [version, ...versionsOf(bucketName, key)]);
}

/** The latest version, or undefined when the key does not exist or its latest version is a delete marker. */
export function latestOf(bucketName: string, key: string): MockObjectVersion | undefined {
  const [latest] = versionsOf(bucketName, key);
  return latest && !latest.isDeleteMarker ? latest : undefined;
}
