import { describe, expect, it } from 'vitest';
import { healthOf } from './heal';

const drives = (...states: string[]) => states.map((state) => ({ state }));

describe("an object's health by its drives", () => {
  it.each([
    ['every drive serves it', drives('ok', 'ok', 'ok', 'ok'), 2, 'green'],
    ['one drive is missing, one more may fail', drives('ok', 'ok', 'ok', 'missing'), 2, 'yellow'],
    ['only its data drives are left', drives('ok', 'ok', 'offline', 'corrupt'), 2, 'red'],
    ['fewer than its data drives', drives('ok', 'missing', 'missing', 'missing'), 2, 'red'],
    ['nothing is known of its drives', [], 2, 'grey'],
  ])('%s: %s', (_, list, dataBlocks, health) => {
    expect(healthOf({ drives: list, dataBlocks })).toBe(health);
  });
});
