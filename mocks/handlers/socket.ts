import { ws } from 'msw';
import type { $ZodType } from 'zod/v4/core';
import { routePattern } from '../../src/contract/endpoint';
import { pathParamsRefusal } from '../../src/contract/path-params';
import { checkedPart, repeatedQueryProblem } from '../../src/contract/request-parts';
import { SOCKET_CLOSE, type SocketDefinition } from '../../src/contract/socket';
import { currentSession, type SessionState } from '../model';
import { SESSION_EXPIRED_DETAIL } from './respond';

type Session = Extract<SessionState, { kind: 'ok' }>;

interface SocketInput<S extends SocketDefinition> {
  params: S['params'] extends $ZodType<infer O> ? O : Record<string, never>;
  query: S['query'] extends $ZodType<infer O> ? O : Record<string, never>;
  session: Session;
  signal: AbortSignal;
}

/** Closes that the real server would answer as a refused upgrade, which a page sees only as a lost connection. */
const REFUSED = 4400;

function inputOf<S extends SocketDefinition>(definition: S, url: URL, params: Record<string, unknown>) {
  const session = currentSession();
  if (session.kind === 'refused') return { close: SOCKET_CLOSE.sessionEnded, reason: session.detail };
  if (session.kind === 'none') return { close: SOCKET_CLOSE.sessionEnded, reason: SESSION_EXPIRED_DETAIL };
  const repeated = repeatedQueryProblem([...url.searchParams.keys()]);
  if (repeated) return { close: REFUSED, reason: repeated };
  const refusal = pathParamsRefusal(params);
  if (refusal) return { close: REFUSED, reason: refusal.detailedMessage };
  const path = checkedPart(definition.params, params, 'path');
  if ('problem' in path) return { close: REFUSED, reason: path.problem };
  const query = checkedPart(definition.query, Object.fromEntries(url.searchParams), 'query');
  if ('problem' in query) return { close: REFUSED, reason: query.problem };
  return { params: path.value, query: query.value, session };
}

/**
 * Resolves once the page's socket is open: it opens after the connection handlers have run, and a frame sent
 * sooner never reaches the page.
 */
const opened = () => new Promise((done) => setTimeout(done));

/**
 * The mock of a declared stream: the query is checked as the real server checks it, then the source's items
 * are sent one JSON frame each until the page closes the socket, which stops the source.
 */
export function mockSocket<S extends SocketDefinition>(
  definition: S,
  source: (input: SocketInput<S>) => AsyncIterable<unknown>,
) {
  return ws
    .link(`*/ws${routePattern(definition.path)}`)
    .addEventListener('connection', ({ client, params }) => {
      const input = inputOf(definition, client.url, params);
      if ('close' in input) return client.close(input.close, input.reason);
      const closed = new AbortController();
      client.addEventListener('close', () => closed.abort());
      void (async () => {
        try {
          await opened();
          for await (const item of source({ ...input, signal: closed.signal } as SocketInput<S>)) {
            if (closed.signal.aborted) return;
            client.send(JSON.stringify(item));
          }
          client.close(SOCKET_CLOSE.done);
        } catch (error) {
          // As the real server closes when MinIO refuses the call: MinIO's message is the reason.
          client.close(SOCKET_CLOSE.failed, (error as Error).message);
        }
      })();
    });
}

/** Waits `ms`, or less when the page closed the socket meanwhile. */
export const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      done();
    });
  });
