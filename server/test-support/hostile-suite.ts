import { expect, it } from 'vitest';
import { isValidBody, problemOf, problemsOf, withTimeout } from './hostile-answers.ts';
import { casesFor, type HostileCase } from './hostile-cases.ts';
import type { Operation } from './operations.ts';

/* The per-operation half of the hostile-input suites: every operation's cases sent, every answer judged. */

const SEED = 0x5eed;
const GENERATED_PER_OPERATION = 8;
/** How many of an operation's problems a failure lists. */
const LISTED_PROBLEMS = 15;

/** How many cases were sent, and how many were answered with each status. */
export interface HostileTally {
  cases: number;
  byStatus: Map<number, number>;
}

export const emptyTally = (): HostileTally => ({ cases: 0, byStatus: new Map() });

/** The statuses answered, as `200×3, 400×12`. */
export const statusesOf = (tally: HostileTally) =>
  [...tally.byStatus.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');

/** How a suite's hostile cases reach the console, which starts only once the suite runs. */
export interface HostileFeed {
  pathDefaults: Record<string, string>;
  request: (path: string, init: RequestInit) => Promise<Response>;
  /** The session cookie the operation's cases are sent with. */
  cookieFor: (operation: Operation) => Promise<string>;
  /** Arranges what the operations name, before each one's cases. */
  prepare?: () => void;
  tally: HostileTally;
  timeoutMs: number;
}

async function send(feed: HostileFeed, operation: Operation, hostile: HostileCase): Promise<string | null> {
  if (operation.invalidOnly && isValidBody(operation, hostile.body)) return null;
  const headers: Record<string, string> = { cookie: await feed.cookieFor(operation) };
  if (hostile.contentType) headers['content-type'] = hostile.contentType;
  const response = await withTimeout(
    feed.request(hostile.path, { method: hostile.method, headers, body: hostile.body }),
    'answer',
  );
  feed.tally.cases += 1;
  feed.tally.byStatus.set(response.status, (feed.tally.byStatus.get(response.status) ?? 0) + 1);
  const problem = await problemOf(response, operation.outside);
  return problem && `${hostile.label}: ${problem}`;
}

/** One test per operation: each of its hostile cases answered 2xx or a 4xx in the error shape, never a 5xx. */
export function itAnswersEveryHostileCase(table: readonly Operation[], feed: HostileFeed): void {
  it.each(table.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s answers 2xx or a 4xx in the error shape, never a 5xx',
    async (_, operation) => {
      feed.prepare?.();
      const cases = casesFor(operation, {
        pathDefaults: feed.pathDefaults,
        generatedPerOperation: GENERATED_PER_OPERATION,
        seed: SEED,
      });
      const problems = await problemsOf(cases, (hostile) => send(feed, operation, hostile));
      expect(
        problems.slice(0, LISTED_PROBLEMS),
        `${problems.length} of ${cases.length} cases failed`,
      ).toEqual([]);
    },
    feed.timeoutMs,
  );
}
