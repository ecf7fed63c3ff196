/**
 * The bucket list with 10,000 buckets on a real MinIO: a MinIO of its own (127.0.0.1:9620) given the buckets
 * through the S3 API, many at a time; the built console server and app (dist/) in front of it; and Chromium,
 * with a session, opening /buckets by its URL. Prints the time until the first rows show, and checks that the
 * table holds every bucket.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { s3ClientFor } from '../../server/minio/s3-client.ts';
import { loginCookie, startConsoleProcess } from '../../server/test-support/console-process.ts';
import { ensureBinary } from '../lib/binaries.ts';
import { CHROMIUM } from '../lib/chromium.ts';
import { startMinioInTempDir } from '../lib/minio-server.ts';
import { OUT } from './bundle-size.ts';
import { CHROMIUM_ARGS, FIRST_ROW_PROBE, firstRowAt, loadedRows } from './object-listing.ts';

/** Ports can be moved (`BENCH_BUCKETS_MINIO_PORT`, …) so two benches can run side by side. */
const MINIO_PORT = Number(process.env.BENCH_BUCKETS_MINIO_PORT ?? 9620);
const CONSOLE_PORT = Number(process.env.BENCH_BUCKETS_CONSOLE_PORT ?? 9690);
const ROOT = { user: 'bench-root', password: 'bench-root-secret' };
const BUCKETS = 10_000;
const MADE_AT_ONCE = 64;
const TARGET_MS = 1000;
/** The page is timed this many times and the best kept: the machine may be busy. */
const ROUNDS = 3;

const bucketName = (index: number) => `bench-${String(index).padStart(5, '0')}`;

async function makeBuckets(endpoint: URL, count: number): Promise<void> {
  const client = s3ClientFor(endpoint.origin, 'us-east-1', {
    accessKey: ROOT.user,
    secretKey: ROOT.password,
  });
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) await client.makeBucket(bucketName(index));
  };
  await Promise.all(Array.from({ length: MADE_AT_ONCE }, worker));
}

/** Opens `url` in a fresh page with the session cookie: the time until the first row shows, and the rows. */
async function timeBucketList(browser: Browser, url: string, cookie: string): Promise<[number, number]> {
  const [name = '', value = ''] = cookie.split('=');
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url }]);
  const page = await context.newPage();
  await page.addInitScript(FIRST_ROW_PROBE);
  const shown = firstRowAt(page);
  await page.goto(`${url}/buckets`);
  const ms = await shown;
  const rows = await loadedRows(page);
  await context.close();
  return [ms, rows];
}

/** `appDir`: the built app (`npx vite build --outDir <dir>`), served by the compiled server in dist/server. */
export async function benchBucketList(appDir = OUT): Promise<void> {
  const { minio, work: dataDir } = await startMinioInTempDir(
    'bench-buckets-',
    MINIO_PORT,
    ROOT,
    ensureBinary('minio'),
  );
  try {
    await timeAgainst(minio.endpoint, dataDir, appDir);
  } finally {
    await minio.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Fills the MinIO at `endpoint` with the buckets, then times the page through a console in front of it. */
async function timeAgainst(endpoint: string, dataDir: string, appDir: string): Promise<void> {
  const consoleServer = await startConsoleProcess({
    port: CONSOLE_PORT,
    minioServer: endpoint,
    dataDir: join(dataDir, 'console'),
    serverEntry: resolve(appDir, '../server/main.js'),
    staticDir: resolve(appDir),
  });
  const browser = await chromium
    .launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
    .catch(async (error) => {
      await consoleServer.stop();
      throw error;
    });
  try {
    const started = Date.now();
    await makeBuckets(new URL(endpoint), BUCKETS);
    const madeS = (Date.now() - started) / 1000;
    const cookie = await loginCookie(consoleServer.url, ROOT.user, ROOT.password);
    const runs: number[] = [];
    let rows = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const [ms, shown] = await timeBucketList(browser, consoleServer.url, cookie);
      runs.push(ms);
      rows = shown;
    }
    const best = Math.min(...runs);
    console.log(
      `bucket list, ${BUCKETS.toLocaleString('en-US')} buckets on MinIO (made in ${madeS.toFixed(0)} s), production build:\n` +
        `  first rows, opening /buckets: ${best.toFixed(0)} ms, best of ${runs.map((ms) => ms.toFixed(0)).join(', ')} ` +
        `(target ${TARGET_MS} ms: ${best <= TARGET_MS ? 'met' : 'missed'})\n` +
        `  rows in the table: ${rows.toLocaleString('en-US')} (${rows === BUCKETS ? 'all' : `MISSING ${BUCKETS - rows}`})`,
    );
    if (rows !== BUCKETS) process.exitCode = 1;
  } finally {
    await browser.close();
    await consoleServer.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBucketList(process.argv[2]);
