/**
 * A folder in the URL: /buckets/{bucket}/browse/{one path segment per folder level}. The router percent-encodes
 * the splat itself (keeping "/"), so what remains for us are the segments no URL keeps as they are: empty ones
 * (a key such as "a//b") and "." or ".." (which browsers resolve away). Those are written with "%" escapes that
 * the router encodes once more, and a literal "%" is escaped too, so every folder reads back exactly.
 */

/** A segment standing for an empty folder name; a lone "%" never comes out of the escaping below. */
const EMPTY_SEGMENT = '%';

const escapeSegment = (segment: string) => {
  if (segment === '') return EMPTY_SEGMENT;
  const escaped = segment.replaceAll('%', '%25');
  return /^\.+$/.test(escaped) && escaped.length <= 2 ? escaped.replaceAll('.', '%2E') : escaped;
};

const unescapeSegment = (segment: string) =>
  segment === EMPTY_SEGMENT ? '' : segment.replace(/%(25|2E)/g, (escaped) => (escaped === '%25' ? '%' : '.'));

/** The router's `_splat` for a folder prefix ("" for the bucket root, otherwise ending with "/"). */
export function splatOfFolder(prefix: string): string {
  if (prefix === '') return '';
  return prefix.slice(0, -1).split('/').map(escapeSegment).join('/');
}

/** The folder prefix a `_splat` names: "" or a prefix ending with "/". */
export function folderOfSplat(splat: string | undefined): string {
  if (!splat) return '';
  return `${splat.replace(/\/$/, '').split('/').map(unescapeSegment).join('/')}/`;
}

/** The folder an object or sub-folder is in: "" at the bucket root. */
export function parentFolder(key: string): string {
  const end = key.endsWith('/') ? key.length - 1 : key.length;
  return end > 0 ? key.slice(0, key.lastIndexOf('/', end - 1) + 1) : '';
}

/** The last part of a key, as the listing shows it; a folder keeps its trailing "/". */
export function displayName(key: string): string {
  return key.slice(parentFolder(key).length);
}

/** The folders from the bucket root down to `prefix`, each with its name and full prefix. */
export function foldersOf(prefix: string): { name: string; prefix: string }[] {
  const folders: { name: string; prefix: string }[] = [];
  let start = 0;
  for (let end = prefix.indexOf('/'); end !== -1; end = prefix.indexOf('/', end + 1)) {
    folders.push({ name: prefix.slice(start, end), prefix: prefix.slice(0, end + 1) });
    start = end + 1;
  }
  return folders;
}
