import { describe, expect, it } from 'vitest';
import {
  formatJson,
  type JsonParse,
  offsetOf,
  parseJson,
  positionsIn,
  readableDocument,
  scanJson,
} from './json-document';

const errorOf = (parse: JsonParse) => (parse.ok ? undefined : parse.error);

describe('scanJson', () => {
  it('splits any text into tokens, with what is not JSON marked and explained', () => {
    const text = `{"a": [1, -2.5e3, true, null], 'b': nope, "c\\q": 01}`;
    const tokens = scanJson(text).map((token) => [
      token.kind,
      text.slice(token.start, token.end),
      token.problem?.message,
    ]);

    expect(tokens).toEqual([
      ['punctuation', '{', undefined],
      ['string', '"a"', undefined],
      ['punctuation', ':', undefined],
      ['punctuation', '[', undefined],
      ['number', '1', undefined],
      ['punctuation', ',', undefined],
      ['number', '-2.5e3', undefined],
      ['punctuation', ',', undefined],
      ['literal', 'true', undefined],
      ['punctuation', ',', undefined],
      ['literal', 'null', undefined],
      ['punctuation', ']', undefined],
      ['punctuation', ',', undefined],
      ['invalid', "'b'", expect.stringMatching(/double quotes/)],
      ['punctuation', ':', undefined],
      ['invalid', 'nope', expect.stringMatching(/Unexpected nope/)],
      ['punctuation', ',', undefined],
      ['string', '"c\\q"', expect.stringMatching(/backslash starts an escape/)],
      ['punctuation', ':', undefined],
      ['invalid', '01', expect.stringMatching(/not a JSON number/)],
      ['punctuation', '}', undefined],
    ]);
  });

  it('ends an unclosed string at its line, so the next lines still highlight', () => {
    const text = '"open\n"closed"';
    expect(scanJson(text).map((token) => text.slice(token.start, token.end))).toEqual(['"open', '"closed"']);
  });
});

describe('parseJson', () => {
  it('keeps where each value is, numbers as written and repeated keys', () => {
    const text = '{"n": 1.0, "n": [true]}';
    const parse = parseJson(text);

    expect(parse).toEqual({
      ok: true,
      value: {
        type: 'object',
        start: 0,
        end: text.length,
        members: [
          {
            key: { type: 'string', value: 'n', start: 1, end: 4 },
            value: { type: 'number', raw: '1.0', start: 6, end: 9 },
          },
          {
            key: { type: 'string', value: 'n', start: 11, end: 14 },
            value: {
              type: 'array',
              start: 16,
              end: 22,
              items: [{ type: 'boolean', value: true, start: 17, end: 21 }],
            },
          },
        ],
      },
    });
  });

  it.each([
    ['', 'The document is empty.', 0],
    ['{"a": 1,}', 'Remove the comma before "}".', 7],
    ['[1,]', 'Remove the comma before "]".', 2],
    ['{"a": 1 "b": 2}', 'A comma is missing after the value.', 8],
    ['[1 2]', 'A comma is missing after the item.', 3],
    ['{"a" 1}', 'Expected ":" after the key, found 1.', 5],
    ['{a: 1}', 'Unexpected a: keys and strings take double quotes.', 1],
    ['{"a": }', 'Expected a value, found }.', 6],
    ['{"a": 1', 'The document ends early: expected "}".', 7],
    ['{"a": "tab\there"}', 'Control characters must be escaped in a string (write \\t for a tab).', 10],
    ['{"a": "\\u12"}', '\\u must be followed by four hexadecimal digits.', 7],
    ['{} []', 'Unexpected text after the end of the document.', 3],
    ['// note\n{}', 'JSON has no comments.', 0],
    ['{"a": True}', 'Write true in lower case.', 6],
  ])('refuses %j: %s', (text, message, offset) => {
    expect(errorOf(parseJson(text))).toEqual({ message, offset });
  });

  it('refuses nesting deeper than 64 rather than risk the stack', () => {
    expect(errorOf(parseJson(`${'['.repeat(64)}${']'.repeat(64)}`))).toBeUndefined();
    expect(errorOf(parseJson(`${'['.repeat(100_000)}`))?.message).toMatch(/nested more than 64 deep/);
  });
});

describe('positions', () => {
  it.each([
    [0, 1, 1],
    [3, 1, 4],
    [4, 2, 1],
    [6, 3, 1],
    [9, 3, 4],
  ])('offset %i is line %i, column %i, and back', (offset, line, column) => {
    const text = 'abc\nd\nefg';
    expect(positionsIn(text)(offset)).toEqual({ line, column });
    expect(offsetOf(text, line, column)).toBe(offset);
  });

  it('keeps offsets of lines and columns beyond the text inside it', () => {
    expect(offsetOf('ab\ncd', 9, 1)).toBe(5);
    expect(offsetOf('ab\ncd', 1, 9)).toBe(5);
  });
});

describe('formatJson', () => {
  it('indents by two spaces and keeps strings, numbers and repeated keys as written', () => {
    const text = '{"a":[1.50,"\\u00e9",{}],"a":{"b":[]},"c":null}';
    const parse = parseJson(text);
    if (!parse.ok) throw new Error('the sample parses');

    expect(formatJson(text, parse.value)).toBe(
      [
        '{',
        '  "a": [',
        '    1.50,',
        '    "\\u00e9",',
        '    {}',
        '  ],',
        '  "a": {',
        '    "b": []',
        '  },',
        '  "c": null',
        '}',
      ].join('\n'),
    );
  });
});

describe('readableDocument', () => {
  it.each([
    ['indents a one-line document', '{"Statement":[1.0]}', '{\n  "Statement": [\n    1.0\n  ]\n}'],
    ['keeps text that does not parse', '{"Statement": [', '{"Statement": ['],
    ['keeps an empty text', '', ''],
  ])('%s', (_, text, readable) => {
    expect(readableDocument(text)).toBe(readable);
  });
});
