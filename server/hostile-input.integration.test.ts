import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { SOCKETS } from '../src/contract/api.ts';
import { SOCKET_CLOSE, type SocketDefinition, socketNoticeSchema } from '../src/contract/socket.ts';
import { type InProcessConsole, inProcessConsole, minioTestEnv } from './test-support/console-app.ts';
import { problemsOf, refusalProblem, withTimeout } from './test-support/hostile-answers.ts';
import { type SessionKind, type SocketCase, socketCasesFor } from './test-support/hostile-sockets.ts';
import { emptyTally, itAnswersEveryHostileCase, statusesOf } from './test-support/hostile-suite.ts';
import { jsonLines, type Mc, mcFor } from './test-support/mc.ts';
import { operations, pathDefaults } from './test-support/operations.ts';
import { openStream, type StreamOutcome } from './test-support/stream-client.ts';

// Every /api/v1 operation, fed hostile values against a real MinIO: each answer is a 2xx or a 4xx in the error
// shape, never a 5xx, and nothing outside the scratch bucket changes.

const id = randomBytes(3).toString('hex');
const scratch = `suite-scratch-${id}`;
const sentinel = `suite-sentinel-${id}`;
const sentinelOn = `suite-sentinel-on-${id}`;
const sentinelOff = `suite-sentinel-off-${id}`;
const sentinelUsers = [sentinelOn, sentinelOff];
const targets = { scratch, missingBucket: `suite-missing-${id}` };
const table = operations(targets);

let env: ReturnType<typeof minioTestEnv>;
let mc: Mc;
let consoleApp: InProcessConsole;
let cookie: string;
let sentinelBefore: string;
let identitiesBefore: Set<string>;
let accessKeysBefore: string[];
const tally = emptyTally();
let streamsSent = 0;

const at = (path: string) => `${mc.alias}/${path}`;

function createSentinel(): void {
  mc.run(['mb', at(sentinel)]);
  mc.run(['version', 'enable', at(sentinel)]);
  for (const key of ['a.txt', 'ünïcødé/☃ snow.txt', 'dir/שלום.txt', 'dir/e\u0301.txt']) {
    mc.run(['pipe', at(`${sentinel}/${key}`)], `content of ${key}`);
  }
  mc.run(['pipe', at(`${sentinel}/a.txt`)], 'second version');
  mc.run(['tag', 'set', at(sentinel), 'owner=suite&kind=sentinel']);
  mc.run(['tag', 'set', at(`${sentinel}/a.txt`), 'k=v']);
  mc.run(['ilm', 'rule', 'add', '--expire-days', '30', at(sentinel)]);
  mc.run(['anonymous', 'set', 'download', at(`${sentinel}/dir`)]);
  mc.run(['admin', 'user', 'add', mc.alias, sentinelOn, `${sentinelOn}-secret`]);
  mc.run(['admin', 'policy', 'attach', mc.alias, 'readonly', '--user', sentinelOn]);
  mc.run(['admin', 'user', 'add', mc.alias, sentinelOff, `${sentinelOff}-secret`]);
  mc.run(['admin', 'user', 'disable', mc.alias, sentinelOff]);
}

/** What mc says of the sentinel bucket and users; other users on a shared MinIO are not the suite's to judge. */
function sentinelSnapshot(): string {
  const lines = [
    ['ls', '--recursive', '--versions', '--json', at(sentinel)],
    ['tag', 'list', '--json', at(sentinel)],
    ['tag', 'list', '--json', at(`${sentinel}/a.txt`)],
    ['ilm', 'rule', 'ls', '--json', at(sentinel)],
    ['anonymous', 'get-json', at(sentinel)],
    ['version', 'info', '--json', at(sentinel)],
  ].map((args) => mc.run(args));
  const users = jsonLines(mc.run(['admin', 'user', 'list', '--json', mc.alias]))
    .map((user) => user as { accessKey: string })
    .filter((user) => sentinelUsers.includes(user.accessKey))
    .sort((a, b) => a.accessKey.localeCompare(b.accessKey));
  return [...lines, JSON.stringify(users)].join('\n');
}

/** The users, groups, policies and root's access keys there are, each as `kind name`. */
function identities(): Set<string> {
  const names = (args: string[], pick: (line: Record<string, unknown>) => unknown) =>
    jsonLines(mc.run([...args, '--json', mc.alias]))
      .flatMap((line) => [pick(line as Record<string, unknown>)].flat())
      .filter((name): name is string => typeof name === 'string');
  return new Set([
    ...names(['admin', 'user', 'list'], (line) => line.accessKey).map((name) => `user ${name}`),
    ...names(['admin', 'group', 'list'], (line) => line.groups).map((name) => `group ${name}`),
    ...names(['admin', 'policy', 'list'], (line) => line.policy).map((name) => `policy ${name}`),
  ]);
}

const rootAccessKeys = () =>
  jsonLines(mc.run(['admin', 'user', 'svcacct', 'list', '--json', mc.alias, env.rootUser])).map(
    (line) => (line as { accessKey: string }).accessKey,
  );

/** Removes what valid generated bodies created: identities and root's access keys the run found new. */
function removeCreatedIdentities(before: Set<string>, keysBefore: string[]): void {
  const removal: Record<string, (name: string) => string[]> = {
    user: (name) => ['admin', 'user', 'remove', mc.alias, name],
    group: (name) => ['admin', 'group', 'remove', mc.alias, name],
    policy: (name) => ['admin', 'policy', 'remove', mc.alias, name],
    key: (name) => ['admin', 'user', 'svcacct', 'remove', mc.alias, name],
  };
  const created = [
    ...[...identities()].filter((entry) => !before.has(entry)),
    ...rootAccessKeys()
      .filter((key) => !keysBefore.includes(key))
      .map((key) => `key ${key}`),
  ];
  for (const entry of created) {
    const [kind = '', name = ''] = entry.split(/ (.*)/s);
    try {
      mc.run(removal[kind]?.(name) ?? []);
    } catch {
      // Gone already, or a group that still has members: members are the run's own users, removed above.
    }
  }
}

/** The scratch bucket with an object the operations name, recreated when a case removed it. */
function prepareScratch(): void {
  mc.run(['mb', '--ignore-existing', at(scratch)]);
  mc.run(['version', 'enable', at(scratch)]);
  mc.run(['pipe', at(`${scratch}/file.txt`)], 'scratch file');
}

function removeBucket(name: string): void {
  try {
    mc.run(['rb', '--force', at(name)]);
  } catch {
    // Not there.
  }
}

/**
 * Streams that open only with a query, given a harmless one: a network test, which MinIO refuses on one server
 * at once. An object or drive test would hold back every S3 call of the shared MinIO while it runs.
 */
const STREAM_QUERIES: Readonly<Record<string, { query: Record<string, string>; endsAtOnce?: true }>> = {
  Speedtest: { query: { test: 'net' }, endsAtOnce: true },
};
/** How long an opened stream is read before the client closes it. */
const STREAM_LISTEN_MS = 400;
/** The contract's close codes, and WebSocket's own for a frame larger than the server takes. */
const STREAM_CLOSES: readonly number[] = [...Object.values(SOCKET_CLOSE), 1009];

/** The suite's session cookie, none, or the suite's with one character of its value changed. */
function cookieOf(kind: SessionKind): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'valid') return cookie;
  const middle = Math.floor((cookie.indexOf('=') + cookie.length) / 2);
  return `${cookie.slice(0, middle)}${cookie[middle] === 'A' ? 'B' : 'A'}${cookie.slice(middle + 1)}`;
}

/** Why a stream's outcome breaks the contract, or null. */
function streamProblem(
  definition: SocketDefinition,
  hostile: SocketCase,
  outcome: StreamOutcome,
): string | null {
  const { expected } = hostile;
  if ('refused' in outcome) {
    const { status, body } = outcome.refused;
    if (expected && !('refused' in expected && expected.refused === status)) return `refused with ${status}`;
    return status < 400 ? `refused with ${status}` : refusalProblem(status, body);
  }
  if (expected && 'refused' in expected) return `opened instead of being refused with ${expected.refused}`;
  const undeclared = outcome.frames.find(
    (frame) => !safeParse(definition.message, frame).success && !safeParse(socketNoticeSchema, frame).success,
  );
  if (undeclared !== undefined) return `sent an undeclared frame ${JSON.stringify(undeclared).slice(0, 200)}`;
  const code = outcome.closed?.code;
  if (expected && 'closed' in expected && code !== expected.closed) return `closed with ${code ?? 'nothing'}`;
  if (code !== undefined && !STREAM_CLOSES.includes(code))
    return `closed with ${code} ${outcome.closed?.reason}`;
  return null;
}

async function attemptStream(definition: SocketDefinition, hostile: SocketCase): Promise<string | null> {
  const outcome = await withTimeout(
    openStream(
      `${await consoleApp.streams()}${hostile.path}`,
      { cookie: cookieOf(hostile.session), origin: hostile.origin },
      { enough: () => false, timeoutMs: STREAM_LISTEN_MS, send: hostile.send },
    ),
    'stream',
  );
  streamsSent += 1;
  const problem = streamProblem(definition, hostile, outcome);
  return problem && `${hostile.label}: ${problem}`;
}

beforeAll(async () => {
  env = minioTestEnv();
  mc = mcFor(env.endpoint, env.rootUser, env.rootPassword);
  createSentinel();
  sentinelBefore = sentinelSnapshot();
  identitiesBefore = identities();
  accessKeysBefore = rootAccessKeys();
  consoleApp = inProcessConsole(env.endpoint);
  cookie = await consoleApp.login(env.rootUser, env.rootPassword);
}, 60_000);

afterAll(() => {
  console.log(
    `hostile input: ${tally.cases} cases over ${table.length} operations and ${streamsSent} over ${SOCKETS.length} streams; answers ${statusesOf(tally)}`,
  );
  for (const name of [scratch, `${scratch}-made`, sentinel]) removeBucket(name);
  removeCreatedIdentities(identitiesBefore, accessKeysBefore);
  for (const user of sentinelUsers) {
    try {
      mc.run(['admin', 'user', 'remove', mc.alias, user]);
    } catch {
      // Not there.
    }
  }
  mc.dispose();
  consoleApp.dispose();
});

describe('every stream of /ws fed hostile input', () => {
  it.each(SOCKETS.map((definition) => [definition.path, definition] as const))(
    '%s is refused in the error shape or closed with a contract code, and the server stays up',
    async (_, definition) => {
      prepareScratch();
      const cases = socketCasesFor(definition, {
        pathDefaults: { bucket: scratch },
        query: {},
        ...STREAM_QUERIES[definition.id],
        foreignOrigin: 'http://elsewhere.example',
      });
      const problems = await problemsOf(cases, (hostile) => attemptStream(definition, hostile));
      expect(problems.slice(0, 15), `${problems.length} of ${cases.length} cases failed`).toEqual([]);
      const after = await consoleApp.request('/api/v1/session', { headers: { cookie } });
      expect(after.status).toBe(200);
    },
    120_000,
  );
});

describe('every /api/v1 operation fed hostile input', () => {
  itAnswersEveryHostileCase(table, {
    pathDefaults: pathDefaults(targets),
    request: (path, init) => consoleApp.request(path, init),
    // A valid request of such an operation ends the session it is sent with.
    cookieFor: async (operation) =>
      operation.endsSession ? consoleApp.login(env.rootUser, env.rootPassword) : cookie,
    prepare: prepareScratch,
    tally,
    timeoutMs: 120_000,
  });

  it('left the sentinel bucket, its objects, settings and users as they were', () => {
    expect(sentinelSnapshot()).toBe(sentinelBefore);
  });
});
