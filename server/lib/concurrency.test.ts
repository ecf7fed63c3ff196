import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { callJoiner, mapConcurrently, recentAnswers } from './concurrency.ts';

/** Runs `mapConcurrently` over 0…count-1, noting the most calls under way at once and every item started. */
async function observe(count: number, limit: number, failAt?: number) {
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const outcome = mapConcurrently(
    Array.from({ length: count }, (_, index) => index),
    limit,
    async (item) => {
      started.push(item);
      most = Math.max(most, ++running);
      await sleep(item % 3);
      running--;
      if (item === failAt) throw new Error(`item ${item} failed`);
      return item * 10;
    },
  ).catch((error: Error) => error.message);
  return { result: await outcome, most, started };
}

describe('mapping with bounded concurrency', () => {
  it.each([
    [0, 8, 0],
    [3, 8, 3],
    [20, 8, 8],
    [20, 1, 1],
  ])('%i items, at most %i at once: %i at most under way, results in order', async (count, limit, most) => {
    const observed = await observe(count, limit);
    expect(observed.most).toBe(most);
    expect(observed.result).toEqual(Array.from({ length: count }, (_, index) => index * 10));
  });

  it('starts nothing after a failure, and throws it', async () => {
    const observed = await observe(100, 4, 5);
    expect(observed.result).toBe('item 5 failed');
    expect(observed.started.length).toBeLessThan(12);
  });
});

describe('callJoiner', () => {
  const deferred = () => {
    let resolve = (_: string) => {};
    const promise = new Promise<string>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };

  it.each([
    ['the same key within the window', 'a', 0, 1],
    ['another key', 'b', 0, 2],
    ['the same key after the window', 'a', 30, 2],
  ])('shares a call in flight with %s', async (_, secondKey, waitMs, calls) => {
    const join = callJoiner<string>(20);
    const first = deferred();
    const start = vi.fn(() => first.promise);
    const answers = [join('a', start)];
    await sleep(waitMs);
    answers.push(join(secondKey, start));
    first.resolve('answer');
    expect(await Promise.all(answers)).toEqual(['answer', 'answer']);
    expect(start).toHaveBeenCalledTimes(calls);
  });

  it('starts anew once the call it would join has failed', async () => {
    const join = callJoiner<string>(1_000);
    await expect(join('a', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await join('a', () => Promise.resolve('second'))).toBe('second');
  });
});

describe('recentAnswers', () => {
  const counting = () => {
    let calls = 0;
    return { start: () => Promise.resolve(`answer ${++calls}`), calls: () => calls };
  };

  it.each([
    ['the same key while its answer is fresh', 'a', 0, ['answer 1', 'answer 1']],
    ['another key', 'b', 0, ['answer 1', 'answer 2']],
    ['the same key once its answer is stale', 'a', 40, ['answer 1', 'answer 2']],
  ])('answers %s', async (_, secondKey, waitMs, answers) => {
    const recent = recentAnswers<string>(20, 10);
    const { start } = counting();
    const first = await recent('a', start);
    await sleep(waitMs);
    expect([first, await recent(secondKey, start)]).toEqual(answers);
  });

  it('keeps no failure', async () => {
    const recent = recentAnswers<string>(1_000, 10);
    await expect(recent('a', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await recent('a', () => Promise.resolve('second'))).toBe('second');
  });

  it('keeps at most its bound of keys, letting the oldest go', async () => {
    const recent = recentAnswers<string>(1_000, 2);
    const { start, calls } = counting();
    for (const key of ['a', 'b', 'c']) await recent(key, start);
    await recent('c', start);
    await recent('b', start);
    expect(calls()).toBe(3);
    await recent('a', start);
    expect(calls()).toBe(4);
  });
});
