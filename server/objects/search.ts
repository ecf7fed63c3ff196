import { matchesSearch, type SearchBatch } from '../../src/contract/objects.ts';
import { errorBody, toConsoleError } from '../http/errors.ts';
import type { S3Client } from '../minio/s3-client.ts';
import { listObjectsPage, S3_MAX_KEYS } from '../minio/s3-listing.ts';
import { bucketObjectOf } from './listing.ts';

export interface SearchParams {
  prefix: string;
  /** Matched case-insensitively against the part of each key after the prefix. */
  query: string;
}

/**
 * GET /buckets/{bucket_name}/objects/search: one NDJSON line per S3 page of the recursive listing under the
 * prefix, with that page's matches and how many objects were looked at so far. The first page is read before
 * answering, so a missing bucket or a refusal keeps its HTTP status; a later failure is an `error` line. S3 is
 * asked for the next page only when the client has read the previous line, and no more once it has gone.
 */
export async function searchObjects(
  client: S3Client,
  bucketName: string,
  { prefix, query }: SearchParams,
): Promise<ReadableStream<Uint8Array>> {
  let continuationToken: string | undefined;
  let scanned = 0;

  const nextBatch = async (): Promise<SearchBatch> => {
    const page = await listObjectsPage(client, bucketName, {
      prefix,
      delimiter: '',
      maxKeys: S3_MAX_KEYS,
      continuationToken,
    });
    continuationToken = page.continuationToken;
    scanned += page.entries.length;
    const matches = page.entries.filter((entry) => matchesSearch(entry.key, prefix, query));
    return { objects: matches.map(bucketObjectOf), scanned, done: continuationToken ? undefined : true };
  };

  const encoder = new TextEncoder();
  const line = (batch: SearchBatch) => encoder.encode(`${JSON.stringify(batch)}\n`);
  const first = await nextBatch();
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(line(first));
        if (first.done) controller.close();
      },
      async pull(controller) {
        let batch: SearchBatch;
        try {
          batch = await nextBatch();
        } catch (error) {
          batch = { error: errorBody(toConsoleError(error)), done: true };
        }
        if (cancelled) return;
        controller.enqueue(line(batch));
        if (batch.done) controller.close();
      },
      cancel() {
        cancelled = true;
      },
    },
    { highWaterMark: 1 },
  );
}
