import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { S3Client } from '../minio/s3-client.ts';
import {
  type ListedEntry,
  listObjectsPage,
  listVersionsPage,
  type VersionsPage,
} from '../minio/s3-listing.ts';
import { listObjects, rewindFolder } from './listing.ts';

vi.mock('../minio/s3-listing.ts', async (original) => ({
  ...(await original<typeof import('../minio/s3-listing.ts')>()),
  listObjectsPage: vi.fn(),
  listVersionsPage: vi.fn(),
}));

const client = {} as S3Client;
const entry = (key: string, time: string, extra: Partial<ListedEntry> = {}): ListedEntry => ({
  key,
  lastModified: `2026-01-01T${time}.250Z`,
  etag: 'e1',
  size: 3,
  isLatest: false,
  isDeleteMarker: false,
  ...extra,
});

beforeEach(() => {
  vi.mocked(listObjectsPage).mockReset();
  vi.mocked(listVersionsPage).mockReset();
});

describe('listObjects', () => {
  it('answers one page in key order, folders among the objects, with the token of the next one', async () => {
    vi.mocked(listObjectsPage).mockResolvedValueOnce({
      entries: [entry('a.txt', '10:00:00'), entry('c.txt', '10:00:00')],
      prefixes: ['b/', 'd/'],
      truncated: true,
      continuationToken: 'next-1',
    });

    const answer = await listObjects(client, 'photos', {
      prefix: '',
      recursive: false,
      withVersions: false,
      withMetadata: false,
      limit: 4,
    });

    expect(answer.objects?.map((object) => object.name)).toEqual(['a.txt', 'b/', 'c.txt', 'd/']);
    expect(answer.objects?.[0]).toEqual({
      name: 'a.txt',
      size: 3,
      last_modified: '2026-01-01T10:00:00Z',
      etag: 'e1',
    });
    expect(answer).toMatchObject({ total: 4, next_token: 'next-1' });
    expect(listObjectsPage).toHaveBeenCalledWith(
      client,
      'photos',
      expect.objectContaining({ delimiter: '/' }),
    );
  });

  it('reads S3 pages until the limit is reached, asking each for no more than what is missing', async () => {
    vi.mocked(listObjectsPage)
      .mockResolvedValueOnce({
        entries: [entry('a', '10:00:00')],
        prefixes: [],
        truncated: true,
        continuationToken: 't1',
      })
      .mockResolvedValueOnce({ entries: [entry('b', '10:00:00')], prefixes: [], truncated: false });

    const answer = await listObjects(client, 'photos', {
      prefix: '',
      recursive: true,
      withVersions: false,
      withMetadata: false,
      limit: 3,
    });

    expect(answer.total).toBe(2);
    expect(answer.next_token).toBeUndefined();
    expect(vi.mocked(listObjectsPage).mock.calls.map(([, , request]) => request.maxKeys)).toEqual([3, 2]);
    expect(listObjectsPage).toHaveBeenLastCalledWith(
      client,
      'photos',
      expect.objectContaining({ delimiter: '', continuationToken: 't1' }),
    );
  });

  it('lists versions and delete markers, and carries both S3 markers in its token', async () => {
    vi.mocked(listVersionsPage).mockResolvedValueOnce({
      entries: [
        entry('a.txt', '11:00:00', {
          isDeleteMarker: true,
          isLatest: true,
          versionId: 'v2',
          size: 0,
          etag: '',
        }),
        entry('a.txt', '10:00:00', { versionId: 'v1' }),
      ],
      prefixes: [],
      truncated: true,
      nextKeyMarker: 'a.txt',
      nextVersionIdMarker: 'v1',
    });

    const answer = await listObjects(client, 'photos', {
      prefix: '',
      recursive: false,
      withVersions: true,
      withMetadata: false,
      limit: 2,
    });

    expect(answer.objects).toEqual([
      {
        name: 'a.txt',
        last_modified: '2026-01-01T11:00:00Z',
        is_latest: true,
        is_delete_marker: true,
        version_id: 'v2',
      },
      { name: 'a.txt', size: 3, last_modified: '2026-01-01T10:00:00Z', version_id: 'v1', etag: 'e1' },
    ]);
    vi.mocked(listVersionsPage).mockResolvedValueOnce({ entries: [], prefixes: [], truncated: false });
    await listObjects(client, 'photos', {
      prefix: '',
      recursive: false,
      withVersions: true,
      withMetadata: false,
      limit: 2,
      continuationToken: answer.next_token,
    });
    expect(listVersionsPage).toHaveBeenLastCalledWith(
      client,
      'photos',
      expect.objectContaining({ keyMarker: 'a.txt', versionIdMarker: 'v1' }),
    );
  });

  it.each([false, true])(
    'answers after ten S3 pages that hold nothing, with the token to go on (versions: %s)',
    async (withVersions) => {
      vi.mocked(listObjectsPage).mockResolvedValue({
        entries: [],
        prefixes: [],
        truncated: true,
        continuationToken: 'more',
      });
      vi.mocked(listVersionsPage).mockResolvedValue({
        entries: [],
        prefixes: [],
        truncated: true,
        nextKeyMarker: 'k',
        nextVersionIdMarker: 'v',
      });

      const answer = await listObjects(client, 'photos', {
        prefix: '',
        recursive: true,
        withVersions,
        withMetadata: false,
        limit: 1000,
      });

      expect(answer).toMatchObject({
        objects: [],
        total: 0,
        next_token: withVersions ? '["k","v"]' : 'more',
      });
      expect(withVersions ? listVersionsPage : listObjectsPage).toHaveBeenCalledTimes(10);
    },
  );

  it('refuses a token that is not one of its own', async () => {
    await expect(
      listObjects(client, 'photos', {
        prefix: '',
        recursive: false,
        withVersions: true,
        withMetadata: false,
        limit: 2,
        continuationToken: 'not-json',
      }),
    ).rejects.toMatchObject({ status: 400, detailedMessage: expect.stringContaining('continuation_token') });
  });

  it('splits metadata into the content type and the user metadata', async () => {
    vi.mocked(listObjectsPage).mockResolvedValueOnce({
      entries: [
        entry('a.txt', '10:00:00', {
          metadata: { 'content-type': 'text/plain', 'X-Amz-Meta-Owner': 'ana' },
          userTags: { team: 'media' },
        }),
      ],
      prefixes: [],
      truncated: false,
    });

    const answer = await listObjects(client, 'photos', {
      prefix: '',
      recursive: false,
      withVersions: false,
      withMetadata: true,
      limit: 20,
    });

    expect(answer.objects?.[0]).toMatchObject({
      content_type: 'text/plain',
      user_metadata: { 'X-Amz-Meta-Owner': 'ana' },
      user_tags: { team: 'media' },
    });
  });
});

describe('rewindFolder', () => {
  const page = (entries: ListedEntry[], next?: Partial<VersionsPage>): VersionsPage => ({
    entries,
    prefixes: [],
    truncated: next !== undefined,
    ...next,
  });
  const rewind = (continuationToken?: string, limit = 1000) =>
    rewindFolder(client, 'photos', {
      prefix: '',
      date: new Date('2026-01-01T10:30:00Z'),
      limit,
      continuationToken,
    });

  it('skips the older versions of a key answered at the end of a page', async () => {
    vi.mocked(listVersionsPage)
      .mockResolvedValueOnce(
        page(
          [entry('a.txt', '11:00:00', { versionId: 'a2' }), entry('a.txt', '10:00:00', { versionId: 'a1' })],
          {
            nextKeyMarker: 'a.txt',
            nextVersionIdMarker: 'a1',
          },
        ),
      )
      .mockResolvedValueOnce(page([entry('b.txt', '09:00:00', { versionId: 'b1' })]));

    const answer = await rewind();

    expect(answer.objects?.map((item) => [item.name, item.version_id])).toEqual([
      ['a.txt', 'a1'],
      ['b.txt', 'b1'],
    ]);
    expect(listVersionsPage).toHaveBeenLastCalledWith(
      client,
      'photos',
      expect.objectContaining({ keyMarker: 'a.txt', versionIdMarker: '' }),
    );
  });

  it('goes on through the versions of a key still unanswered at the end of a page', async () => {
    vi.mocked(listVersionsPage)
      .mockResolvedValueOnce(
        page([entry('a.txt', '11:00:00', { versionId: 'a2' })], {
          nextKeyMarker: 'a.txt',
          nextVersionIdMarker: 'a2',
        }),
      )
      .mockResolvedValueOnce(page([entry('a.txt', '10:00:00', { versionId: 'a1' })]));

    const answer = await rewind();

    expect(answer.objects).toEqual([
      { name: 'a.txt', last_modified: '2026-01-01T10:00:00Z', size: 3, version_id: 'a1', action: 'PUT' },
    ]);
    expect(listVersionsPage).toHaveBeenLastCalledWith(
      client,
      'photos',
      expect.objectContaining({ keyMarker: 'a.txt', versionIdMarker: 'a2' }),
    );
  });

  it('answers after ten S3 pages even when none had anything at the date, with the token to go on', async () => {
    vi.mocked(listVersionsPage).mockResolvedValue(
      page([entry('late.txt', '12:00:00', { versionId: 'x' })], {
        nextKeyMarker: 'late.txt',
        nextVersionIdMarker: 'x',
      }),
    );

    const answer = await rewind();

    expect(listVersionsPage).toHaveBeenCalledTimes(10);
    expect(answer.objects).toEqual([]);
    expect(answer.next_token).toBe(JSON.stringify(['late.txt', 'x']));
  });

  it('keeps delete markers, flagged', async () => {
    vi.mocked(listVersionsPage).mockResolvedValueOnce(
      page([entry('a.txt', '10:00:00', { isDeleteMarker: true, isLatest: true, versionId: 'd1', size: 0 })]),
    );

    const answer = await rewind();

    expect(answer.objects).toEqual([
      {
        name: 'a.txt',
        last_modified: '2026-01-01T10:00:00Z',
        version_id: 'd1',
        delete_flag: true,
        action: 'DELETE',
        is_latest: true,
      },
    ]);
  });
});
