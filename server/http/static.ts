import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
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

/** Rewrites the document base so relative asset URLs and the app's router work under a sub-path. */
export function withBaseHref(indexHtml: string, subPath: string): string {
  const escaped = subPath.replace(/[&"<>]/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return indexHtml.replace(/<base href="[^"]*"\s*\/?>/, `<base href="${escaped}" />`);
}

async function fileInside(root: string, requestPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep)) return null;
  const info = await stat(candidate).catch(() => null);
  return info?.isFile() ? candidate : null;
}

/**
 * Serves the built app: hashed assets with long cache headers, and index.html (never cached) for every
 * other path, so deep links into the single-page app work.
 */
export function serveApp(app: Hono, options: { staticDir: string; subPath: string }): void {
  let indexHtml: Promise<string> | undefined;
  const loadIndex = () => {
    indexHtml ??= readFile(join(options.staticDir, 'index.html'), 'utf8').then((html) =>
      withBaseHref(html, options.subPath),
    );
    return indexHtml;
  };

  app.get('*', async (c) => {
    const file = c.req.path === '/' ? null : await fileInside(options.staticDir, c.req.path);
    if (file && !file.endsWith('index.html')) {
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      const cache = c.req.path.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
      const body = webStreamOf(createReadStream(file));
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
