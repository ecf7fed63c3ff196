/**
 * What `npm run load` and the bench's comparison with MinIO Console share: sessions that call a console's
 * /api/v1 in a loop until a deadline, the latency and errors of every call, and the server's peak memory.
 */
import { readFileSync } from 'node:fs';

/** One call of a session: the path under /api/v1, its request, and the statuses that count as success. */
export type Call = (path: string, init?: RequestInit, ok?: number[]) => Promise<void>;

export interface LoadSession {
  user: string;
  secret: string;
  bucket: string;
  cookie: string;
}

/** One round of a session's loop; `round` counts from 0. */
export type Round = (call: Call, session: LoadSession, round: number) => Promise<void>;

export interface LoadFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Errors by status (`500×2, timeout×1`), empty when there were none. */
  errorsByStatus: string;
  peakRssMiB: number;
}

const CALL_TIMEOUT_MS = 60_000;

/** A process's resident set from /proc, in MiB: now (VmRSS), or its peak so far (VmHWM). */
export function residentMiB(pid: number, figure: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(new RegExp(`${figure}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kib / 1024;
}

const peakRssMiB = (pid: number) => residentMiB(pid, 'VmHWM');

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

class Tally {
  readonly latencies: number[] = [];
  readonly errors = new Map<string, number>();

  callsAs(apiUrl: string, cookie: string): Call {
    return async (path, init = {}, ok = [200, 201, 204]) => {
      const started = performance.now();
      let status = 'network';
      try {
        const response = await fetch(`${apiUrl}${path}`, {
          ...init,
          headers: { cookie, ...(init.headers as Record<string, string>) },
          signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        status = String(response.status);
        if (ok.includes(response.status)) return;
      } catch (error) {
        status = (error as Error).name === 'TimeoutError' ? 'timeout' : 'network';
      } finally {
        this.latencies.push(performance.now() - started);
      }
      this.errors.set(status, (this.errors.get(status) ?? 0) + 1);
    };
  }

  figures(seconds: number, peak: number): LoadFigures {
    const sorted = this.latencies.sort((a, b) => a - b);
    return {
      requests: sorted.length,
      perSecond: sorted.length / seconds,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: [...this.errors.values()].reduce((sum, count) => sum + count, 0),
      errorsByStatus: [...this.errors.entries()].map(([status, count]) => `${status}×${count}`).join(', '),
      peakRssMiB: peak,
    };
  }
}

/**
 * Runs every session's rounds against the console at `apiUrl` (its /api/v1, no trailing slash) for `seconds`,
 * sampling the peak memory of the server process `pid` each second.
 */
export async function driveLoad(options: {
  apiUrl: string;
  pid: number;
  sessions: LoadSession[];
  seconds: number;
  round: Round;
}): Promise<LoadFigures> {
  const tally = new Tally();
  let peak = peakRssMiB(options.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, peakRssMiB(options.pid));
  }, 1000);
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    options.sessions.map(async (session) => {
      const call = tally.callsAs(options.apiUrl, session.cookie);
      for (let round = 0; Date.now() < deadline; round++) await options.round(call, session, round);
    }),
  );
  clearInterval(sampler);
  peak = Math.max(peak, peakRssMiB(options.pid));
  return tally.figures((Date.now() - started) / 1000, peak);
}

/** `metMark(value <= target)`: the word the bench and the load print beside a figure. */
export const metMark = (met: boolean) => (met ? 'met' : 'MISSED');
