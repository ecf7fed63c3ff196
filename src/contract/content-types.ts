/** Content types of uploads without one, and of what the browser may show inline as a preview. */

const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
  ico: 'image/vnd.microsoft.icon',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
};

export const OCTET_STREAM = 'application/octet-stream';

/** The type the key's extension suggests, or octet-stream. */
export function contentTypeFor(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return OCTET_STREAM;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? OCTET_STREAM;
}

/** The object's own type, unless it is missing or generic: then the one its name suggests. */
export function effectiveContentType(stored: string | undefined, key: string): string {
  return stored && stored !== OCTET_STREAM ? stored : contentTypeFor(key);
}

/** Types a browser shows without running anything in our origin (no HTML, no SVG, no XML). */
const PREVIEW_TYPES =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/(pdf|json)|audio\/[\w.+-]+|video\/[\w.+-]+)$/;

/**
 * The type to preview an object with inline, or undefined when it must be downloaded instead. Every text type is
 * shown as plain text, so a stored HTML or script is read, never run.
 */
export function previewType(contentType: string): string | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (PREVIEW_TYPES.test(type)) return type;
  if (type.startsWith('text/')) return 'text/plain; charset=utf-8';
  return undefined;
}
