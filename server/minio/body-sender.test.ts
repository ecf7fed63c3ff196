import { PassThrough, Readable, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { SEND_BATCH_BYTES, sendExactly } from './body-sender.ts';

/** A target that keeps what it is sent; `highWaterMark` 1 byte makes every write ask the sender to wait. */
function recordingTarget(options: { slow?: boolean; failAfter?: number } = {}) {
  const received: Buffer[] = [];
  let writes = 0;
  const target = new Writable({
    highWaterMark: options.slow ? 1 : 16 * SEND_BATCH_BYTES,
    write(chunk: Buffer, _encoding, done) {
      writes += 1;
      if (options.failAfter !== undefined && writes > options.failAfter) return done(new Error('reset'));
      received.push(chunk);
      if (options.slow) setImmediate(done);
      else done();
    },
  });
  return { target, bytes: () => Buffer.concat(received), writes: () => writes };
}

const chunks = (...sizes: number[]) => sizes.map((size, index) => Buffer.alloc(size, index + 1));

describe('sendExactly', () => {
  it.each([
    ['one chunk', [10]],
    ['chunks read in one turn', [3, 4, 5]],
    ['more than a batch', [SEND_BATCH_BYTES, SEND_BATCH_BYTES, 7]],
    ['nothing', []],
  ])('sends %s whole, in order, and ends the body', async (_, sizes) => {
    const parts = chunks(...sizes);
    const { target, bytes } = recordingTarget();
    const length = sizes.reduce((sum, size) => sum + size, 0);
    await sendExactly(Readable.from(parts), length, target);
    expect(bytes().equals(Buffer.concat(parts))).toBe(true);
    expect(target.writableEnded).toBe(true);
  });

  it.each([
    ['longer', [6, 6], 10, 'The body is longer than its 10 bytes'],
    ['shorter', [6], 10, 'The body ended after 6 of 10 bytes'],
  ])('refuses a body %s than announced and destroys both sides', async (_, sizes, length, message) => {
    const source = Readable.from(chunks(...sizes));
    const { target } = recordingTarget();
    await expect(sendExactly(source, length, target)).rejects.toMatchObject({ status: 400, message });
    expect([source.destroyed, target.destroyed]).toEqual([true, true]);
  });

  it('takes an async iterable of bytes, as a form part is', async () => {
    async function* part() {
      yield new TextEncoder().encode('form ');
      yield new TextEncoder().encode('bytes');
    }
    const { target, bytes } = recordingTarget();
    await sendExactly(part(), 10, target);
    expect(bytes().toString()).toBe('form bytes');
  });

  it('waits for a slow target instead of collecting the whole body', async () => {
    const source = new PassThrough();
    const { target, bytes } = recordingTarget({ slow: true });
    const sent = sendExactly(source, 8 * SEND_BATCH_BYTES, target);
    for (const chunk of chunks(...Array(8).fill(SEND_BATCH_BYTES))) source.write(chunk);
    source.end();
    await new Promise((done) => setImmediate(done));
    expect(source.isPaused()).toBe(true);
    await sent;
    expect(bytes().length).toBe(8 * SEND_BATCH_BYTES);
  });

  it('stops reading when the target fails', async () => {
    const source = new PassThrough();
    const { target } = recordingTarget({ failAfter: 1 });
    const sent = sendExactly(source, 100, target);
    source.write(Buffer.alloc(10));
    await new Promise((done) => setImmediate(done));
    source.write(Buffer.alloc(10));
    await expect(sent).rejects.toThrow('reset');
    expect(source.destroyed).toBe(true);
  });
});
