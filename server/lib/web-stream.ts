import type { Readable } from 'node:stream';

/**
 * A web stream over a Node stream, read only as fast as the answer is consumed. Cancelling it (the browser went
 * away, or a reader stopped early) destroys the source, so its MinIO connection is released; Node's own
 * `Readable.toWeb` may still push data into the cancelled stream, which throws outside any request.
 */
export function webStreamOf(source: Readable): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (cancelled) return;
          if (next.done) controller.close();
          else controller.enqueue(new Uint8Array(next.value as Buffer));
        } catch (error) {
          if (!cancelled) controller.error(error);
        }
      },
      cancel(reason) {
        cancelled = true;
        source.destroy(reason instanceof Error ? reason : undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
