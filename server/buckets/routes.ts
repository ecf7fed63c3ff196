import { Hono } from 'hono';
import { type MakeBucketResponse, makeBucketRequestSchema } from '../../src/contract/buckets.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { requireSession } from '../session/middleware.ts';
import { untilListed } from './account.ts';
import { bucketCreationSteps, createBucket } from './create.ts';
import { deleteBucket } from './delete.ts';
import { bucketInfo, listBuckets } from './list.ts';

/** GET/POST /buckets, GET/DELETE /buckets/{name}. */
export function bucketListRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/buckets', session, async (c) => c.json(await listBuckets(c.get('admin'), c.get('s3'))));

  routes.post('/buckets', session, async (c) => {
    const request = await readJson(c, makeBucketRequestSchema);
    await createBucket(bucketCreationSteps(c.get('s3'), c.get('admin')), request);
    await untilListed(c.get('admin'), request.name, true);
    const answer: MakeBucketResponse = { bucketName: request.name };
    return c.json(answer);
  });

  routes.get('/buckets/:name', session, async (c) =>
    c.json(await bucketInfo(c.get('admin'), c.get('s3'), c.req.param('name'))),
  );

  routes.delete('/buckets/:name', session, async (c) => {
    const bucketName = c.req.param('name');
    await deleteBucket(c.get('s3'), bucketName, c.req.query('force') === 'true');
    await untilListed(c.get('admin'), bucketName, false);
    return c.body(null, 204);
  });

  return routes;
}
