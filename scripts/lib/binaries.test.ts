import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_BUILT } from './binaries.ts';

describe('programs built from a module of ours', () => {
  it.each(Object.entries(MODULE_BUILT))(
    'builds %s at the version its go.mod pins',
    (_tool, { dir, requires, version }) => {
      const goMod = readFileSync(join(dir, 'go.mod'), 'utf8');
      const pin = new RegExp(
        `^require ${requires.replaceAll('.', '\\.')} ${version.replaceAll('.', '\\.')}$`,
        'm',
      );
      expect(goMod).toMatch(pin);
    },
  );
});
