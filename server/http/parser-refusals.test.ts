import { createServer, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerParserRefusals } from './parser-refusals.ts';

const server = createServer((_, response) => response.end('ok'));
answerParserRefusals(server);
let port = 0;
beforeAll(() => new Promise<void>((done) => server.listen(0, '127.0.0.1', done)));
beforeAll(() => {
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

function get(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers['content-type'],
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('a request the HTTP parser refuses', () => {
  it.each([
    { path: `/${'a'.repeat(70_000)}`, status: 431, message: 'The request line and headers are too large' },
  ])('is answered $status in the error shape', async ({ path, status, message }) => {
    const answer = await get(path);
    expect(answer).toEqual({
      status,
      type: 'application/json',
      body: JSON.stringify({ code: status, message }),
    });
  });

  it('that is not HTTP at all is answered 400 in the error shape', async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      socket.on('close', () => resolve(text));
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.endsWith(JSON.stringify({ code: 400, message: 'Malformed HTTP request' }))).toBe(true);
  });

  it('leaves ordinary requests to the server', async () => {
    expect(await get('/short')).toMatchObject({ status: 200, body: 'ok' });
  });
});
