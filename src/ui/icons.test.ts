import { describe, expect, it } from 'vitest';
import * as consoleIcons from './icons';

describe('The icon registry', () => {
  it('names each drawing once, so one meaning has one icon', () => {
    const drawings = Object.values(consoleIcons).map((icon) => icon.displayName);

    expect(drawings.every(Boolean)).toBe(true);
    expect(new Set(drawings).size).toBe(drawings.length);
  });
});
