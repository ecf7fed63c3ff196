import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { objectKeys } from '../api/keys';
import { createListingRefresher, foldersAbove } from './listing-refresh';
import { keyFor } from './upload-queue';

describe('the key of an uploaded file', () => {
  it.each([
    ['', 'a.txt', 'a.txt'],
    ['albums/', 'a.txt', 'albums/a.txt'],
    ['albums/', 'trip/day 1/a.txt', 'albums/trip/day 1/a.txt'],
    ['albums/', '/a.txt', 'albums/a.txt'],
    ['albums/', 'trip\\a.txt', 'albums/trip/a.txt'],
    ['', ' spaced .txt', ' spaced .txt'],
  ])('%j + %j → %j', (prefix, relativePath, key) => {
    expect(keyFor(prefix, relativePath)).toBe(key);
  });
});

describe('what a stored object changes', () => {
  it.each([
    ['a.txt', ['']],
    ['albums/a.txt', ['', 'albums/']],
    ['albums/2024/x/a.txt', ['', 'albums/', 'albums/2024/', 'albums/2024/x/']],
  ])('%s is listed in %j', (key, folders) => {
    expect(foldersAbove(key)).toEqual(folders);
  });

  it('refreshes those folders and the object at most once a second, however many files arrive', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const refresh = createListingRefresher(queryClient);

    refresh({ bucketName: 'photos', key: 'albums/a.txt' });
    refresh({ bucketName: 'photos', key: 'albums/b.txt' });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);

    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      objectKeys.folder('photos', ''),
      objectKeys.folder('photos', 'albums/'),
      objectKeys.object('photos', 'albums/a.txt'),
      objectKeys.object('photos', 'albums/b.txt'),
    ]);
  });
});
