import type { OutgoingHttpHeaders } from 'node:http';
import type { Context } from 'hono';
import type { RawData, WebSocket } from 'ws';
import { SOCKET_CLOSE } from '../../../src/contract/socket.ts';
import { ConsoleError } from '../../http/errors.ts';
import { isCrossSiteRequest } from '../../http/security.ts';
import type { OperatorClaims } from '../../session/cookie.ts';
import { socketOffer } from '../../ws/upgrade.ts';
import { type ConsoleWire, consoleUrl, unreachableConsole } from './console-wire.ts';
import type { ConsoleAddress } from './tenant-console.ts';

/*
 * The tenant console's live views (trace, logs, watch, the object manager) are WebSockets: the browser's socket
 * is accepted once the tenant console has accepted ours, and frames are relayed both ways until either closes
 * or the operator session ends.
 */

const HANDSHAKE_TIMEOUT_MS = 10_000;
/** A frame from the tenant console larger than this closes both sockets (a trace entry is a few KiB). */
const MAX_CONSOLE_FRAME_BYTES = 16 * 1024 * 1024;
/** setTimeout's largest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const isSocketUpgrade = (c: Context) => c.req.header('upgrade')?.toLowerCase() === 'websocket';

/** A close code that may be sent on (1005, 1006 and 1015 only ever describe a close, and others are unassigned). */
const sendableCode = (code: number) =>
  code === 1000 || code === 1001 || (code >= 1007 && code <= 1014) || (code >= 3000 && code <= 4999)
    ? code
    : 1000;

function relay(from: WebSocket, to: WebSocket): void {
  from.on('message', (data: RawData, isBinary: boolean) => {
    if (to.readyState === to.OPEN) to.send(data, { binary: isBinary });
  });
  from.on('close', (code: number, reason: Buffer) => {
    if (to.readyState === to.OPEN || to.readyState === to.CONNECTING)
      to.close(sendableCode(code), reason.subarray(0, 123));
  });
  from.on('error', () => to.terminate());
}

/** Opens the socket at the tenant console, resolved once it is open. */
async function openConsoleSocket(
  wire: ConsoleWire,
  address: ConsoleAddress,
  pathAndQuery: string,
  headers: OutgoingHttpHeaders,
): Promise<WebSocket> {
  const { WebSocket } = await import('ws');
  const url = consoleUrl(address, pathAndQuery);
  url.protocol = address.https ? 'wss:' : 'ws:';
  const socket = new WebSocket(url, {
    headers: headers as Record<string, string>,
    agent: address.https ? wire.agents.https : wire.agents.http,
    handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    maxPayload: MAX_CONSOLE_FRAME_BYTES,
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, answer) => {
      answer.resume();
      socket.terminate();
      reject(
        new ConsoleError(502, "The tenant's console refused the stream", `It answered ${answer.statusCode}`),
      );
    });
    socket.once('error', (error) => reject(unreachableConsole(error.message)));
  });
}

/** Relays the browser's socket to the tenant console's; the route's answer is not sent once accepted. */
export async function relaySocket(
  c: Context,
  wire: ConsoleWire,
  target: { address: ConsoleAddress; pathAndQuery: string; headers: OutgoingHttpHeaders },
  session: OperatorClaims,
): Promise<Response> {
  if (isCrossSiteRequest(c.req.raw.headers)) throw new ConsoleError(403, 'Cross-site stream refused');
  const offer = socketOffer(c);
  const upstream = await openConsoleSocket(wire, target.address, target.pathAndQuery, target.headers);
  offer.accept((browser) => {
    relay(browser, upstream);
    relay(upstream, browser);
    const untilExpiry = Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAt * 1000 - Date.now()));
    const expiry = setTimeout(() => browser.close(SOCKET_CLOSE.sessionEnded, 'session ended'), untilExpiry);
    browser.on('close', () => clearTimeout(expiry));
  });
  return c.body(null, 200);
}
