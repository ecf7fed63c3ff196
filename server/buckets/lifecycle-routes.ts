import * as bucketLifecycle from '../../src/contract/bucket-lifecycle.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  addLifecycleRule,
  deleteLifecycleRule,
  listLifecycleRules,
  listTierNames,
  updateLifecycleRule,
} from './lifecycle-calls.ts';

/** Lifecycle rules of a bucket (console-api Appendix A, restored) and the tier names they use. */
export function bucketLifecycleRoutes(): Route<SessionEnv>[] {
  return [
    serve(bucketLifecycle.listTierNames, (_, c) => listTierNames(c.get('admin'))),
    serve(bucketLifecycle.getBucketLifecycle, ({ params }, c) =>
      listLifecycleRules(c.get('s3'), params.bucket_name),
    ),
    serve(bucketLifecycle.addBucketLifecycle, ({ params, body }, c) =>
      addLifecycleRule(c.get('s3'), params.bucket_name, body),
    ),
    serve(bucketLifecycle.updateBucketLifecycle, ({ params, body }, c) =>
      updateLifecycleRule(c.get('s3'), params.bucket_name, params.lifecycle_id, body),
    ),
    serve(bucketLifecycle.deleteBucketLifecycleRule, ({ params }, c) =>
      deleteLifecycleRule(c.get('s3'), params.bucket_name, params.lifecycle_id),
    ),
  ];
}
