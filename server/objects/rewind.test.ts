import { describe, expect, it } from 'vitest';
import type { ListedEntry } from '../minio/s3-listing.ts';
import { versionsAt } from './rewind.ts';

const version = (key: string, lastModified: string, extra: Partial<ListedEntry> = {}): ListedEntry => ({
  key,
  lastModified: `2026-01-01T${lastModified}.000Z`,
  etag: '',
  size: 1,
  versionId: `${key}@${lastModified}`,
  isLatest: false,
  isDeleteMarker: false,
  ...extra,
});
const deleteMarker = (key: string, lastModified: string) =>
  version(key, lastModified, { isDeleteMarker: true });

// As S3 lists them: by key, each key's versions newest first.
const HISTORY: ListedEntry[] = [
  deleteMarker('a.txt', '12:00:00'),
  version('a.txt', '11:00:00'),
  version('a.txt', '10:00:00'),
  version('b.txt', '11:30:00'),
  version('c.txt', '09:00:00'),
  deleteMarker('c.txt', '08:00:00'),
  version('c.txt', '07:00:00'),
];

const at = (time: string) => new Date(`2026-01-01T${time}Z`);
const picked = (entries: readonly ListedEntry[]) =>
  entries.map(
    (entry) => `${entry.key} ${entry.isDeleteMarker ? 'deleted' : entry.lastModified.slice(11, 19)}`,
  );

describe('the state of a folder at a date, from versions and delete markers', () => {
  it.each([
    ['before anything existed', '06:00:00', []],
    ['when only c.txt existed', '07:30:00', ['c.txt 07:00:00']],
    ['after c.txt was deleted', '08:30:00', ['c.txt deleted']],
    ['after a.txt was created and c.txt put again', '10:00:00', ['a.txt 10:00:00', 'c.txt 09:00:00']],
    ['between the two versions of a.txt', '10:59:59', ['a.txt 10:00:00', 'c.txt 09:00:00']],
    ['after a.txt was overwritten', '11:00:00', ['a.txt 11:00:00', 'c.txt 09:00:00']],
    ['after b.txt appeared', '11:45:00', ['a.txt 11:00:00', 'b.txt 11:30:00', 'c.txt 09:00:00']],
    ['after a.txt was deleted', '12:00:00', ['a.txt deleted', 'b.txt 11:30:00', 'c.txt 09:00:00']],
  ])('%s (%s)', (_moment, time, expected) => {
    expect(picked(versionsAt(HISTORY, at(time)).current)).toEqual(expected);
  });

  it.each([
    ['the last key has a version at the date', '10:30:00', true],
    ['the last key did not exist yet', '06:00:00', false],
  ])('says whether the page ends with a resolved key: %s', (_case, time, resolved) => {
    expect(versionsAt(HISTORY, at(time)).lastKeyResolved).toBe(resolved);
  });

  it('resolves a key whose newer versions ended the previous page', () => {
    const restOfA = HISTORY.slice(1, 3);
    expect(picked(versionsAt(restOfA, at('10:30:00')).current)).toEqual(['a.txt 10:00:00']);
  });

  it('has nothing to say about an empty page', () => {
    expect(versionsAt([], at('10:00:00'))).toEqual({ current: [], lastKeyResolved: false });
  });
});
