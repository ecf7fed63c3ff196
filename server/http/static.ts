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
    const body = path && !path.endsWith('index.html') ? await options.files.read(path) : null;
    if (path && body) {
      const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
      const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': cache });
    }
    // A missing asset (say, from a build older than the page) is a plain 404, not the app's index page.
    if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
    try {
      return c.html(await loadIndex(), 200, { 'Cache-Control': 'no-store' });
    } catch {
      indexHtml = undefined;
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
  });
}
