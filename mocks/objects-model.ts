/**
 * The objects of the in-memory console: per bucket, per key, its versions newest first. The list, transfer
 * and details handlers all read and write here, so the demo and the tests see one consistent server.
 */

import { DEMO_BUCKET, DEMO_OBJECTS, generatedVersion } from './objects-seed';

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

/** Version ids are UUIDs, as MinIO's are (and as the server requires of a version id it is given). */
export const nextVersionId = () => `00000000-0000-4000-8000-${String(++versionCounter).padStart(12, '0')}`;

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
  seedDemoObjects();
  seedLockedDemoObject();
}

/** An object of the locked bucket "backups", held and retained, for the object details' locking tab. */
function seedLockedDemoObject(): void {
  const retainUntil = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  putVersion(
    'backups',
    'ledgers/2025-q1.csv',
    mockVersion(new TextEncoder().encode('month,amount\njan,1200\nfeb,1350\nmar,990\n'), {
      contentType: 'text/csv',
      legalHold: 'ON',
      retention: { mode: 'GOVERNANCE', retainUntil },
    }),
  );
}

/** The demo's objects (mocks/objects-seed.ts), in the order they were written. */
function seedDemoObjects(): void {
  const encoder = new TextEncoder();
  for (const [key, history] of Object.entries(DEMO_OBJECTS)) {
    for (const { at, text, contentType } of history) {
      const body = text === undefined ? null : encoder.encode(text);
      putVersion(DEMO_BUCKET, key, mockVersion(body, { lastModified: at, contentType }));
    }
  }
}

export function bucketObjects(bucketName: string): BucketObjects {
  let inBucket = objects.get(bucketName);
  if (!inBucket) {
    inBucket = new Map();
    objects.set(bucketName, inBucket);
  }
  return inBucket;
}

/** All versions of a key, newest first (empty when it never existed). The demo's large folder is generated. */
export function versionsOf(bucketName: string, key: string): MockObjectVersion[] {
  const stored = bucketObjects(bucketName).get(key);
  if (stored) return stored;
  const generated = bucketName === DEMO_BUCKET ? generatedVersion(key) : undefined;
  return generated ? [generated] : [];
}

/** Adds a version on top (an upload, a restore or a delete marker). */
export function putVersion(bucketName: string, key: string, version: MockObjectVersion): void {
  bucketObjects(bucketName).set(key, [version, ...versionsOf(bucketName, key)]);
}

/** The latest version, or undefined when the key does not exist or its latest version is a delete marker. */
export function latestOf(bucketName: string, key: string): MockObjectVersion | undefined {
  const [latest] = versionsOf(bucketName, key);
  return latest && !latest.isDeleteMarker ? latest : undefined;
}

resetObjects();
