import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Names every request with a fresh id, sent back in X-Request-Id, so an answer can be matched with the log.
 * A client's own X-Request-Id is ignored: the log must not carry text the client chose.
 */
export const requestIds: MiddlewareHandler = async (c, next) => {
  c.set('requestId', randomUUID());
  await next();
  c.header(REQUEST_ID_HEADER, c.get('requestId'));
};

/** The request's id; a context that did not pass `requestIds` (a route tested alone) gets one now. */
export function requestIdOf(c: Context): string {
  const id = c.get('requestId') ?? randomUUID();
  c.set('requestId', id);
  return id;
}
