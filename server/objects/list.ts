import { Hono } from 'hono';
import {
  booleanQueryParam,
  DEFAULT_LIST_LIMIT,
  dateQueryParam,
  LIST_PAGE_SIZE,
  limitQueryParam,
  type QueryParam,
  SEARCH_WITHOUT_TEXT,
} from '../../src/contract/objects.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { requireSession } from '../session/middleware.ts';
import { listObjects, rewindFolder } from './listing.ts';
import { searchObjects } from './search.ts';

/** The parameter's value; a problem is the 400 "Invalid request" with the reason as its detail. */
function paramValue<T>(param: QueryParam<T>): T {
  if ('problem' in param) throw new ConsoleError(400, 'Invalid request', param.problem);
  return param.value;
}

/** GET /buckets/{bucket_name}/objects, …/objects/search and …/rewind/{date}. */
export function objectListRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  const session = requireSession(deps);

  routes.get('/buckets/:bucket_name/objects', session, async (c) => {
    const query = c.req.query();
    const answer = await listObjects(c.get('s3'), c.req.param('bucket_name'), {
      prefix: query.prefix ?? '',
      recursive: paramValue(booleanQueryParam('recursive', query.recursive)),
      withVersions: paramValue(booleanQueryParam('with_versions', query.with_versions)),
      withMetadata: paramValue(booleanQueryParam('with_metadata', query.with_metadata)),
      limit: paramValue(limitQueryParam(query.limit, DEFAULT_LIST_LIMIT)),
      continuationToken: query.continuation_token || undefined,
    });
    return c.json(answer);
  });

  routes.get('/buckets/:bucket_name/objects/search', session, async (c) => {
    const query = c.req.query('query') ?? '';
    if (query === '') throw new ConsoleError(400, 'Invalid request', SEARCH_WITHOUT_TEXT);
    const lines = await searchObjects(c.get('s3'), c.req.param('bucket_name'), {
      prefix: c.req.query('prefix') ?? '',
      query,
    });
    return c.body(lines, 200, { 'content-type': 'application/x-ndjson', 'cache-control': 'no-store' });
  });

  routes.get('/buckets/:bucket_name/rewind/:date', session, async (c) => {
    const answer = await rewindFolder(c.get('s3'), c.req.param('bucket_name'), {
      prefix: c.req.query('prefix') ?? '',
      date: paramValue(dateQueryParam('date', c.req.param('date'))),
      limit: paramValue(limitQueryParam(c.req.query('limit'), LIST_PAGE_SIZE)),
      continuationToken: c.req.query('continuation_token') || undefined,
    });
    return c.json(answer);
  });

  return routes;
}
