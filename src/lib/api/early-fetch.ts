/**
 * Reads sent as the app starts, before the code that shows their answers has loaded, by URL. The API client
 * takes each answer for the page's own read of it, once and only for a short while, so that no later read is
 * served an old answer. Only answers are kept: a failed read is simply asked again.
 */
const KEPT_MS = 10_000;
const responses = new Map<string, Promise<Response | undefined>>();

/** GETs `url` (absolute) now, as the API client would. */
export function fetchEarly(url: string): void {
  if (responses.has(url)) return;
  const response = fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(
    () => undefined,
  );
  responses.set(url, response);
  setTimeout(() => {
    if (responses.get(url) === response) responses.delete(url);
  }, KEPT_MS);
}

/** The answer to `url` fetched early, taken away: the page's own read of it. */
export function takeEarly(url: string): Promise<Response | undefined> | undefined {
  const response = responses.get(url);
  responses.delete(url);
  return response;
}

/**
 * The JSON of the answer to `url` fetched early, read from a copy and left for the page's own read; undefined if
 * there is none, it failed or it holds no JSON. Unchecked: it may only steer what is asked for next.
 */
export async function peekEarlyJson(url: string): Promise<unknown> {
  const response = await responses.get(url);
  if (!response?.ok) return undefined;
  try {
    // Throws if the page's own read has taken the answer and read it already.
    return await response.clone().json();
  } catch {
    return undefined;
  }
}
