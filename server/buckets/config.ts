import { Hono } from 'hono';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { bucketEventRoutes } from './events.ts';
import { bucketLifecycleRoutes } from './lifecycle.ts';
import { remoteBucketRoutes } from './remote-targets.ts';
import { bucketReplicationRoutes } from './replication.ts';

/** Bucket events, replication (with its remote targets) and lifecycle. */
export function bucketConfigRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  routes.route('/', bucketEventRoutes(deps));
  routes.route('/', bucketReplicationRoutes(deps));
  routes.route('/', remoteBucketRoutes(deps));
  routes.route('/', bucketLifecycleRoutes(deps));
  return routes;
}
