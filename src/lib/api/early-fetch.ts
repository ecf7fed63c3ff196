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

/** A copy of the answer to `url` fetched early, left for the page's own read. */
export function peekEarly(url: string): Promise<Response | undefined> | undefined {
  return responses
    .get(url)
    ?.then((response) => response?.clone())
    .catch(() => undefined);
}
