const REDIRECT_KEY = 'redirect-path';

function isBackslashOrControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return char === '\\' || code < 0x20 || code === 0x7f;
}

/**
 * Accepts only a path on this origin: "/buckets?x=1" yes; "//evil.example", "/\\evil", "https://…",
 * "javascript:…" and anything with a backslash or control character no.
 */
export function safeRedirectPath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || [...candidate].some(isBackslashOrControl)) return null;
  const probe = 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(candidate, probe);
  } catch {
    return null;
  }
  if (url.origin !== probe) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path === '/' || path.startsWith('/login') ? null : path;
}

export function storeRedirectPath(path: string): void {
  const safe = safeRedirectPath(path);
  if (safe) localStorage.setItem(REDIRECT_KEY, safe);
}

/** Reads and forgets the stored path; null when there is none or it is not a safe one. */
export function takeRedirectPath(): string | null {
  const stored = localStorage.getItem(REDIRECT_KEY);
  localStorage.removeItem(REDIRECT_KEY);
  return safeRedirectPath(stored);
}
