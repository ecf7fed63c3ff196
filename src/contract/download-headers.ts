import { OCTET_STREAM, previewType } from './content-types';

/** RFC 5987 value characters: encodeURIComponent leaves `'()*` (and `!`) as they are, which must be escaped too. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** What a `Range` header asks of an object of known size (RFC 9110 §14, first range only). */
export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'part'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const WHOLE: RangeRequest = { kind: 'whole' };
const RANGE_SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

/**
 * `bytes=a-b`, `bytes=a-` and `bytes=-n` give a part (clamped to the object); a start at or past the end cannot be
 * satisfied; anything malformed or in another unit is ignored, as the RFC asks, and the whole object is sent.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = /^\s*bytes\s*=(.*)$/i.exec(header ?? '');
  const first = match?.[1]?.split(',')[0];
  const spec = first === undefined ? null : RANGE_SPEC.exec(first);
  if (!spec) return WHOLE;
  const [, from = '', to = ''] = spec;
  if (from === '' && to === '') return WHOLE;
  if (from === '') return suffixRange(Number(to), size);
  const start = Number(from);
  if (to !== '' && Number(to) < start) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/** The last `length` bytes; all of them when the object is shorter. */
function suffixRange(length: number, size: number): RangeRequest {
  if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
  return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
}

/**
 * `filename` carries the percent-encoded name, which the contract's clients decode with decodeURIComponent;
 * browsers prefer the RFC 5987 `filename*`, the exact UTF-8 name. Neither can break out of the header.
 */
export function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  return `${disposition}; filename="${encodeURIComponent(fileName)}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** The headers of a download saved as a file: opaque bytes, so a stored page or script never loads as one. */
export const attachmentHeaders = (fileName: string) => ({
  'content-type': OCTET_STREAM,
  'content-disposition': contentDisposition('attachment', fileName),
});

/**
 * How an object is sent: asked for as a preview and of a type safe to show (see `previewType`), inline under that
 * type; otherwise as an attachment.
 */
export function presentationHeaders(fileName: string, storedType: string, preview: boolean) {
  const inlineType = preview ? previewType(storedType) : undefined;
  if (!inlineType) return attachmentHeaders(fileName);
  return { 'content-type': inlineType, 'content-disposition': contentDisposition('inline', fileName) };
}

/** The last path element of a key (a folder's own name for a key ending in "/"). */
export function baseName(key: string): string {
  const trimmed = key.endsWith('/') ? key.slice(0, -1) : key;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** `selected_files_20250314T092653Z.zip`, as the contract names the zip of a selection. */
export function selectionZipName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `selected_files_${stamp}.zip`;
}

/**
 * A key made safe as a path inside an archive: no empty, `.` or `..` segments, no backslashes, no drive letter,
 * so unpacking cannot write outside the target folder. '' when nothing is left.
 */
export function zipPath(relative: string): string {
  const path = relative
    .replace(/\\/g, '/')
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
  return /^[a-zA-Z]:/.test(path) ? `_${path}` : path;
}

/** The folder that holds a key: `photos/` for `photos/2024/` and for `photos/a.jpg`. */
const parentOf = (key: string) => key.slice(0, key.slice(0, -1).lastIndexOf('/') + 1);

/**
 * Where an object goes in the zip of a selection: below the selected folder's own name (`2024/x/a.jpg` for the
 * folder `photos/2024/`), or at the root under its last path element for a selected object.
 */
export const zipEntryPath = (selected: string, objectKey: string) =>
  zipPath(objectKey.slice(parentOf(selected).length));
