import type { Context, Env, Hono, MiddlewareHandler } from 'hono';
import type { $ZodType } from 'zod/v4/core';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResponse,
  routePattern,
  sendsStreamedBody,
} from '../../src/contract/endpoint.ts';
import { checkedPart, repeatedQueryProblem } from '../../src/contract/request-parts.ts';
import { readJson } from './body.ts';
import { ConsoleError } from './errors.ts';

type Handler<E extends EndpointDefinition, V extends Env> = (
  input: EndpointInput<E>,
  c: Context<V>,
) => Promise<Answer<E>> | Answer<E>;

/** What a handler answers: the declared JSON, nothing for an operation without one, or its own Response. */
// biome-ignore lint/suspicious/noConfusingVoidType: an async handler of an operation without a body returns Promise<void>.
type Answer<E extends EndpointDefinition> = EndpointResponse<E> | Response | undefined | void;

/** A request part checked against its contract schema; anything else is the 400 "Invalid request". */
export function parsedPart(schema: $ZodType | undefined, value: unknown, whole: string): unknown {
  const part = checkedPart(schema, value, whole);
  if ('problem' in part) throw new ConsoleError(400, 'Invalid request', part.problem);
  return part.value;
}

/** Each query parameter's first value; a parameter sent twice is refused rather than read one way or the other. */
export function singleQuery(c: Context): Record<string, string> {
  const problem = repeatedQueryProblem([...new URL(c.req.url).searchParams.keys()]);
  if (problem) throw new ConsoleError(400, 'Invalid request', problem);
  return c.req.query();
}

/** One operation's handler, ready to be mounted with the others (see `mountRoutes`). */
export interface Route<V extends Env = Env> {
  endpoint: EndpointDefinition;
  handle: (c: Context<V>) => Promise<Response>;
}

/**
 * The operation's route: its path parameters, query and JSON body are parsed by the declared schemas before
 * the handler runs, and the handler's value is answered with the declared status.
 */
export function serve<E extends EndpointDefinition, V extends Env>(
  endpoint: E,
  handler: Handler<E, V>,
): Route<V> {
  return {
    endpoint,
    handle: async (c) => {
      const input = {
        params: parsedPart(endpoint.params, c.req.param(), 'path'),
        query: parsedPart(endpoint.query, singleQuery(c), 'query'),
        body:
          endpoint.body && !sendsStreamedBody(endpoint, c.req.header('content-type'))
            ? await readJson(c, endpoint.body, { maxBytes: endpoint.bodyLimit })
            : undefined,
      } as EndpointInput<E>;
      const answer = await handler(input, c);
      if (answer instanceof Response) return answer;
      if (endpoint.response) return c.json(answer as object, endpoint.status as 200);
      return c.body(null, endpoint.status);
    },
  };
}

/** A segment's rank: a static segment before a parameter, static segments in text order. */
const segmentRank = (segment: string): [number, string] => (segment.startsWith('{') ? [1, ''] : [0, segment]);

/**
 * Static segments first: `/buckets/max-share-exp` is matched before `/buckets/{bucket_name}`. Paths are compared
 * segment by segment, each ranked the same way whatever it is compared with, so the order is total and sorting
 * cannot leave a parameter route before a static one it overlaps.
 */
function bySpecificity(a: { endpoint: EndpointDefinition }, b: { endpoint: EndpointDefinition }): number {
  const left = a.endpoint.path.split('/');
  const right = b.endpoint.path.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    const [leftKind, leftText] = segmentRank(left[index] ?? '');
    const [rightKind, rightText] = segmentRank(right[index] ?? '');
    if (leftKind !== rightKind) return leftKind - rightKind;
    if (leftText !== rightText) return leftText < rightText ? -1 : 1;
  }
  return left.length - right.length;
}

/**
 * Mounts every operation on the API router, the session check in front of all but the public ones. The order
 * the areas list them in does not matter, and an operation declared twice is refused at start.
 */
export function mountRoutes<V extends Env>(api: Hono<V>, routes: Route<V>[], session: MiddlewareHandler<V>) {
  const seen = new Set<string>();
  for (const route of [...routes].sort(bySpecificity)) {
    const { method, path, public: isPublic } = route.endpoint;
    const key = `${method} ${routePattern(path)}`;
    if (seen.has(key)) throw new Error(`${key} is served twice`);
    seen.add(key);
    const handlers = isPublic ? [route.handle] : [session, route.handle];
    api.on(method, routePattern(path), ...(handlers as [MiddlewareHandler<V>]));
  }
}
