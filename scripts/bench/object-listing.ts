/**
 * The object browser on a folder of a million objects: the production build (dist/app) in Chromium, its API
 * answered by a stub server on 127.0.0.1 that runs the mock handlers — the pages of the generated "large/"
 * folder in the console server's format, computed by index. Prints the time to the first rows (opening the
 * page, and going into the folder from the bucket) and the JS heap after scrolling through 100,000 rows.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { getResponse } from 'msw';
import { type Browser, chromium, type Page } from 'playwright-core';
import { handlers } from '../../mocks/handlers/index.ts';
import { logInAs, ROOT_USER } from '../../mocks/model.ts';
import { DEMO_BUCKET, LARGE_FOLDER } from '../../mocks/objects-seed.ts';
import { OUT } from './bundle-size.ts';

const ROWS_TO_SCROLL = 100_000;
/** The cold open is timed this many times, each in a fresh page (no cache), and the best kept: the machine may be busy. */
const ROUNDS = 3;
const TARGETS = { firstRowsMs: 500, heapMb: 150 };
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-precise-memory-info',
  '--js-flags=--expose-gc',
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** /api/v1 through the mock handlers, as the demo answers it in the browser. */
async function answerApi(request: IncomingMessage, response: ServerResponse, origin: string): Promise<void> {
  const body = await readBody(request);
  const fetchRequest = new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: body && new Uint8Array(body),
  });
  const answer = (await getResponse(handlers, fetchRequest)) ?? new Response(null, { status: 404 });
  response.writeHead(answer.status, Object.fromEntries(answer.headers));
  response.end(Buffer.from(await answer.arrayBuffer()));
}

/** The built app; any other path is a deep link into it. */
async function serveStatic(staticDir: string, pathname: string, response: ServerResponse): Promise<void> {
  const file = join(staticDir, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  const found = await stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
  const path = found ? file : join(staticDir, 'index.html');
  response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
  response.end(await readFile(path));
}

export async function startStubServer(staticDir: string): Promise<{ server: Server; origin: string }> {
  let origin = '';
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', origin);
    const answered = pathname.startsWith('/api/v1/')
      ? answerApi(request, response, origin)
      : serveStatic(staticDir, pathname, response);
    answered.catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin };
}

/** What the probe writes to the page's console when the listing first shows a row, before the time. */
const FIRST_ROW_MESSAGE = 'first-row';

/** In the page: reports when the listing first shows a row (ms since the navigation started), once. */
export const FIRST_ROW_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('table tbody tr[aria-rowindex="2"]')) {
      observer.disconnect();
      console.debug('${FIRST_ROW_MESSAGE} ' + performance.now());
    }
  }).observe(document, { childList: true, subtree: true });
`;

/**
 * The time the probe reports; called before the navigation (or click) it times. It listens to the page's console
 * rather than asking the page: asking runs Playwright's helper script in the page, some 40 ms of its main thread,
 * in the middle of the start-up being timed.
 */
export const firstRowAt = (page: Page) =>
  page
    .waitForEvent('console', {
      predicate: (message) => message.text().startsWith(`${FIRST_ROW_MESSAGE} `),
      timeout: 30_000,
    })
    .then((message) => Number(message.text().slice(FIRST_ROW_MESSAGE.length + 1)));

export const loadedRows = (page: Page) =>
  page.$eval('table', (table) => Number(table.getAttribute('aria-rowcount')) - 1);

async function timeToFirstRows(browser: Browser, url: string): Promise<number> {
  const page = await browser.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  const shown = firstRowAt(page);
  await page.goto(url);
  const ms = await shown;
  await page.close();
  return ms;
}

/** From the bucket's root, a click on the folder: the time until its first rows show. */
async function timeIntoFolder(page: Page, origin: string): Promise<number> {
  await page.goto(`${origin}/buckets/${DEMO_BUCKET}/browse`);
  const link = page.getByRole('link', { name: LARGE_FOLDER });
  await link.waitFor();
  const started = await page.evaluate((message) => {
    new MutationObserver((_, observer) => {
      const row = document.querySelector('table tbody tr[aria-rowindex="2"] th');
      if (row?.textContent?.startsWith('file-')) {
        observer.disconnect();
        console.debug(`${message} ${performance.now()}`);
      }
    }).observe(document, { childList: true, subtree: true });
    return performance.now();
  }, FIRST_ROW_MESSAGE);
  const shown = firstRowAt(page);
  await link.click();
  return (await shown) - started;
}

/** Scrolls to the end of what is loaded until `rows` rows have loaded; the time it took. */
async function scrollThrough(page: Page, rows: number): Promise<number> {
  const started = Date.now();
  const scroller = page.getByTestId('object-table-scroll');
  for (let loaded = await loadedRows(page); loaded < rows; ) {
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.waitForFunction(
      (previous) => Number(document.querySelector('table')?.getAttribute('aria-rowcount')) - 1 > previous,
      loaded,
      { polling: 16, timeout: 10_000 },
    );
    loaded = await loadedRows(page);
  }
  return Date.now() - started;
}

async function heapAfterGc(page: Page): Promise<number> {
  return page.evaluate(() => {
    (window as { gc?: () => void }).gc?.();
    return (performance as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? Number.NaN;
  });
}

const verdict = (value: number, target: number) => (value <= target ? 'met' : 'missed');

/** `staticDir`: the built app (`npx vite build --outDir <dir>`). */
export async function benchObjectListing(staticDir = OUT): Promise<void> {
  await stat(join(staticDir, 'index.html')).catch(() => {
    throw new Error(`${staticDir} is missing: build the app first (npx vite build)`);
  });
  logInAs(ROOT_USER);
  const { server, origin } = await startStubServer(staticDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const folderUrl = `${origin}/buckets/${DEMO_BUCKET}/browse/${LARGE_FOLDER.slice(0, -1)}`;
    const coldRuns: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) coldRuns.push(await timeToFirstRows(browser, folderUrl));
    const coldMs = Math.min(...coldRuns);
    const page = await browser.newPage();
    const intoFolderMs = await timeIntoFolder(page, origin);
    const scrollMs = await scrollThrough(page, ROWS_TO_SCROLL);
    const heapMb = (await heapAfterGc(page)) / 1024 ** 2;
    const rows = await loadedRows(page);

    console.log(
      `object browser, folder of 1,000,000 objects (stub API, production build):\n` +
        `  first rows, opening the folder's URL: ${coldMs.toFixed(0)} ms, best of ${coldRuns.map((ms) => ms.toFixed(0)).join(', ')} (target ${TARGETS.firstRowsMs} ms: ${verdict(coldMs, TARGETS.firstRowsMs)})\n` +
        `  first rows, going into the folder:    ${intoFolderMs.toFixed(0)} ms (target ${TARGETS.firstRowsMs} ms: ${verdict(intoFolderMs, TARGETS.firstRowsMs)})\n` +
        `  scrolled to ${rows.toLocaleString('en-US')} rows in ${(scrollMs / 1000).toFixed(1)} s\n` +
        `  JS heap after GC: ${heapMb.toFixed(1)} MB (target ${TARGETS.heapMb} MB: ${verdict(heapMb, TARGETS.heapMb)})`,
    );
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchObjectListing(process.argv[2]);
