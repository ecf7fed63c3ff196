import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type AppFiles, acceptedEncodings, serveApp } from './static.ts';

const INDEX = '<html><head><base href="/" /></head><body></body></html>';

/** An app held in memory, as the binary holds its own; it records the paths it was asked for. */
function filesOf(files: Record<string, string>): AppFiles & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    read: async (path) => {
      asked.push(path);
      return path in files ? new TextEncoder().encode(files[path]) : null;
    },
  };
}

function appServing(files: AppFiles) {
  const app = new Hono();
  serveApp(app, { files, subPath: '/console/' });
  return app;
}

const built = () => filesOf({ 'index.html': INDEX, 'assets/app-1a2b.js': 'run()', 'robots.txt': 'no' });

describe('serving the built app from any source of files', () => {
  const page = [200, 'text/html', 'no-store', '<base href="/console/" />'] as const;
  it.each<[string, string, number, string, string, string]>([
    ['a deep link, with the base rewritten', '/buckets/photos/browse', ...page],
    ['the index itself, never as stored', '/index.html', ...page],
    ['a hashed asset, cached forever', '/assets/app-1a2b.js', 200, 'text/javascript', 'immutable', 'run()'],
    ['another file, revalidated', '/robots.txt', 200, 'text/plain', 'no-cache', 'no'],
    ['a missing asset, as 404', '/assets/gone-9f8e.js', 404, 'text/plain', '', ''],
  ])('%s', async (_, path, status, type, cache, body) => {
    const response = await appServing(built()).request(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cache-control') ?? '').toContain(cache);
    expect(await response.text()).toContain(body);
  });

  it.each([
    ['/assets/../../etc/passwd', 'etc/passwd'],
    ['/assets/%2e%2e/%2e%2e/etc/passwd', 'etc/passwd'],
    ['/..%2f..%2fetc%2fpasswd', 'etc/passwd'],
    ['/a%00b.js', null],
    ['/%E0%A4%A', null],
  ])('asks for %s only inside the app', async (path, asked) => {
    const files = built();
    const response = await appServing(files).request(path);
    expect(files.asked.filter((p) => p !== 'index.html')).toEqual(asked ? [asked] : []);
    expect(await response.text()).not.toContain('root:');
  });

  it('says the app is not built when the source has no index', async () => {
    const response = await appServing(filesOf({})).request('/login');
    expect(response.status).toBe(503);
  });
});

describe('the content codings a browser accepts', () => {
  it.each<[string | undefined, string[]]>([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip, deflate', ['gzip']],
    ['BR;q=0.5, GZIP', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip; q=0.000', []],
    ['*', ['br', 'gzip']],
    ['*;q=0.1, br;q=0', ['gzip']],
    ['identity', []],
    ['gzip;q=nonsense', []],
    ['', []],
    [undefined, []],
  ])('%s → %j', (header, codings) => {
    expect([...acceptedEncodings(header, ['br', 'gzip'])]).toEqual(codings);
  });
});

describe('compressed copies of the assets', () => {
  const compressed = () =>
    filesOf({
      'index.html': INDEX,
      'assets/app-1a2b.js': 'run()',
      'assets/app-1a2b.js.br': 'BR',
      'assets/app-1a2b.js.gz': 'GZ',
      'assets/small-3c4d.js': 'tiny()',
      'robots.txt': 'no',
      'robots.txt.gz': 'GZ',
    });

  it.each<[string, string, string | undefined, string | null, string]>([
    ['the best coding accepted', '/assets/app-1a2b.js', 'gzip, deflate, br', 'br', 'BR'],
    ['gzip, where br is not accepted', '/assets/app-1a2b.js', 'gzip, deflate', 'gzip', 'GZ'],
    ['the file as stored, when no coding is accepted', '/assets/app-1a2b.js', undefined, null, 'run()'],
    ['the file as stored, when it has no copies', '/assets/small-3c4d.js', 'gzip, br', null, 'tiny()'],
    ['a file outside assets/ as stored', '/robots.txt', 'gzip', null, 'no'],
  ])('%s', async (_, path, acceptEncoding, encoding, body) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const response = await appServing(compressed()).request(path, { headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toContain(
      path.endsWith('.js') ? 'text/javascript' : 'text/plain',
    );
    expect(await response.text()).toBe(body);
  });

  it('says that an asset depends on the codings accepted', async () => {
    const response = await appServing(compressed()).request('/assets/app-1a2b.js');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});
