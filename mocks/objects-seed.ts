/**
 * The demo's objects in the versioned bucket "photos": nested folders, objects with several versions, deleted
 * objects (a delete marker on top), names that must show as plain text, and "large/", a folder of a million
 * objects generated from their index on demand and never stored.
 */
import type { MockObjectVersion } from './objects-model';

export const DEMO_BUCKET = 'photos';

interface SeedVersion {
  /** RFC 3339. */
  at: string;
  /** The content; absent for a delete marker. */
  text?: string;
  contentType?: string;
}

const text = (at: string, content: string, contentType = 'text/plain'): SeedVersion => ({
  at,
  text: content,
  contentType,
});
const deleted = (at: string): SeedVersion => ({ at });

/** Each key's versions, oldest first. */
export const DEMO_OBJECTS: Readonly<Record<string, readonly SeedVersion[]>> = {
  'README.md': [
    text('2025-01-10T09:00:00Z', '# Photos\n', 'text/markdown'),
    text('2025-05-02T14:30:00Z', "# Photos\n\nThe team's pictures, by album.\n", 'text/markdown'),
  ],
  'albums/2023/party.png': [text('2025-01-12T18:00:00Z', 'PNG placeholder', 'image/png')],
  'albums/2024/summer/beach.jpg': [text('2025-02-01T10:00:00Z', 'JPEG placeholder: beach', 'image/jpeg')],
  'albums/2024/summer/sunset.jpg': [
    text('2025-02-01T10:05:00Z', 'JPEG placeholder: sunset', 'image/jpeg'),
    text('2025-03-20T08:00:00Z', 'JPEG placeholder: sunset, retouched', 'image/jpeg'),
  ],
  'albums/2024/winter/snow.jpg': [text('2025-02-03T11:00:00Z', 'JPEG placeholder: snow', 'image/jpeg')],
  'docs/data.json': [text('2025-03-01T12:00:00Z', '{"albums": 3, "photos": 5}\n', 'application/json')],
  'docs/notes.txt': [
    text('2025-01-15T09:00:00Z', 'First notes.\n'),
    text('2025-02-15T09:00:00Z', 'First notes.\nSecond thoughts.\n'),
    text('2025-04-15T09:00:00Z', 'First notes.\nSecond thoughts.\nFinal words.\n'),
  ],
  'docs/old-plan.txt': [text('2025-01-20T10:00:00Z', 'The old plan.\n'), deleted('2025-04-01T10:00:00Z')],
  'drafts/idea.txt': [text('2025-02-20T10:00:00Z', 'An idea.\n'), deleted('2025-02-21T10:00:00Z')],
  'odd names/<img src=x onerror=alert(1)>.txt': [text('2025-03-05T10:00:00Z', 'Shown as text, never run.\n')],
  'odd names/a#b%c?d+e&f.txt': [text('2025-03-05T10:01:00Z', 'URL characters.\n')],
  'odd names/😀 emoji.txt': [text('2025-03-05T10:02:00Z', 'Emoji.\n')],
  'odd names/שלום עולם.txt': [text('2025-03-05T10:03:00Z', 'Right-to-left.\n')],
  'odd names/  spaces  .txt': [text('2025-03-05T10:04:00Z', 'Leading and trailing spaces.\n')],
  'videos/clip.mp4': [text('2025-03-10T16:00:00Z', 'MP4 placeholder', 'video/mp4')],
};

/** The generated folder: LARGE_FOLDER_SIZE objects, `large/file-0000000.txt` and on, in key order by index. */
export const LARGE_FOLDER = 'large/';
export const LARGE_FOLDER_SIZE = 1_000_000;
const LARGE_KEY = /^large\/file-(\d{7})\.txt$/;
const LARGE_FOLDER_START = Date.parse('2025-06-01T00:00:00Z');

export const largeKey = (index: number) => `${LARGE_FOLDER}file-${String(index).padStart(7, '0')}.txt`;

const indexOfLargeKey = (key: string) => Number(LARGE_KEY.exec(key)?.[1] ?? Number.NaN);

/** The first generated key after `bound` in key order (or equal to it, when inclusive), if any. */
export function firstLargeKeyFrom(bound: string, inclusive: boolean): string | undefined {
  // A listing goes on from the key it listed last: that key's index gives the next one.
  const boundIndex = indexOfLargeKey(bound);
  if (Number.isInteger(boundIndex)) {
    const index = inclusive ? boundIndex : boundIndex + 1;
    return index < LARGE_FOLDER_SIZE ? largeKey(index) : undefined;
  }
  let low = 0;
  let high = LARGE_FOLDER_SIZE;
  while (low < high) {
    const middle = (low + high) >> 1;
    const key = largeKey(middle);
    if (key > bound || (inclusive && key === bound)) high = middle;
    else low = middle + 1;
  }
  return low < LARGE_FOLDER_SIZE ? largeKey(low) : undefined;
}

const encoder = new TextEncoder();

/** The one version of a generated object, or undefined when the key is not one of them. */
export function generatedVersion(key: string): MockObjectVersion | undefined {
  const index = indexOfLargeKey(key);
  if (!Number.isInteger(index)) return undefined;
  const text = `Generated object ${index} of ${LARGE_FOLDER_SIZE}.\n`.repeat(1 + (index % 32));
  return {
    versionId: `00000000-0000-4000-9000-${String(index).padStart(12, '0')}`,
    isDeleteMarker: false,
    // ASCII: a byte a character. The bytes are made when read, not for every listed object.
    size: text.length,
    lastModified: new Date(LARGE_FOLDER_START + index * 1000).toISOString(),
    etag: `"${(index * 2654435761).toString(16).padStart(32, '0').slice(-32)}"`,
    contentType: 'text/plain',
    userMetadata: {},
    tags: {},
    legalHold: 'OFF',
    retention: null,
    get body() {
      return encoder.encode(text);
    },
  };
}
