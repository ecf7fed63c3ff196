import { z } from 'zod/mini';
import { refusedBy } from '../checks';

/*
 * Hop: a tenant's own console, served by this console under a path of its own, so that the browser reaches it
 * through this console's session and origin. Everything below the prefix is the tenant console's.
 */

/** The proxy's path below the console's base (no leading slash, so that it joins any sub-path). */
export const hopPrefix = (namespace: string, tenant: string) =>
  `api/proxy/${encodeURIComponent(namespace)}/${encodeURIComponent(tenant)}/`;

const MAX_CONSOLE_PATH_LENGTH = 1024;
/** A path segment's characters as RFC 3986 allows them unescaped, and percent escapes. */
const SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]*$/;
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;
/** Escapes that would name another place once decoded: a slash, a backslash, a NUL or another control. */
const ESCAPED_SEPARATOR = /%(2f|5c|0[0-9a-f]|1[0-9a-f]|7f)/i;

/** What is wrong with a path of the tenant console (`/tools/trace`), or null: it stays below the console's root. */
export function consolePathProblem(path: string): string | null {
  if (path.length > MAX_CONSOLE_PATH_LENGTH)
    return `A console path has at most ${MAX_CONSOLE_PATH_LENGTH} characters`;
  if (!path.startsWith('/') || path.startsWith('//')) return 'A console path starts with a single "/"';
  for (const segment of path.slice(1).split('/')) {
    if (!SEGMENT.test(segment) || ESCAPED_SEPARATOR.test(segment))
      return 'A console path has letters, digits and URL punctuation only';
    if (DOT_SEGMENT.test(segment)) return 'A console path may not climb with "." or ".."';
  }
  return null;
}

const consolePathSchema = z.string().check(refusedBy(consolePathProblem));

/** The hop page's search: the tenant console's page to open, its home when none. */
export const hopSearchSchema = z.object({ path: z.optional(consolePathSchema) });
