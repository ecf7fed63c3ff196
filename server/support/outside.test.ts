import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsoleError } from '../http/errors.ts';
import { callOutside } from './outside.ts';

const UNREACHABLE = 'Cannot reach the service from the console server';
let server: Server | undefined;

afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback service answering every request with `answer`, or never when it is undefined. */
async function serviceAnswering(answer?: { status: number; body: string }): Promise<string> {
  server = createServer((_, response) => {
    if (answer) response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const failureOf = (baseUrl: string) =>
  callOutside(
    { baseUrl, unreachable: UNREACHABLE, timeoutMs: 300 },
    { method: 'POST', path: '/api/x', body: {} },
  ).then(
    () => undefined,
    (error: unknown) => error as ConsoleError,
  );

describe('a call to a service outside MinIO', () => {
  it('answers with what the service answered', async () => {
    const baseUrl = await serviceAnswering({ status: 200, body: '{"api_key":"k"}' });
    await expect(
      callOutside({ baseUrl, unreachable: UNREACHABLE }, { method: 'GET', path: '/api/auth/api-key' }),
    ).resolves.toEqual({ api_key: 'k' });
  });

  it.each<[string, () => Promise<string>, { status: number; message: string; detailedMessage?: RegExp }]>([
    [
      'nothing listening',
      async () => 'http://127.0.0.1:2',
      { status: 502, message: UNREACHABLE, detailedMessage: /ECONNREFUSED/ },
    ],
    [
      'no answer in time',
      () => serviceAnswering(),
      { status: 502, message: UNREACHABLE, detailedMessage: /no answer within/ },
    ],
    [
      'an answer that is not JSON',
      () => serviceAnswering({ status: 200, body: '<html>' }),
      { status: 502, message: UNREACHABLE, detailedMessage: /other than JSON/ },
    ],
    // The service's 401 is its own refusal, never the end of the console session.
    [
      'a refusal, in the service’s words',
      () => serviceAnswering({ status: 401, body: '{"error":"Invalid credentials"}' }),
      { status: 400, message: 'Invalid credentials' },
    ],
  ])('%s', async (_, start, expected) => {
    const failure = await failureOf(await start());
    expect(failure).toBeInstanceOf(ConsoleError);
    expect(failure).toMatchObject({ status: expected.status, message: expected.message });
    if (expected.detailedMessage) expect(failure?.detailedMessage).toMatch(expected.detailedMessage);
  });
});
