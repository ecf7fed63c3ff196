import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, isHttpsRequest, publicOrigin } from './origin.ts';

interface Case {
  publicUrl?: string;
  trustProxy?: boolean;
  url?: string;
  headers?: Record<string, string>;
  peer?: string;
}

async function probe({ publicUrl, trustProxy = false, url = 'http://console.local/', headers, peer }: Case) {
  const config = { publicUrl: publicUrl ? new URL(publicUrl) : undefined, trustProxy };
  const app = new Hono().get('*', (c) =>
    c.json({
      https: isHttpsRequest(c, config),
      origin: publicOrigin(c, config),
      client: clientAddress(c, config),
    }),
  );
  const response = await app.request(url, { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return (await response.json()) as { https: boolean; origin: string; client: string };
}

const forwarded = {
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '203.0.113.9, 198.51.100.7',
};

describe('where a request comes from, and how the browser reached the console', () => {
  it.each<[string, Case, { https: boolean; origin: string; client: string }]>([
    [
      'plain HTTP, no proxy',
      { peer: '127.0.0.1' },
      { https: false, origin: 'http://console.local', client: '127.0.0.1' },
    ],
    [
      'forwarded headers ignored without trust',
      { peer: '127.0.0.1', headers: forwarded },
      { https: false, origin: 'http://console.local', client: '127.0.0.1' },
    ],
    [
      'forwarded headers believed from a trusted proxy (the last X-Forwarded-For entry)',
      { peer: '127.0.0.1', trustProxy: true, headers: forwarded },
      { https: true, origin: 'https://evil.example', client: '198.51.100.7' },
    ],
    [
      'a trusted proxy that sends nothing',
      { peer: '127.0.0.1', trustProxy: true },
      { https: false, origin: 'http://console.local', client: '127.0.0.1' },
    ],
    [
      'a nonsense forwarded protocol',
      { peer: '127.0.0.1', trustProxy: true, headers: { 'x-forwarded-proto': 'gopher' } },
      { https: false, origin: 'http://console.local', client: '127.0.0.1' },
    ],
    [
      'the public URL over any header',
      {
        peer: '::1',
        publicUrl: 'https://console.example.com/console/',
        trustProxy: true,
        headers: forwarded,
      },
      { https: true, origin: 'https://console.example.com', client: '198.51.100.7' },
    ],
    [
      'an http public URL over an https connection',
      { peer: '::1', publicUrl: 'http://console.example.com/', url: 'https://console.local/' },
      { https: false, origin: 'http://console.example.com', client: '::1' },
    ],
    [
      'a direct HTTPS connection',
      { peer: '::1', url: 'https://console.local:8443/' },
      { https: true, origin: 'https://console.local:8443', client: '::1' },
    ],
  ])('%s', async (_case, input, expected) => {
    expect(await probe(input)).toEqual(expected);
  });
});
