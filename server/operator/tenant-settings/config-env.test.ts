import { describe, expect, it } from 'vitest';
import { formatConfigEnv, parseConfigEnv } from './config-env.ts';

describe('reading config.env', () => {
  it.each<[text: string, variables: { key: string; value: string }[]]>([
    ['export MINIO_BROWSER="on"\n', [{ key: 'MINIO_BROWSER', value: 'on' }]],
    ['MINIO_BROWSER=on', [{ key: 'MINIO_BROWSER', value: 'on' }]],
    ["export MINIO_DOMAIN='a b'", [{ key: 'MINIO_DOMAIN', value: 'a b' }]],
    ['  export MINIO_DOMAIN="x.example"  ', [{ key: 'MINIO_DOMAIN', value: 'x.example' }]],
    ['export EMPTY=', [{ key: 'EMPTY', value: '' }]],
    ['export EMPTY=""', [{ key: 'EMPTY', value: '' }]],
    [
      'export A="say \\"hi\\" to \\$HOME, \\`x\\` and \\\\"',
      [{ key: 'A', value: 'say "hi" to $HOME, `x` and \\' }],
    ],
    ["export A='kept \\$ as typed'", [{ key: 'A', value: 'kept \\$ as typed' }]],
    ['export A="x=y=z"', [{ key: 'A', value: 'x=y=z' }]],
    [
      '# a comment\n\nexport A="1"\nnot a line\n1BAD="2"\nexport B="2"',
      [
        { key: 'A', value: '1' },
        { key: 'B', value: '2' },
      ],
    ],
    [
      'export A="1"\nexport A="2"',
      [
        { key: 'A', value: '1' },
        { key: 'A', value: '2' },
      ],
    ],
    ['', []],
  ])('%j reads as %j', (text, variables) => {
    expect(parseConfigEnv(text)).toEqual(variables);
  });
});

describe('writing config.env', () => {
  it('writes one quoted export line per variable, in order', () => {
    expect(
      formatConfigEnv([
        { key: 'MINIO_ROOT_USER', value: 'admin' },
        { key: 'MINIO_BROWSER', value: 'off' },
      ]),
    ).toBe('export MINIO_ROOT_USER="admin"\nexport MINIO_BROWSER="off"\n');
  });

  it.each([
    'plain',
    '',
    'with spaces ',
    ' leading',
    'quote " inside',
    "single ' inside",
    'dollar $HOME and $(cmd)',
    'back`tick`',
    'back\\slash\\',
    '\\"',
    'equals=and#hash',
    'ünïcødé ✓',
  ])('reads back the value %j as written', (value) => {
    expect(parseConfigEnv(formatConfigEnv([{ key: 'MINIO_X', value }]))).toEqual([{ key: 'MINIO_X', value }]);
  });
});
