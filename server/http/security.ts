import type { MiddlewareHandler } from 'hono';
import type { ConsoleConfig } from '../config.ts';
import { ConsoleError } from './errors.ts';
import { isHttpsRequest } from './origin.ts';

/** The app's policy. It connects to its own origin, and to MinIO's when upload parts go there directly. */
export const contentSecurityPolicy = (minioPublicUrl: URL | undefined): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // Radix primitives inject small <style> elements; no inline script is ever allowed.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    minioPublicUrl ? `connect-src 'self' ${minioPublicUrl.origin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/**
 * A tenant's own console, served below `/api/proxy/` (operator mode's hop): the console's pages may frame it,
 * and it runs its own scripts and styles from there, reaching nothing but this origin.
 */
const TENANT_CONSOLE_PATH = /^\/api\/proxy\//;
const TENANT_CONSOLE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Headers of an answer by its path: object bytes, the tenant console, or the app and its API. */
function framingFor(path: string, contentType: string | null | undefined, ok: boolean, appPolicy: string) {
  if (OBJECT_CONTENT_PATH.test(path) && ok) return objectContentHeaders(contentType ?? '');
  if (TENANT_CONSOLE_PATH.test(path)) return { policy: TENANT_CONSOLE_POLICY, frameOptions: 'SAMEORIGIN' };
  return { policy: appPolicy, frameOptions: 'DENY' };
}

/** Object bytes the console serves (downloads, previews, shared links), never the app itself. */
const OBJECT_CONTENT_PATH = /\/(objects\/download|download-shared-object\/[^/]+)$/;

/**
 * Stored objects come from users: served on the console's origin, an HTML or SVG file could otherwise run
 * script as the console. They get a sandbox (no script, an opaque origin) — except PDFs, which run no
 * script of ours and which the object panel previews in a frame of the console.
 */
export function objectContentHeaders(contentType: string): { policy: string; frameOptions: string } {
  if (contentType.toLowerCase().startsWith('application/pdf')) {
    return { policy: "frame-ancestors 'self'", frameOptions: 'SAMEORIGIN' };
  }
  return {
    policy:
      "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    frameOptions: 'SAMEORIGIN',
  };
}

const HSTS = 'max-age=31536000';

/** API answers carry credentials' results; a route that may be cached (none today) says so itself. */
const API_PATH = /^\/api\/v1(\/|$)/;

export const securityHeaders = (
  config: Pick<ConsoleConfig, 'publicUrl' | 'trustProxy' | 'minioPublicUrl'>,
): MiddlewareHandler => {
  const appPolicy = contentSecurityPolicy(config.minioPublicUrl);
  return async (c, next) => {
    await next();
    if (isHttpsRequest(c, config)) c.header('Strict-Transport-Security', HSTS);
    if (!c.res.headers.has('cache-control')) {
      if (API_PATH.test(c.req.path)) c.header('Cache-Control', 'no-store');
      // The tenant console's files are revalidated (it sends Last-Modified), never kept for others.
      else if (TENANT_CONSOLE_PATH.test(c.req.path)) c.header('Cache-Control', 'private, no-cache');
    }
    const { policy, frameOptions } = framingFor(
      c.req.path,
      c.res.headers.get('content-type'),
      c.res.ok,
      appPolicy,
    );
    c.header('Content-Security-Policy', policy);
    c.header('X-Frame-Options', frameOptions);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'same-origin');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Cross-Origin-Resource-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A stream opens with a GET, and what it sends back is the user's: another site may never open one. */
export const sameOriginStreams: MiddlewareHandler = async (c, next) => {
  if (isCrossSiteRequest(c.req.raw.headers)) throw new ConsoleError(403, 'Cross-site stream refused');
  await next();
};

/**
 * Refuses state-changing calls that a browser made on behalf of another site. Browsers always send
 * Sec-Fetch-Site or Origin on such requests; clients that send neither (curl, SDKs) are not browsers.
 */
export function isCrossSiteRequest(headers: { get(name: string): string | null | undefined }): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    return true;
  }
}

export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && isCrossSiteRequest(c.req.raw.headers)) {
    throw new ConsoleError(403, 'Cross-site request refused');
  }
  await next();
};
