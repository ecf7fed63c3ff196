import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Context, Hono } from 'hono';
import type { WebSocket, WebSocketServer } from 'ws';
import { ConsoleError } from '../http/errors.ts';

/** Browsers send only small control messages on a stream; anything larger closes it. */
const MAX_INCOMING_BYTES = 4096;

/** What the upgrade hands the app with the request, for a stream route to take the socket. */
export interface UpgradeBindings {
  incoming: IncomingMessage;
  upgrade: { accept: (open: (socket: WebSocket) => void) => void };
}

/** The socket offer of a request, for a route that streams; a plain GET (no upgrade) is refused. */
export function socketOffer(c: Context): UpgradeBindings['upgrade'] {
  const upgrade = (c.env as Partial<UpgradeBindings> | undefined)?.upgrade;
  if (!upgrade) throw new ConsoleError(426, 'This is a WebSocket stream: open it with an upgrade request');
  return upgrade;
}

function requestOf(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(`http://${incoming.headers.host ?? '127.0.0.1'}${incoming.url ?? '/'}`, { headers });
}

/** Answers a refused upgrade over the raw connection, as HTTP, and closes it. */
async function refuse(connection: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  connection.end(
    `HTTP/1.1 ${response.status} ${response.statusText || 'Refused'}\r\n${headers}` +
      `content-length: ${body.length}\r\nconnection: close\r\n\r\n${body.toString('latin1')}`,
    'latin1',
  );
}

/**
 * Routes WebSocket upgrades through the app, so a stream passes the same session and origin checks as any API
 * call: the stream route accepts the socket, and whatever else the app answers is sent back as a refusal.
 */
export function acceptWebSockets(server: Server, app: Hono): void {
  // Loaded with the first stream, so a console that streams nothing does not hold the module.
  let sockets: Promise<WebSocketServer> | undefined;
  const socketServer = () => {
    sockets ??= import('ws').then(
      ({ WebSocketServer }) => new WebSocketServer({ noServer: true, maxPayload: MAX_INCOMING_BYTES }),
    );
    return sockets;
  };
  server.on('upgrade', (incoming: IncomingMessage, connection: Duplex, head: Buffer) => {
    connection.on('error', () => connection.destroy());
    let accepted = false;
    const upgrade = {
      accept: (open: (socket: WebSocket) => void) => {
        accepted = true;
        socketServer()
          .then((sockets) =>
            sockets.handleUpgrade(incoming, connection, head, (socket) => {
              // ws closes the socket itself on a bad frame (1009 too large, 1007 not UTF-8, 1002 malformed); the
              // error it also emits would otherwise be thrown, and end the process.
              socket.on('error', () => {});
              open(socket);
            }),
          )
          .catch(() => connection.destroy());
      },
    };
    Promise.resolve(app.fetch(requestOf(incoming), { incoming, upgrade } satisfies UpgradeBindings))
      .then((response) => (accepted ? undefined : refuse(connection, response)))
      .catch(() => connection.destroy());
  });
}
