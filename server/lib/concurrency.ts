/**
 * `each` of every item, at most `limit` under way at once, with the results in the items' order. After the first
 * failure no further item is started, and that failure is thrown.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  each: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await each(items[index] as T);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Shares calls by key: a call whose key matches one begun at most `windowMs` before it and still in flight gets
 * that call's answer instead of starting its own. The window is short so that no caller misses a change made
 * before it asked.
 */
export function callJoiner<T>(windowMs: number): (key: string, start: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, { startedAt: number; answer: Promise<T> }>();
  return (key, start) => {
    const joined = inFlight.get(key);
    if (joined && performance.now() - joined.startedAt <= windowMs) return joined.answer;
    const call = { startedAt: performance.now(), answer: start() };
    inFlight.set(key, call);
    const forget = () => {
      if (inFlight.get(key) === call) inFlight.delete(key);
    };
    call.answer.then(forget, forget);
    return call.answer;
  };
}

/**
 * Keeps answers by key for `ttlMs` after they arrive: a call whose key has a fresh answer (or one in flight) gets
 * it instead of starting its own. A failure is not kept. At most `maxKeys` keys are kept, the oldest let go first.
 */
export function recentAnswers<T>(
  ttlMs: number,
  maxKeys: number,
): (key: string, start: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, { answer: Promise<T>; until: number }>();
  return (key, start) => {
    const now = performance.now();
    const fresh = kept.get(key);
    if (fresh && fresh.until > now) return fresh.answer;
    kept.delete(key);
    const entry = { answer: start(), until: Number.POSITIVE_INFINITY };
    kept.set(key, entry);
    entry.answer.then(
      () => {
        entry.until = performance.now() + ttlMs;
      },
      () => {
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
    for (const oldest of kept.keys()) {
      if (kept.size <= maxKeys) break;
      kept.delete(oldest);
    }
    return entry.answer;
  };
}
