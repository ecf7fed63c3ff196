import { unitToBytes } from '@/lib/format/units';
// The server's own reading of a type-less object's name, so a preview and a download agree on its type.
import { effectiveContentType } from '../../../../contract/content-types';

/** Texts and JSON are read whole into the page: at most this much. */
export const TEXT_PREVIEW_LIMIT = unitToBytes(5, 'MiB');
/** Images, PDFs, audio and video are fetched by the browser itself: at most this much. */
export const MEDIA_PREVIEW_LIMIT = unitToBytes(100, 'MiB');

export type PreviewKind = 'image' | 'text' | 'json' | 'pdf' | 'audio' | 'video';

export type Preview = { kind: PreviewKind } | { kind: 'too-large'; limit: number } | { kind: 'none' };

const TEXT_TYPES = new Set([
  'application/xml',
  'application/yaml',
  'application/x-yaml',
  'application/javascript',
  'application/x-sh',
  'application/toml',
]);

function kindOf(type: string): PreviewKind | null {
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'application/pdf') return 'pdf';
  const [family] = type.split('/');
  if (family === 'image' || family === 'audio' || family === 'video') return family;
  if (family === 'text' || TEXT_TYPES.has(type) || type.endsWith('+xml')) return 'text';
  return null;
}

/** How the object can be shown in the page: by its content type (or extension) and within the size limits. */
export function previewFor(contentType: string | undefined, size: number, key: string): Preview {
  const type = effectiveContentType(contentType, key).split(';')[0]?.trim().toLowerCase() ?? '';
  const kind = kindOf(type);
  if (!kind) return { kind: 'none' };
  const limit = kind === 'text' || kind === 'json' ? TEXT_PREVIEW_LIMIT : MEDIA_PREVIEW_LIMIT;
  return size > limit ? { kind: 'too-large', limit } : { kind };
}

/** JSON indented for reading; the text as it is when it does not parse. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
