import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MinioApiError } from '../minio/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { type ListedEntry, listObjectsPage } from '../minio/s3-listing.ts';
import { searchObjects } from './search.ts';

vi.mock('../minio/s3-listing.ts', async (original) => ({
  ...(await original<typeof import('../minio/s3-listing.ts')>()),
  listObjectsPage: vi.fn(),
}));

const client = {} as S3Client;
const entry = (key: string): ListedEntry => ({
  key,
  lastModified: '2026-01-01T10:00:00.000Z',
  etag: 'e',
  size: 1,
  isLatest: false,
  isDeleteMarker: false,
});
const page = (keys: string[], continuationToken?: string) => ({
  entries: keys.map(entry),
  prefixes: [],
  truncated: continuationToken !== undefined,
  continuationToken,
});

async function readLines(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const text = await new Response(stream).text();
  return text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}

beforeEach(() => vi.mocked(listObjectsPage).mockReset());

describe('the search stream', () => {
  it('matches the part of each key under the prefix, case-insensitively, one line per S3 page', async () => {
    vi.mocked(listObjectsPage)
      .mockResolvedValueOnce(page(['docs/Sunny.txt', 'docs/rain.txt'], 't1'))
      .mockResolvedValueOnce(page(['docs/x/SUN/a.txt', 'docs/moon.txt']));

    const lines = await readLines(await searchObjects(client, 'photos', { prefix: 'docs/', query: 'sun' }));

    expect(lines).toEqual([
      { objects: [expect.objectContaining({ name: 'docs/Sunny.txt' })], scanned: 2 },
      { objects: [expect.objectContaining({ name: 'docs/x/SUN/a.txt' })], scanned: 4, done: true },
    ]);
    expect(listObjectsPage).toHaveBeenCalledWith(client, 'photos', {
      prefix: 'docs/',
      delimiter: '',
      maxKeys: 1000,
      continuationToken: undefined,
    });
    expect(listObjectsPage).toHaveBeenLastCalledWith(
      client,
      'photos',
      expect.objectContaining({ continuationToken: 't1' }),
    );
  });

  it('does not match the prefix itself', async () => {
    vi.mocked(listObjectsPage).mockResolvedValueOnce(page(['docs/a.txt']));
    const lines = await readLines(await searchObjects(client, 'photos', { prefix: 'docs/', query: 'docs' }));
    expect(lines).toEqual([{ objects: [], scanned: 1, done: true }]);
  });

  it('fails before answering when the first page fails, so the status tells', async () => {
    const refused = new MinioApiError(403, 'AccessDenied', 'Access Denied.');
    vi.mocked(listObjectsPage).mockRejectedValueOnce(refused);
    await expect(searchObjects(client, 'photos', { prefix: '', query: 'a' })).rejects.toBe(refused);
  });

  it('ends with an error line when a later page fails', async () => {
    vi.mocked(listObjectsPage)
      .mockResolvedValueOnce(page(['a.txt'], 't1'))
      .mockRejectedValueOnce(new MinioApiError(500, 'InternalError', 'We encountered an internal error'));

    const lines = await readLines(await searchObjects(client, 'photos', { prefix: '', query: 'a' }));

    expect(lines.at(-1)).toEqual({
      error: { code: 500, message: 'We encountered an internal error' },
      done: true,
    });
  });

  it('lists no further once the client has gone', async () => {
    vi.mocked(listObjectsPage).mockImplementation(async () => page(['a.txt'], 'more'));
    const stream = await searchObjects(client, 'photos', { prefix: '', query: 'a' });
    const reader = stream.getReader();
    await reader.read();

    await reader.cancel();
    const callsAtCancel = vi.mocked(listObjectsPage).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(vi.mocked(listObjectsPage).mock.calls.length).toBe(callsAtCancel);
    expect(callsAtCancel).toBeLessThanOrEqual(2);
  });
});
