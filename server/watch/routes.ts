import { safeParse } from 'zod/mini';
import { traceEntrySchema } from '../../src/contract/trace.ts';
import { type WatchFilter, watchEventOf, watchMatches, watchStream } from '../../src/contract/watch.ts';
import { requireBucket } from '../buckets/existing.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import type { Route } from '../http/serve.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { type SessionCheck, stream } from '../ws/stream.ts';

/**
 * A bucket's events, read from MinIO's trace of the S3 calls: this MinIO holds a ListenBucketNotification
 * answer back in its buffers, while the trace reaches the console as each call ends. MinIO traces only for a
 * caller with admin:ServerTrace, and refuses anyone else.
 */
export async function* bucketEvents(
  admin: AdminClient,
  target: { bucket: string; endpoint: string },
  filter: WatchFilter,
  signal: AbortSignal,
): AsyncGenerator<unknown, void> {
  for await (const item of admin.serviceTrace({ calls: ['s3'] }, signal)) {
    const entry = safeParse(traceEntrySchema, item);
    const event = entry.success ? watchEventOf(entry.data, target.bucket, target.endpoint) : undefined;
    if (event && watchMatches(filter, event)) yield event;
  }
}

export function watchStreams(deps: ServerDeps, sessionAlive: SessionCheck): Route<SessionEnv>[] {
  return [
    stream(watchStream, sessionAlive, async function* ({ params, query }, c, signal) {
      await requireBucket(c.get('s3'), params.bucket);
      const target = { bucket: params.bucket, endpoint: deps.config.minioServer };
      yield* bucketEvents(c.get('admin'), target, query, signal);
    }),
  ];
}
