/**
 * What the console accepts as an object key (or a key prefix) that names an object in a request path. S3 allows
 * empty segments (`a//b`), but a `.` or `..` segment would be resolved away by any URL builder on the way,
 * turning `x/../../other/y` into another bucket's object: such keys are refused before anything is sent.
 */

/** S3's longest key, in UTF-8 bytes. */
export const MAX_OBJECT_KEY_BYTES = 1024;

export const OBJECT_KEY_PROBLEMS = {
  dotSegment: 'An object name may not have "." or ".." as a part between slashes',
  nul: 'An object name may not contain the NUL character',
  tooLong: `An object name may be at most ${MAX_OBJECT_KEY_BYTES} bytes long`,
} as const;

const isDotSegment = (segment: string) => segment === '.' || segment === '..';

/** Why `key` may not name an object, or undefined when it may. */
export function objectKeyProblem(key: string): string | undefined {
  if (key.includes('\0')) return OBJECT_KEY_PROBLEMS.nul;
  if (new TextEncoder().encode(key).length > MAX_OBJECT_KEY_BYTES) return OBJECT_KEY_PROBLEMS.tooLong;
  if (key.split('/').some(isDotSegment)) return OBJECT_KEY_PROBLEMS.dotSegment;
  return undefined;
}

/**
 * The folder a recursive delete of `path` empties: `photos` and `photos/` both mean the folder `photos/`
 * (never `photos.jpg` or `photos-old/…`); the whole bucket for ''. Besides the folder, a recursive delete of
 * `photos` removes the object named exactly `photos`.
 */
export const folderOfPath = (path: string) => (path === '' || path.endsWith('/') ? path : `${path}/`);

/** Whether a recursive delete of `path` removes `key`. */
export const recursiveDeleteReaches = (path: string, key: string) =>
  key === path || key.startsWith(folderOfPath(path));
