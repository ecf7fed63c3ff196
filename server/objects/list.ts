import * as objectList from '../../src/contract/objects.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { listObjects as listBucketObjects, rewindFolder } from './listing.ts';
import { searchObjects as searchBucketObjects } from './search.ts';

/** GET /buckets/{bucket_name}/objects, …/objects/search and …/rewind/{date}. */
export function objectListRoutes(): Route<SessionEnv>[] {
  return [
    serve(objectList.listObjects, ({ params, query }, c) =>
      listBucketObjects(c.get('s3'), params.bucket_name, {
        prefix: query.prefix ?? '',
        recursive: query.recursive ?? false,
        withVersions: query.with_versions ?? false,
        withMetadata: query.with_metadata ?? false,
        limit: query.limit,
        continuationToken: query.continuation_token || undefined,
      }),
    ),

    serve(objectList.searchObjects, async ({ params, query }, c) => {
      const lines = await searchBucketObjects(c.get('s3'), params.bucket_name, {
        prefix: query.prefix ?? '',
        query: query.query,
      });
      return c.body(lines, 200, {
        'content-type': objectList.searchObjects.streamedResponse,
        'cache-control': 'no-store',
      });
    }),

    serve(objectList.getBucketRewind, ({ params, query }, c) =>
      rewindFolder(c.get('s3'), params.bucket_name, {
        prefix: query.prefix ?? '',
        date: params.date,
        limit: query.limit,
        continuationToken: query.continuation_token || undefined,
      }),
    ),
  ];
}
