import type { listBuckets } from '@/contract/buckets';
import type { listObjects } from '@/contract/objects';
import type { sessionCheck } from '@/contract/session';

/**
 * The declared paths of the reads sent as the app starts, before zod and the contract's schemas have loaded.
 * Each is typed as its declaration's own path, so one that drifts from src/contract fails the type check.
 */
export const EARLY_READS = {
  session: { path: '/session' },
  buckets: { path: '/buckets' },
  objects: { path: '/buckets/{bucket_name}/objects' },
} as const satisfies {
  session: Pick<typeof sessionCheck, 'path'>;
  buckets: Pick<typeof listBuckets, 'path'>;
  objects: Pick<typeof listObjects, 'path'>;
};
