import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';
import { logInAs, ROOT_USER } from '../mocks/model';
import { server } from '../mocks/node';
import { largeKey } from '../mocks/objects-seed';
import { readAhead } from './read-ahead';

/** The API reads made, by path (under /api/v1) and query, each with how often it was made. */
function recordReads(): Map<string, number> {
  const reads = new Map<string, number>();
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    const read = `${url.pathname.replace(/^.*\/api\/v1\//, '')}${url.search}`;
    reads.set(read, (reads.get(read) ?? 0) + 1);
  });
  return reads;
}

beforeEach(() => {
  // jsdom lays nothing out: give the lists' scroll areas a height, so the virtualizers render rows.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => server.events.removeAllListeners());

const rowHeader = (name: string) => screen.findByRole('rowheader', { name }, { timeout: 3000 });

describe('reading ahead for a page opened by its URL', () => {
  it.each([
    [
      'a folder',
      '/buckets/photos/browse/large',
      () => rowHeader(largeKey(0).slice('large/'.length)),
      ['session', 'buckets', 'buckets/photos/objects?prefix=large%2F&limit=1000&with_versions=true'],
    ],
    ['the bucket list', '/buckets', () => rowHeader('photos'), ['session', 'buckets']],
    ['any other page', '/identity/users', () => screen.findByRole('heading', { name: 'Users' }), ['session']],
  ])(
    'of %s asks for what it shows first once, for the page to take',
    async (_case, path, shown, early) => {
      logInAs(ROOT_USER);
      const reads = recordReads();

      await readAhead(path);
      await waitFor(() => expect([...reads.keys()]).toEqual(expect.arrayContaining(early)));
      renderApp(path);
      await shown();

      for (const read of early) expect(reads.get(read), read).toBe(1);
    },
    15_000,
  );
});
