import { ApiError } from '@/lib/api/errors';

/**
 * Waits before each new attempt: a dropped network or a restarting console server gets about two minutes to come
 * back before the transfer is reported as failed (and can still be retried from the manager).
 */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });

/** No answer, the server failing, or asked to come back later: worth another try. Refusals are final. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === undefined) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export interface RetryOptions {
  signal: AbortSignal;
  delaysMs: readonly number[];
  sleep: Sleep;
}

/** Runs `attempt` until it succeeds, a refusal comes, the delays run out, or the signal aborts. */
export async function withRetry<T>(attempt: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delay = options.delaysMs[retry];
      if (options.signal.aborted || delay === undefined || !isRetryable(error)) throw error;
      await options.sleep(delay, options.signal);
    }
  }
}
