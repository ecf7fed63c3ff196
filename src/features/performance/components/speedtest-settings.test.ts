import { describe, expect, it } from 'vitest';
import { DEFAULTS, describeSettings, queryOf, type Settings } from './speedtest-settings';

const settings = (part: Partial<Settings>): Settings => ({ ...DEFAULTS, ...part });

describe('the speedtest form', () => {
  it.each<[string, Partial<Settings>, Record<string, string>]>([
    [
      'objects, sizes in bytes',
      { test: 'object', sizeMiB: '64', concurrent: '8', duration: '10', autotune: true },
      { test: 'object', size: String(64 * 1024 * 1024), concurrent: '8', duration: '10', autotune: 'true' },
    ],
    [
      'drives, a fractional size rounded to bytes',
      { test: 'drive', fileSizeMiB: '0.5', blockSizeMiB: '4', serial: false },
      { test: 'drive', fileSize: String(512 * 1024), blockSize: String(4 * 1024 * 1024), serial: 'false' },
    ],
    ['the network, its duration only', { test: 'net', duration: '12' }, { test: 'net', duration: '12' }],
    [
      'what is not a number, passed on to be refused',
      { test: 'object', sizeMiB: '1e3' },
      expect.objectContaining({ size: '1e3' }),
    ],
  ])('asks for %s', (_, part, query) => {
    expect(queryOf(settings(part))).toEqual(query);
  });

  it.each<[Partial<Settings>, string]>([
    [{ test: 'object', sizeMiB: '64', concurrent: '8', duration: '10' }, '64 MiB objects, 8 at once, 10 s'],
    [
      { test: 'object', autotune: true },
      `${DEFAULTS.sizeMiB} MiB objects, ${DEFAULTS.concurrent} at once, ${DEFAULTS.duration} s, autotuned`,
    ],
    [
      { test: 'drive', fileSizeMiB: '1024', blockSizeMiB: '4', serial: true },
      '1024 MiB per drive in 4 MiB blocks, one drive at a time',
    ],
    [{ test: 'net', duration: '3' }, '10 s'],
  ])('describes %j as "%s"', (part, words) => {
    expect(describeSettings(settings(part))).toBe(words);
  });
});
