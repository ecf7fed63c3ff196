import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConsoleError } from '../http/errors.ts';

/** How many bytes may wait to be written on before the source is asked to pause. */
export const SEND_BATCH_BYTES = 1024 * 1024;

/**
 * Writes exactly `length` bytes on to `target` and ends it; more or fewer fail. A browser's bytes arrive 64 KiB
 * at a time: written on one by one, each costs a system call and wakes MinIO for 64 KiB. Each write is
 * acknowledged only in the next turn of the event loop, so the chunks read meanwhile are written on together
 * (writev), and the socket sends them in one call.
 */
function exactBody(target: Writable, length: number): Writable {
  let seen = 0;
  const pass = (chunks: Uint8Array[], done: (error?: Error | null) => void) => {
    for (const chunk of chunks) seen += chunk.length;
    if (seen > length) return done(new ConsoleError(400, `The body is longer than its ${length} bytes`));
    let open = true;
    for (const chunk of chunks) open = target.write(chunk);
    if (open) setImmediate(done);
    else target.once('drain', () => done());
  };
  const body = new Writable({
    highWaterMark: SEND_BATCH_BYTES,
    write: (chunk: Uint8Array, _encoding, done) => pass([chunk], done),
    writev: (entries, done) =>
      pass(
        entries.map((entry) => entry.chunk as Uint8Array),
        done,
      ),
    final(done) {
      if (seen !== length)
        return done(new ConsoleError(400, `The body ended after ${seen} of ${length} bytes`));
      target.end();
      done();
    },
    destroy(error, done) {
      if (error) target.destroy();
      done(error);
    },
  });
  target.once('error', (error) => body.destroy(error));
  target.once('close', () => {
    if (!body.writableFinished) body.destroy(new Error('The connection closed before the body was sent'));
  });
  return body;
}

/**
 * Sends exactly `length` bytes of `source` as the body written to `target`. A failure on either side ends both;
 * a browser's request that fails is left to its server (its connection can still carry the error answer).
 */
export function sendExactly(
  source: NodeJS.ReadableStream | AsyncIterable<Uint8Array>,
  length: number,
  target: Writable,
): Promise<void> {
  return pipeline(source, exactBody(target, length));
}
