import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, posix, sep } from 'node:path';
import type { Hono } from 'hono';
import { webStreamOf } from '../lib/web-stream.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The compressed copies the build writes beside an asset (scripts/lib/precompress.ts), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The content codings an Accept-Encoding header allows: those it names with a weight above 0, and, if it
 * names `*` so, any of `known` it does not refuse by name.
 */
export function acceptedEncodings(header: string | undefined, known: readonly string[]): Set<string> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const wildcard = weights.get('*') ?? 0;
  return new Set(known.filter((coding) => (weights.get(coding) ?? wildcard) > 0));
}

/** Where the built app's files come from: a directory (dist/app), or the assets embedded in the binary. */
export interface AppFiles {
  /** The file at a path inside the app (`index.html`, `assets/index-1a2b.js`), or null when there is none. */
  read(path: string): Promise<ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> | null>;
}

/** The app as built on disk; nothing outside `root` is ever read. */
export function directoryFiles(root: string): AppFiles {
  return {
    async read(path) {
      const file = normalize(join(root, path));
      if (!file.startsWith(root + sep)) return null;
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? webStreamOf(createReadStream(file)) : null;
    },
  };
}

/** Rewrites the document base so relative asset URLs and the app's router work under a sub-path. */
export function withBaseHref(indexHtml: string, subPath: string): string {
  const escaped = subPath.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return indexHtml.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${escaped}" />`);
}

/** A request path as a path inside the app, without `..` above its root; null for `/` or a bad escape. */
function appPathOf(requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const path = posix.normalize(`/${decoded}`).slice(1);
  return path && !path.includes('\0') ? path : null;
}

type Body = NonNullable<Awaited<ReturnType<AppFiles['read']>>>;

/** A file as stored, or its compressed copy in the best of the `accepted` codings the build wrote. */
async function readStored(
  files: AppFiles,
  path: string,
  accepted: ReadonlySet<string>,
): Promise<{ body: Body; encoding?: string } | null> {
  for (const { encoding, suffix } of PRECOMPRESSED) {
    const body = accepted.has(encoding) ? await files.read(`${path}${suffix}`) : null;
    if (body) return { body, encoding };
  }
  const body = await files.read(path);
  return body && { body };
}

const CODINGS = PRECOMPRESSED.map(({ encoding }) => encoding);

async function readText(files: AppFiles, path: string): Promise<string> {
  const body = await files.read(path);
  if (!body) throw new Error(`${path} is missing`);
  return new Response(body).text();
}

/**
 * Serves the built app: hashed assets with long cache headers, and index.html (never cached) for every
 * other path, so deep links into the single-page app work.
 */
export function serveApp(app: Hono, options: { files: AppFiles; subPath: string }): void {
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readText(options.files, 'index.html').then((html) => withBaseHref(html, options.subPath));
    return indexHtml;
  };

  app.get('*', async (c) => {
    const path = appPathOf(c.req.path);
    const isAsset = c.req.path.startsWith('/assets/');
    // Only the hashed assets have compressed copies.
    const accepted = isAsset
      ? acceptedEncodings(c.req.header('accept-encoding'), CODINGS)
      : new Set<string>();
    const found =
      path && !path.endsWith('index.html') ? await readStored(options.files, path, accepted) : null;
    if (path && found) {
      const headers: Record<string, string> = {
        'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': isAsset ? IMMUTABLE : 'no-cache',
      };
      if (isAsset) headers.Vary = 'Accept-Encoding';
      if (found.encoding) headers['Content-Encoding'] = found.encoding;
      return c.body(found.body, 200, headers);
    }
    // A missing asset (say, from a build older than the page) is a plain 404, not the app's index page.
    if (isAsset) return c.text('Not found', 404);
    try {
      return c.html(await loadIndex(), 200, { 'Cache-Control': 'no-store' });
    } catch {
      indexHtml = undefined;
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
  });
}
