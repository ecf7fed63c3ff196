import { WebSocketInterceptor } from '@mswjs/interceptors/WebSocket';
import { SetupServerApi } from 'msw/node';
import { WebSocket as NodeWebSocket } from 'ws';
import { socketHandlers } from '../../../mocks/handlers/index.ts';
import { SOCKET_CLOSE } from '../../../src/contract/socket.ts';
import { type BrowserSocket, type Listening, listen, type StreamOutcome } from '../stream-client.ts';

/**
 * How a stream ended, in the same words for both targets: the console server refuses a stream before the
 * upgrade (an HTTP status and the error's detail), where the mocks, which cannot answer an upgrade with HTTP,
 * close the socket with a code of the 4000s that says which status it stands for (4401, 4400).
 */
export type StreamObservation =
  | { refused: number; detail: string }
  | { frames: unknown[]; closed?: { code: number; reason: string } };

/** The mocks' close codes that stand for a refusal before the upgrade. */
const REFUSAL_CLOSES: Readonly<Record<number, number>> = { [SOCKET_CLOSE.sessionEnded]: 401, 4400: 400 };

/** The console server's answer, with the refusal's detail read from its error shape. */
export function consoleObservation(outcome: StreamOutcome): StreamObservation {
  if (!('refused' in outcome)) return outcome;
  const { status, body } = outcome.refused;
  const error = JSON.parse(body || '{}') as { detailedMessage?: string; message?: string };
  return { refused: status, detail: error.detailedMessage || error.message || '' };
}

/** The mocks' answer, their refusal closes read as the statuses they stand for. */
export function mockObservation(outcome: StreamOutcome): StreamObservation {
  if ('refused' in outcome) throw new Error('the mocks never answer an upgrade with HTTP');
  const status =
    outcome.closed && outcome.frames.length === 0 ? REFUSAL_CLOSES[outcome.closed.code] : undefined;
  return status && outcome.closed ? { refused: status, detail: outcome.closed.reason } : outcome;
}

/**
 * The mocks' streams in this process: the global `WebSocket` (which Node 20 lacks, so `ws` stands in for it)
 * is patched by msw's WebSocket interceptor alone, so the console server's own sockets and HTTP calls made
 * meanwhile are left alone.
 */
export function mockStreams(): {
  open: (path: string, listening: Listening) => Promise<StreamOutcome>;
  dispose: () => void;
} {
  const hadWebSocket = 'WebSocket' in globalThis;
  if (!hadWebSocket) {
    Object.defineProperty(globalThis, 'WebSocket', {
      value: NodeWebSocket,
      configurable: true,
      writable: true,
    });
  }
  // Typed from msw's browser build, as msw's own setupServer passes it.
  const interceptors = [new WebSocketInterceptor()] as unknown as ConstructorParameters<
    typeof SetupServerApi
  >[1];
  const server = new SetupServerApi(socketHandlers, interceptors);
  server.listen({ onUnhandledRequest: 'error' });
  return {
    open: (path, listening) => {
      const Patched = (globalThis as unknown as { WebSocket: new (url: string) => BrowserSocket }).WebSocket;
      return listen(new Patched(`ws://127.0.0.1/ws${path}`), listening);
    },
    dispose: () => {
      server.close();
      if (!hadWebSocket) Reflect.deleteProperty(globalThis, 'WebSocket');
    },
  };
}
