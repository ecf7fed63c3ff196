import { describe, expect, it } from 'vitest';
import { LiveBuffer } from './live-buffer';

const filled = (capacity: number, count: number) => {
  const buffer = new LiveBuffer<number>(capacity);
  for (let n = 1; n <= count; n++) buffer.push(n);
  return buffer;
};

describe('LiveBuffer', () => {
  it.each([
    ['fewer items than it holds', 5, 3, [1, 2, 3], 0],
    ['exactly as many', 3, 3, [1, 2, 3], 0],
    ['more: the newest, oldest first', 3, 7, [5, 6, 7], 4],
    ['many more', 4, 1000, [997, 998, 999, 1000], 996],
  ])('keeps %s', (_, capacity, count, held, evicted) => {
    const buffer = filled(capacity, count);
    expect(buffer.snapshot()).toEqual(held);
    expect(buffer.evicted).toBe(evicted);
  });

  it('starts over when cleared', () => {
    const buffer = filled(3, 7);
    buffer.clear();
    buffer.push(8);
    expect([buffer.snapshot(), buffer.evicted]).toEqual([[8], 0]);
  });
});
