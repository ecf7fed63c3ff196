import { writeFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from './environment.ts';
import { expectPage, logIn, mc, mcAs, menuEntries } from './support.ts';

/**
 * Spec §6 for the Monitoring pages: a user whose policy holds every monitoring action but one does not see
 * that page in the menu, is sent away from its URL, and when it opens the page's stream anyway, MinIO refuses
 * it: the console server accepts the socket, and closes it with MinIO's own words.
 */

const run = Date.now().toString(36);
const bucket = `e2e-monperm-${run}`;

interface Row {
  entry: string;
  path: string;
  actions: readonly string[];
  /** The page's streams, under the console's `/ws`. */
  streams?: readonly string[];
  /** The REST call behind the page, under `/api/v1`. */
  call?: string;
  /** The same call made with mc as the user (alias "key"), which reports a refusal in its JSON output. */
  mcCall?: readonly string[];
}

const ROWS: readonly Row[] = [
  { entry: 'Metrics', path: '/tools/metrics', actions: ['admin:ServerInfo'], call: 'admin/info' },
  { entry: 'Logs', path: '/tools/logs', actions: ['admin:ConsoleLog'], streams: ['console'] },
  // Watch reads MinIO's trace: without the trace action, its stream is refused too.
  {
    entry: 'Trace',
    path: '/tools/trace',
    actions: ['admin:ServerTrace'],
    streams: ['trace', `watch/${bucket}`],
  },
  {
    entry: 'Watch',
    path: '/tools/watch',
    actions: ['s3:ListenNotification', 's3:ListenBucketNotification'],
    mcCall: ['watch', '--json', `key/${bucket}`],
  },
  { entry: 'Drives', path: '/tools/heal', actions: ['admin:Heal'], streams: [`heal/${bucket}`] },
  { entry: 'Inspect', path: '/tools/inspect', actions: ['admin:OBDInfo'] },
];

/** Audit, like Inspect, needs OBDInfo. */
const AUDIT: Row = { entry: 'Audit', path: '/tools/audit-logs', actions: ['admin:OBDInfo'] };

const userOf = (row: Row) => `e2e-no-${row.entry.toLowerCase()}-${run}`;
const secret = 'e2e-monitoring-secret';

/** Every monitoring action but the row's, and enough S3 to list the buckets. */
function policyWithout(row: Row): object {
  const kept = [...ROWS, AUDIT]
    .flatMap((other) => other.actions)
    .filter((action) => !row.actions.includes(action));
  return {
    Version: '2012-10-17',
    Statement: [
      { Effect: 'Allow', Action: [...new Set(kept.filter((action) => action.startsWith('admin:')))] },
      {
        Effect: 'Allow',
        Action: [
          's3:ListAllMyBuckets',
          's3:ListBucket',
          ...kept.filter((action) => action.startsWith('s3:')),
        ],
        Resource: ['arn:aws:s3:::*'],
      },
    ],
  };
}

test.beforeAll(() => {
  mc('mb', `e2e/${bucket}`);
  for (const row of ROWS) {
    const file = `${E2E.consoleDataDir}/${userOf(row)}.json`;
    writeFileSync(file, JSON.stringify(policyWithout(row)));
    mc('admin', 'policy', 'create', 'e2e', userOf(row), file);
    mc('admin', 'user', 'add', 'e2e', userOf(row), secret);
    mc('admin', 'policy', 'attach', 'e2e', userOf(row), '--user', userOf(row));
  }
});

test.afterAll(() => {
  for (const row of ROWS) {
    mc('admin', 'user', 'remove', 'e2e', userOf(row));
    mc('admin', 'policy', 'remove', 'e2e', userOf(row));
  }
  mc('rb', '--force', `e2e/${bucket}`);
});

/** Opens a stream from the page, as the page itself would, and tells how it ended. */
const streamEnd = (page: Page, path: string) =>
  page.evaluate(
    (url) =>
      new Promise<{ opened: boolean; code: number; reason: string }>((done) => {
        const socket = new WebSocket(url);
        let opened = false;
        socket.onopen = () => {
          opened = true;
        };
        socket.onclose = ({ code, reason }) => done({ opened, code, reason });
      }),
    new URL(`ws/${path}`, E2E.consoleUrl.replace(/^http/, 'ws')).toString(),
  );

for (const row of ROWS) {
  const refused = row.streams || row.call || row.mcCall ? ', and MinIO refuses its calls' : '';
  test(`without ${row.actions.join(' and ')}: no ${row.entry} in the menu, sent away from ${row.path}${refused}`, async ({
    page,
  }) => {
    await page.goto('login');
    await logIn(page, userOf(row), secret);
    await expectPage(page, '/buckets', 'Buckets');

    const entries = await menuEntries(page);
    expect(entries).not.toContain(row.entry);
    const others = [...ROWS, AUDIT].filter(
      (other) => !other.actions.some((action) => row.actions.includes(action)),
    );
    for (const other of others) expect(entries).toContain(other.entry);

    await page.goto(row.path.slice(1));
    await expectPage(page, '/buckets', 'Buckets');

    for (const stream of row.streams ?? []) {
      expect(await streamEnd(page, stream)).toEqual({ opened: true, code: 1011, reason: 'Access Denied.' });
    }
    if (row.call) {
      const answer = await page.request.get(`api/v1/${row.call}`);
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({ code: 403, message: 'Access Denied.' });
    }
    if (row.mcCall) {
      const answer = JSON.parse(mcAs(userOf(row), secret)(...row.mcCall));
      expect(answer).toMatchObject({
        status: 'error',
        error: { cause: { error: { Code: 'AccessDenied' } } },
      });
    }
  });
}
