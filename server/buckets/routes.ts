import * as bucketList from '../../src/contract/buckets.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { untilListed } from './account.ts';
import { bucketCreationSteps, createBucket } from './create.ts';
import { deleteBucket as deleteBucketAndContents } from './delete.ts';
import { bucketInfo, listBuckets as listedBuckets } from './list.ts';

/** GET/POST /buckets, GET/DELETE /buckets/{bucket_name}. */
export function bucketListRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketList.listBuckets, (_, c) => listedBuckets(c.get('admin'), c.get('s3'))),

    serve(bucketList.makeBucket, async ({ body }, c) => {
      await createBucket(bucketCreationSteps(c.get('s3'), c.get('admin')), body);
      await untilListed(c.get('admin'), body.name, true);
      return { bucketName: body.name };
    }),

    serve(bucketList.getBucketInfo, ({ params }, c) =>
      bucketInfo(c.get('admin'), c.get('s3'), params.bucket_name),
    ),

    serve(bucketList.deleteBucket, async ({ params, query }, c) => {
      await deleteBucketAndContents(c.get('s3'), params.bucket_name, query.force ?? false);
      await untilListed(c.get('admin'), params.bucket_name, false);
    }),
  ];
}
