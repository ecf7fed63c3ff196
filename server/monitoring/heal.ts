import { setTimeout as sleep } from 'node:timers/promises';
import {
  type HealProgress,
  type HealRequest,
  type HealthCounts,
  healNotStarted,
  healthOf,
} from '../../src/contract/heal.ts';
import type { AdminClient, HealOptions, HealStatus, HealTarget } from '../minio/admin-client.ts';

/** How often MinIO is asked what the heal did; it holds a bounded number of unread items meanwhile. */
export const HEAL_POLL_MS = 1000;

type HealItem = NonNullable<HealStatus['Items']>[number];

const optionsOf = (request: HealRequest): HealOptions => ({
  recursive: request.recursive ?? true,
  dryRun: request.dryRun ?? false,
  remove: request.remove ?? false,
  recreate: false,
  scanMode: request.deep ? 2 : 1,
  updateParity: false,
  nolock: false,
});

/** Waits `ms`, or less when the socket closed meanwhile. */
const waitFor = (ms: number, signal: AbortSignal) => sleep(ms, undefined, { signal }).catch(() => undefined);

const healthBy = (item: HealItem, when: 'before' | 'after') =>
  healthOf({ drives: item[when]?.drives ?? [], dataBlocks: item.dataBlocks ?? 0 });

/** The running totals of a heal: counts only, however many objects it covers. */
class HealTally {
  private progress = healNotStarted();

  add(status: HealStatus): HealProgress {
    for (const item of status.Items ?? []) if (item.type === 'object') this.addObject(item);
    const finished = status.Summary === 'finished' || status.Summary === 'stopped';
    this.progress.status = finished ? (status.Summary as 'finished' | 'stopped') : 'running';
    if (status.Detail) this.progress.failure = status.Detail;
    return structuredClone(this.progress);
  }

  private addObject(item: HealItem): void {
    const before = healthBy(item, 'before');
    const after = healthBy(item, 'after');
    this.count(this.progress.before, before);
    this.count(this.progress.after, after);
    this.progress.objectsScanned += 1;
    this.progress.bytesScanned += item.objectSize ?? 0;
    if (before !== 'green' && after === 'green') this.progress.objectsHealed += 1;
    if (after === 'red') this.progress.objectsFailed += 1;
    this.progress.lastObject = item.object ?? '';
  }

  private count(counts: HealthCounts, health: keyof HealthCounts): void {
    counts[health] += 1;
  }
}

/**
 * Heals the bucket (or prefix) and reports its progress after each of MinIO's reports, until the heal ends.
 * Closing the socket aborts `signal`, which stops the heal at MinIO too.
 */
export async function* healProgress(
  admin: AdminClient,
  target: HealTarget,
  request: HealRequest,
  signal: AbortSignal,
): AsyncGenerator<HealProgress, void> {
  const token = await admin.healStart(target, optionsOf(request), request.force ?? false, signal);
  const tally = new HealTally();
  let ended = false;
  try {
    while (!ended) {
      await waitFor(HEAL_POLL_MS, signal);
      if (signal.aborted) return;
      const progress = tally.add(await admin.healStatus(target, token, signal));
      ended = progress.status !== 'running';
      yield progress;
    }
  } finally {
    // Not with `signal`: it is the abort that asks for the stop.
    if (!ended) await admin.healStop(target).catch(() => {});
  }
}
