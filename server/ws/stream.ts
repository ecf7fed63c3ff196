import type { Context } from 'hono';
import type { WebSocket } from 'ws';
import { SOCKET_CLOSE, type SocketDefinition } from '../../src/contract/socket.ts';
import type { SessionEnv } from '../context.ts';
import { toConsoleError } from '../http/errors.ts';
import { parsedPart, type Route, singleQuery } from '../http/serve.ts';
import type { SessionClaims } from '../session/cookie.ts';
import { pump } from './pump.ts';
import { socketOffer } from './upgrade.ts';

type Input<S extends SocketDefinition> = {
  params: S['params'] extends { _zod: { output: infer O } } ? O : Record<string, never>;
  query: S['query'] extends { _zod: { output: infer O } } ? O : Record<string, never>;
};

/** What opens a stream's source: its items, ended early through `signal` when the socket closes. */
type Source<S extends SocketDefinition> = (
  input: Input<S>,
  c: Context<SessionEnv>,
  signal: AbortSignal,
) => AsyncIterable<unknown>;

/** How the stream learns that its session ended meanwhile (logged out, revoked, idle). */
export type SessionCheck = (claims: SessionClaims) => boolean;

const HEARTBEAT_MS = 30_000;
const SESSION_RECHECK_MS = 15_000;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A close frame's reason holds at most 123 bytes. */
const closeReason = (text: string) =>
  Buffer.from(text)
    .subarray(0, 123)
    .toString()
    .replace(/\uFFFD+$/, '');

/** Closes the socket when the session ends, and when the browser stops answering pings. */
function watchSocket(socket: WebSocket, claims: SessionClaims, sessionAlive: SessionCheck): () => void {
  const endSession = () => socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
  const untilExpiry = Math.min(MAX_TIMER_MS, Math.max(0, claims.expiresAt * 1000 - Date.now()));
  const expiry = setTimeout(endSession, untilExpiry);
  const recheck = setInterval(() => sessionAlive(claims) || endSession(), SESSION_RECHECK_MS);
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const heartbeat = setInterval(() => {
    if (!answered) return socket.terminate();
    answered = false;
    socket.ping();
  }, HEARTBEAT_MS);
  return () => [expiry, recheck, heartbeat].forEach(clearTimeout);
}

async function run(
  socket: WebSocket,
  items: (signal: AbortSignal) => AsyncIterable<unknown>,
  stopWatching: () => void,
): Promise<void> {
  const closed = new AbortController();
  socket.on('close', () => closed.abort());
  try {
    await pump(socket, items(closed.signal));
    socket.close(SOCKET_CLOSE.done);
  } catch (error) {
    if (closed.signal.aborted) return;
    const failure = toConsoleError(error);
    if (failure.status === 401) socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
    else socket.close(SOCKET_CLOSE.failed, closeReason(failure.detailedMessage ?? failure.message));
  } finally {
    stopWatching();
    closed.abort();
  }
}

/**
 * The stream's route: its path parameters and query are checked by the declared schemas before the socket is
 * accepted (a refusal is an ordinary HTTP error answer), then the source's items are pumped to the browser until
 * either side ends. Closing the socket aborts the source, and with it the MinIO call behind it.
 */
export function stream<S extends SocketDefinition>(
  definition: S,
  sessionAlive: SessionCheck,
  source: Source<S>,
): Route<SessionEnv> {
  return {
    endpoint: { ...definition, method: 'GET', status: 200 },
    handle: async (c) => {
      const input = {
        params: parsedPart(definition.params, c.req.param(), 'path'),
        query: parsedPart(definition.query, singleQuery(c), 'query'),
      } as Input<S>;
      const offer = socketOffer(c);
      const claims = c.get('session');
      offer.accept((socket) => {
        const stopWatching = watchSocket(socket, claims, sessionAlive);
        void run(socket, (signal) => source(input, c, signal), stopWatching);
      });
      return c.body(null, 200);
    },
  };
}
