import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { S3Client } from '../minio/s3-client.ts';
import { type ListedEntry, listVersionsPage } from '../minio/s3-listing.ts';
import { deleteFiles, deleteObjects } from './delete-objects.ts';

vi.mock('../minio/s3-listing.ts', async (original) => ({
  ...(await original<typeof import('../minio/s3-listing.ts')>()),
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

const removeObjects = vi.fn<S3Client['removeObjects']>(async () => {});
const client = { removeObjects } as unknown as S3Client;

/** The keys and version ids of each DeleteObjects request sent. */
const deletedBatches = () =>
  removeObjects.mock.calls.map(([, refs]) => refs.map(({ key, versionId }) => `${key}@${versionId}`));

beforeEach(() => {
  vi.mocked(listVersionsPage).mockReset();
  removeObjects.mockClear();
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

describe('a delete whose browser left', () => {
  const PAGES = 5;

  /** Five full pages of versions under `folder/`, each page's latest and older versions alternating. */
  function listFivePages() {
    vi.mocked(listVersionsPage).mockImplementation(async (_client, _bucket, { keyMarker }) => {
      const page = keyMarker ? Number(keyMarker) + 1 : 0;
      const entries = Array.from({ length: 1000 }, (_, index) =>
        version(`folder/${page}-${index >> 1}`, index % 2 ? 'v1' : 'v2'),
      );
      const more = page + 1 < PAGES;
      return {
        entries,
        prefixes: [],
        truncated: more,
        nextKeyMarker: more ? String(page) : undefined,
        nextVersionIdMarker: more ? 'v1' : undefined,
      };
    });
  }

  it.each([
    ['the latest versions', { prefix: 'folder/', recursive: true }],
    ['every version', { prefix: 'folder/', recursive: true, all_versions: true }],
    ['the non-current versions', { prefix: 'folder/', recursive: true, non_current_versions: true }],
  ])('stops removing %s after the batch under way', async (_, query) => {
    listFivePages();
    const left = new AbortController();
    removeObjects.mockImplementationOnce(async () => left.abort());

    await expect(deleteObjects(client, 'wire-bucket', query, left.signal)).rejects.toThrow(/abort/i);

    expect(removeObjects).toHaveBeenCalledTimes(1);
    expect(vi.mocked(listVersionsPage).mock.calls.length).toBeLessThan(PAGES);
  });

  it('stops a multiple delete after the batch under way', async () => {
    listFivePages();
    const left = new AbortController();
    removeObjects.mockImplementation(async () => left.abort());
    const files = [{ path: 'a.txt' }, { path: 'folder/', recursive: true }];

    await expect(
      deleteFiles(client, 'wire-bucket', files, { allVersions: true, bypass: false }, left.signal),
    ).rejects.toThrow(/abort/i);

    expect(removeObjects).toHaveBeenCalledTimes(1);
  });
});
