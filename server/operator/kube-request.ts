import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { ConsoleError, invalidSession } from '../http/errors.ts';
import type { OperatorConfig } from './config.ts';

/*
 * The wire to the Kubernetes API: one request with the caller's bearer token, answered as JSON or text, with
 * Kubernetes' refusals turned into the console's error shape (its own message as the detail).
 */

/** The largest answer read; a cluster's whole event list or a pod's log tail stays well below. */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const TIMEOUT_MS = 30_000;

/** The console's words for Kubernetes' refusals; Kubernetes' own message goes in the detail. */
const REFUSALS: Record<number, string> = {
  400: 'Invalid request',
  403: 'Access denied',
  404: 'Not found',
  405: 'Not allowed',
  409: 'Already exists or changed meanwhile',
  410: 'Gone',
  413: 'Request too large',
  422: 'Invalid request',
  429: 'Too many requests, please try again',
};

export interface KubeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The body's media type: JSON, or one of Kubernetes' patch types. */
  contentType?: 'application/json' | 'application/merge-patch+json';
}

/** Kubernetes' message in a Status answer, or the answer's start. */
function kubeMessage(text: string): string {
  try {
    const status = JSON.parse(text) as { message?: unknown };
    if (typeof status.message === 'string' && status.message) return status.message;
  } catch {
    // Not a Status: the text speaks for itself.
  }
  return text.slice(0, 512) || 'no message';
}

/** A refusal of Kubernetes as the console answers it: a 401 ends the session, an outage is a 503. */
export function kubeRefusal(status: number, text: string): ConsoleError {
  const message = kubeMessage(text);
  if (status === 401) return invalidSession(`Kubernetes refused the token: ${message}`);
  if (status >= 500) return new ConsoleError(503, 'Kubernetes is unavailable, please try again', message);
  return new ConsoleError(status in REFUSALS ? status : 400, REFUSALS[status] ?? 'Invalid request', message);
}

function readAnswer(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        response.destroy();
        reject(new ConsoleError(502, "Kubernetes' answer is too large"));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    response.on('error', reject);
  });
}

const unreachable = () => new ConsoleError(503, 'Kubernetes is unreachable, please try again');

/** One connection pool per API address and CA, shared by every caller's requests. */
export function kubeTransport(config: OperatorConfig) {
  const url = new URL(config.apiUrl);
  const https = url.protocol === 'https:';
  const agent = https
    ? new HttpsAgent({ keepAlive: true, maxSockets: 32, ca: config.ca })
    : new HttpAgent({ keepAlive: true, maxSockets: 32 });
  const send = https ? httpsRequest : httpRequest;

  /** The answer's text of a 2xx; any other status is thrown as the console's error. */
  return function kubeSend(token: string, call: KubeRequest): Promise<string> {
    const target = new URL(`${url.pathname.replace(/\/$/, '')}${call.path}`, url);
    for (const [name, value] of Object.entries(call.query ?? {}))
      if (value !== undefined) target.searchParams.set(name, String(value));
    const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    return new Promise((resolve, reject) => {
      const outgoing = send(
        target,
        {
          method: call.method,
          agent,
          timeout: TIMEOUT_MS,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(body
              ? { 'content-type': call.contentType ?? 'application/json', 'content-length': body.length }
              : {}),
          },
        },
        (response) => {
          readAnswer(response, MAX_ANSWER_BYTES).then((text) => {
            const status = response.statusCode ?? 500;
            if (status >= 200 && status < 300) resolve(text);
            else reject(kubeRefusal(status, text));
          }, reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(unreachable()));
      outgoing.on('error', (error) => reject(error instanceof ConsoleError ? error : unreachable()));
      outgoing.end(body);
    });
  };
}
export type KubeSend = ReturnType<typeof kubeTransport>;
