import { Readable } from 'node:stream';
import type { Client as S3Client } from 'minio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteObjects } from './delete-objects.ts';
import { type ListedEntry, listVersionsPage } from './s3-listing.ts';

vi.mock('./s3-listing.ts', async (original) => ({
  ...(await original<typeof import('./s3-listing.ts')>()),
  listVersionsPage: vi.fn(),
}));

const version = (key: string, versionId: string): ListedEntry => ({
  key,
  versionId,
  lastModified: '2026-01-01T10:00:00.000Z',
  etag: 'e',
  size: 1,
  isLatest: versionId === 'v2',
  isDeleteMarker: false,
});

const makeRequestAsync = vi.fn(async () => Readable.from([Buffer.from('<DeleteResult/>')]));
const client = { makeRequestAsync } as unknown as S3Client;

/** The keys and version ids of each DeleteObjects request sent. */
const deletedBatches = () =>
  makeRequestAsync.mock.calls.map((call) =>
    [...String((call as unknown[])[1]).matchAll(/<Key>(.*?)<\/Key><VersionId>(.*?)<\/VersionId>/g)].map(
      ([, key, versionId]) => `${key}@${versionId}`,
    ),
  );

beforeEach(() => {
  vi.mocked(listVersionsPage).mockReset();
  makeRequestAsync.mockClear();
});

describe('deleting every version of one key', () => {
  it('stops listing at the first longer key, however many follow it', async () => {
    vi.mocked(listVersionsPage).mockResolvedValue({
      entries: [version('photos', 'v2'), version('photos', 'v1'), version('photos-old/a', 'v2')],
      prefixes: [],
      truncated: true,
      nextKeyMarker: 'photos-old/a',
      nextVersionIdMarker: 'v2',
    });

    await deleteObjects(client, 'wire-bucket', { prefix: 'photos', all_versions: true });

    expect(listVersionsPage).toHaveBeenCalledTimes(1);
    expect(deletedBatches()).toEqual([['photos@v2', 'photos@v1']]);
  });
});
