import { describe, expect, it } from 'vitest';
import { LoginThrottle, SlidingWindow } from './throttle.ts';

const MINUTE = 60_000;

describe('a sliding window of attempts', () => {
  it.each([
    ['under the limit', [0, 1_000], 2_000, 0],
    ['at the limit', [0, 1_000, 2_000], 3_000, 57],
    ['at the limit, later', [0, 1_000, 2_000], 59_500, 1],
    ['once the oldest has left the window', [0, 1_000, 2_000], MINUTE, 0],
    ['with old attempts forgotten', [0, 30_000, 61_000, 62_000], 63_000, 27],
  ])('%s (attempts at %j, asked at %i): waits %i s', (_case, attempts, now, expected) => {
    const window = new SlidingWindow({ attempts: 3, windowMs: MINUTE });
    for (const at of attempts) window.record('k', at);
    expect(window.retryAfterSeconds('k', now)).toBe(expected);
  });

  it('counts each key on its own', () => {
    const window = new SlidingWindow({ attempts: 1, windowMs: MINUTE });
    window.record('a', 0);
    expect(window.retryAfterSeconds('a', 1)).toBeGreaterThan(0);
    expect(window.retryAfterSeconds('b', 1)).toBe(0);
  });
});

describe('login throttling', () => {
  const limits = {
    perClient: { attempts: 4, windowMs: MINUTE },
    perKey: { attempts: 2, windowMs: MINUTE },
  };

  it('stops a key after its failures, from any client', () => {
    const throttle = new LoginThrottle(limits);
    expect(throttle.begin('10.0.0.1', 'admin', 0)).toBe(0);
    expect(throttle.begin('10.0.0.2', 'admin', 0)).toBe(0);
    expect(throttle.begin('10.0.0.3', 'admin', 0)).toBe(60);
    expect(throttle.begin('10.0.0.3', 'someone-else', 0)).toBe(0);
  });

  it('stops a client after its failures, whatever the key', () => {
    const throttle = new LoginThrottle(limits);
    for (const key of ['a', 'b', 'c', 'd']) expect(throttle.begin('10.0.0.1', key, 0)).toBe(0);
    expect(throttle.begin('10.0.0.1', 'e', 0)).toBe(60);
    expect(throttle.begin('10.0.0.2', 'e', 0)).toBe(0);
  });

  it('forgets the key’s failures after a success, and does not count the success against the client', () => {
    const throttle = new LoginThrottle(limits);
    expect(throttle.begin('10.0.0.1', 'admin', 0)).toBe(0);
    expect(throttle.begin('10.0.0.1', 'admin', 0)).toBe(0);
    throttle.succeeded('10.0.0.1', 'admin');
    expect(throttle.begin('10.0.0.1', 'admin', 0)).toBe(0);
    // The client has two failures now: two more are allowed, not one.
    for (const key of ['a', 'b']) expect(throttle.begin('10.0.0.1', key, 0)).toBe(0);
    expect(throttle.begin('10.0.0.1', 'c', 0)).toBe(60);
  });
});
