import { describe, expect, it } from 'vitest';
import { type FormPart, formBoundary, formParts } from './form-data-stream.ts';

const BOUNDARY = '----console-test-boundary';

function formBody(
  parts: { name: string; fileName?: string; type?: string; body: string | Buffer }[],
): Buffer {
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${
        part.fileName === undefined ? '' : `; filename="${part.fileName}"`
      }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(part.body),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([Buffer.from('preamble\r\n'), ...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

async function* inChunks(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

async function readAll(source: AsyncIterable<Uint8Array>) {
  const read: (Omit<FormPart, 'body'> & { body: string })[] = [];
  for await (const { body, ...headers } of formParts(source, BOUNDARY)) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk);
    read.push({ ...headers, body: Buffer.concat(chunks).toString('latin1') });
  }
  return read;
}

/** Bytes that look like the start of a delimiter (CRLF, "--", the boundary), to trip a parser that cuts early. */
const TRICKY = `line\r\n--${BOUNDARY.slice(0, -1)}\r\n\r\nx--${BOUNDARY} after an x\r\n`;

describe('streaming form data', () => {
  const form = formBody([
    { name: 'note', body: 'hello' },
    { name: '42', fileName: 'a.txt', type: 'text/plain', body: TRICKY },
    { name: '0', fileName: 'empty.bin', body: '' },
  ]);

  it.each([1, 2, 3, 7, 31, 64, 1024, form.length])('reads every part with %i-byte chunks', async (size) => {
    expect(await readAll(inChunks(form, size))).toEqual([
      { name: 'note', body: 'hello' },
      { name: '42', fileName: 'a.txt', contentType: 'text/plain', body: TRICKY },
      { name: '0', fileName: 'empty.bin', body: '' },
    ]);
  });

  it('skips a part the consumer does not read', async () => {
    const names: string[] = [];
    for await (const part of formParts(inChunks(form, 5), BOUNDARY)) names.push(part.name);
    expect(names).toEqual(['note', '42', '0']);
  });

  it('passes large bodies through without holding them', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, 'x');
    const body = formBody([{ name: String(big.length), fileName: 'big', body: big }]);
    let largest = 0;
    let total = 0;
    for await (const part of formParts(inChunks(body, 64 * 1024), BOUNDARY)) {
      for await (const chunk of part.body) {
        largest = Math.max(largest, chunk.length);
        total += chunk.length;
      }
    }
    expect(total).toBe(big.length);
    expect(largest).toBeLessThanOrEqual(64 * 1024 + BOUNDARY.length + 4);
  });

  it.each([
    ['no boundary at all', 'just text'],
    ['a part cut short', `--${BOUNDARY}\r\nContent-Disposition: form-data; name="1"\r\n\r\nabc`],
    ['headers cut short', `--${BOUNDARY}\r\nContent-Disposition: form-data`],
    ['a part without a name', `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${BOUNDARY}--`],
  ])('refuses %s with a 400', async (_what, text) => {
    await expect(readAll(inChunks(Buffer.from(text), 4))).rejects.toMatchObject({ status: 400 });
  });
});

/** `head`, then `chunk` repeated up to a mebibyte; counts the bytes it was asked for. */
function flood(head: string, chunk: string) {
  const read = { bytes: 0 };
  async function* stream(): AsyncGenerator<Uint8Array> {
    read.bytes += head.length;
    yield Buffer.from(head);
    while (read.bytes < 1024 * 1024) {
      read.bytes += chunk.length;
      yield Buffer.from(chunk);
    }
  }
  return { stream: stream(), read };
}

describe('hostile forms', () => {
  it.each([
    ['never sends a boundary', '', 'x'.repeat(1000), 'no boundary near the start'],
    [
      'sends a boundary after a long preamble',
      'x'.repeat(17 * 1024),
      `\r\n--${BOUNDARY}\r\n`,
      'no boundary near the start',
    ],
    [
      'never ends its part headers',
      `--${BOUNDARY}\r\nX-Long: `,
      'y'.repeat(1000),
      "a part's headers are too long",
    ],
  ])('refuses a form that %s, holding at most some 16 KiB', async (_what, head, chunk, detail) => {
    const { stream, read } = flood(head, chunk);
    await expect(readAll(stream)).rejects.toMatchObject({
      status: 400,
      detailedMessage: `Malformed form data: ${detail}`,
    });
    expect(read.bytes).toBeLessThan(head.length + 18 * 1024);
  });

  it('finds every delimiter wherever the chunks split it', async () => {
    const form = formBody([
      { name: 'a', body: 'first' },
      { name: '3', fileName: 'b.bin', body: TRICKY },
    ]);
    for (let split = 0; split <= form.length; split++) {
      async function* twoChunks() {
        yield form.subarray(0, split);
        yield form.subarray(split);
      }
      expect(await readAll(twoChunks())).toEqual([
        { name: 'a', body: 'first' },
        { name: '3', fileName: 'b.bin', body: TRICKY },
      ]);
    }
  });

  it('reads part headers of almost 16 KiB sent a byte at a time', async () => {
    const longName = 'n'.repeat(15 * 1024);
    const form = formBody([{ name: longName, body: 'v' }]);
    expect(await readAll(inChunks(form, 1))).toEqual([{ name: longName, body: 'v' }]);
  });
});

describe('the boundary of a Content-Type', () => {
  it.each([
    ['multipart/form-data; boundary=abc', 'abc'],
    ['multipart/form-data; boundary="a b;c"', 'a b;c'],
    ['Multipart/Form-Data;charset=utf-8; boundary=xyz', 'xyz'],
    ['application/json', undefined],
    ['multipart/form-data', undefined],
    [undefined, undefined],
  ])('%s → %s', (contentType, boundary) => {
    expect(formBoundary(contentType)).toBe(boundary);
  });
});
