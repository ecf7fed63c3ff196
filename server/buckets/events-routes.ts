import * as bucketEvents from '../../src/contract/bucket-events.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { addBucketEvent, deleteBucketEvent, listArns, listBucketEvents } from './events-calls.ts';

/** The notification targets, and the event notifications of a bucket. */
export function bucketEventRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketEvents.listArns, (_, c) => listArns(c.get('admin'))),
    serve(bucketEvents.listBucketEvents, ({ params }, c) =>
      listBucketEvents(c.get('s3'), params.bucket_name),
    ),
    serve(bucketEvents.createBucketEvent, ({ params, body }, c) =>
      addBucketEvent(c.get('s3'), params.bucket_name, body.configuration, body.ignoreExisting ?? false),
    ),
    serve(bucketEvents.deleteBucketEvent, ({ params, body }, c) =>
      deleteBucketEvent(c.get('s3'), params.bucket_name, params.arn, body),
    ),
  ];
}
