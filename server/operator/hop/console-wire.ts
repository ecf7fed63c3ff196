import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rootCertificates } from 'node:tls';
import { ConsoleError } from '../../http/errors.ts';
import type { OperatorConfig } from '../config.ts';
import type { ConsoleAddress, RootCredentials } from './tenant-console.ts';

/*
 * The wire to a tenant's console: its login, and any request passed on to it as it is. Certificates are checked
 * against the system's CAs and the cluster's (which signs the certificates MinIO Operator requests).
 */

/** A request or an answer that sends nothing for this long is given up. */
const IDLE_TIMEOUT_MS = 30_000;
const LOGIN_TIMEOUT_MS = 10_000;
/** The console's login answer is empty; its refusal a small JSON message. */
const MAX_LOGIN_ANSWER_BYTES = 8 * 1024;
/** The console's own session cookie (an encrypted set of temporary credentials, about 1.5 KiB). */
const MAX_CONSOLE_TOKEN_LENGTH = 8 * 1024;
const CONSOLE_COOKIE = /(?:^|;\s*)token=([^;]*)/;

export const consoleUrl = ({ https, host, port }: ConsoleAddress, pathAndQuery: string) =>
  new URL(`${https ? 'https' : 'http'}://${host}:${port}${pathAndQuery}`);

export const unreachableConsole = (detail?: string) =>
  new ConsoleError(503, "The tenant's console is unreachable, please try again", detail);

interface ForwardedRequest {
  method: string;
  pathAndQuery: string;
  headers: OutgoingHttpHeaders;
  body?: Readable;
}

function readSmall(answer: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    answer.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_LOGIN_ANSWER_BYTES) answer.destroy(unreachableConsole('Its answer is too large'));
      else chunks.push(chunk);
    });
    answer.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    answer.on('error', reject);
  });
}

/** The console's message in its error shape, or the answer's start. */
function consoleMessage(text: string): string {
  try {
    const { detailedMessage, message } = JSON.parse(text) as { detailedMessage?: unknown; message?: unknown };
    const said = [message, detailedMessage].filter((part) => typeof part === 'string' && part);
    if (said.length) return said.join(': ');
  } catch {
    // Not the console's error shape.
  }
  return text.slice(0, 256) || 'no message';
}

/** The session token in the `token` cookie a login answer sets. */
function sessionToken(answer: IncomingMessage): string | undefined {
  for (const cookie of answer.headers['set-cookie'] ?? []) {
    const token = CONSOLE_COOKIE.exec(cookie)?.[1];
    if (token && token.length <= MAX_CONSOLE_TOKEN_LENGTH) return token;
  }
  return undefined;
}

export type ConsoleWire = ReturnType<typeof consoleWire>;

/** One connection pool per scheme, shared by every user's requests to every tenant console. */
export function consoleWire(config: OperatorConfig) {
  const httpAgent = new HttpAgent({ keepAlive: true, maxSockets: 64 });
  const ca = config.ca ? [...rootCertificates, config.ca.toString('latin1')] : undefined;
  const httpsAgent = new HttpsAgent({ keepAlive: true, maxSockets: 64, ca });

  /** Sends one request and answers its response head; the body is the caller's to read or destroy. */
  function send(address: ConsoleAddress, call: ForwardedRequest, timeoutMs = IDLE_TIMEOUT_MS) {
    const url = consoleUrl(address, call.pathAndQuery);
    const request = address.https ? httpsRequest : httpRequest;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = request(url, {
        method: call.method,
        headers: call.headers,
        agent: address.https ? httpsAgent : httpAgent,
        timeout: timeoutMs,
      });
      outgoing.on('response', (answer) => {
        answer.setTimeout(timeoutMs, () => answer.destroy(unreachableConsole('Its answer stalled')));
        resolve(answer);
      });
      outgoing.on('timeout', () => outgoing.destroy(unreachableConsole('It did not answer in time')));
      outgoing.on('error', (error) =>
        reject(error instanceof ConsoleError ? error : unreachableConsole(error.message)),
      );
      if (call.body) pipeline(call.body, outgoing).catch((error: Error) => outgoing.destroy(error));
      else outgoing.end();
    });
  }

  /** Logs in to the tenant console as its root user; answers the console's session token. */
  async function login(address: ConsoleAddress, root: RootCredentials): Promise<string> {
    const body = Buffer.from(JSON.stringify({ accessKey: root.accessKey, secretKey: root.secretKey }));
    const answer = await send(
      address,
      {
        method: 'POST',
        pathAndQuery: '/api/v1/login',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        body: Readable.from([body]),
      },
      LOGIN_TIMEOUT_MS,
    );
    const text = await readSmall(answer);
    const token = sessionToken(answer);
    if (answer.statusCode === 204 && token) return token;
    if (answer.statusCode === 401 || answer.statusCode === 403)
      throw new ConsoleError(502, "The tenant's console refused its root user", consoleMessage(text));
    throw unreachableConsole(`Its login answered ${answer.statusCode}: ${consoleMessage(text)}`);
  }

  return { send, login, agents: { http: httpAgent, https: httpsAgent } };
}
