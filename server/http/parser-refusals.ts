import { type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ConsoleError, errorBody } from './errors.ts';

const REFUSALS: Readonly<Record<string, { status: number; message: string }>> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line and headers are too large' },
};
const MALFORMED = { status: 400, message: 'Malformed HTTP request' };

/** The raw answer for a request Node's parser refused, in the console's error shape. */
export function parserRefusal(code: string | undefined): string {
  const { status, message } = (code && REFUSALS[code]) || MALFORMED;
  const body = JSON.stringify(errorBody(new ConsoleError(status, message)));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: application/json',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/**
 * Requests Node's HTTP parser refuses before the app sees them (an oversized URL, broken framing) get the same
 * error shape as every other refusal, instead of Node's bare status line.
 */
export function answerParserRefusals(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(parserRefusal(error.code));
  });
}
