import { Worker } from 'node:worker_threads';
import { embeddedArgon2Worker, inBinary } from '../binary/assets.ts';
import { ConsoleError } from '../http/errors.ts';
import type { Argon2Job, Argon2Result } from './argon2-worker.ts';

/** Each derivation holds 64 MiB: two at a time keep memory bounded and leave a core to the requests. */
export const WORKERS = 2;
/** Derivations waiting for a worker; past this the console answers "busy" rather than queue without end. */
export const MAX_WAITING = 32;
/** An idle worker is ended after this long, giving its memory back. */
const IDLE_MS = 30_000;

interface PendingJob extends Argon2Job {
  resolve(key: Uint8Array): void;
  reject(error: Error): void;
}

const busy = () =>
  new ConsoleError(503, 'The console is busy, please try again', 'Too many encrypted admin calls at once');

/**
 * The compiled server has the worker beside it (a second entry of vite.server.config.ts), and the binary has
 * it embedded. From source (tsx, vitest) it is TypeScript, which a worker thread of Node 20 loads only once
 * tsx is registered in it.
 */
function startWorker(): Worker {
  if (inBinary()) return new Worker(embeddedArgon2Worker(), { eval: true });
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./argon2-worker.js', import.meta.url));
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./argon2-worker.ts', import.meta.url).href);
  return new Worker(`import(${tsx}).then((tsx) => { tsx.register(); return import(${entry}); })`, {
    eval: true,
  });
}

/** One worker thread, one job at a time. */
class Argon2Thread {
  private readonly worker = startWorker();
  private job: PendingJob | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(events: { done(): void; exited(thread: Argon2Thread): void }) {
    this.worker.unref();
    this.worker.on('message', (result: Argon2Result) => {
      this.settle(result);
      this.idleTimer = setTimeout(() => this.close(), IDLE_MS).unref();
      events.done();
    });
    this.worker.on('error', (error) => this.settle({ error: error.message }));
    this.worker.on('exit', () => {
      this.closing = true;
      this.settle({ error: 'the worker stopped' });
      events.exited(this);
    });
  }

  get idle(): boolean {
    return !this.job && !this.closing;
  }

  run(job: PendingJob): void {
    clearTimeout(this.idleTimer);
    this.job = job;
    const message: Argon2Job = { password: job.password, salt: job.salt };
    this.worker.postMessage(message);
  }

  close(): void {
    this.closing = true;
    void this.worker.terminate();
  }

  private settle(result: Argon2Result): void {
    const job = this.job;
    this.job = undefined;
    if (!job) return;
    if ('key' in result) job.resolve(result.key);
    else job.reject(new Error(`madmin: Argon2id failed: ${result.error}`));
  }
}

/** Runs Argon2id derivations on at most `WORKERS` threads, started when needed and ended when idle. */
class Argon2Pool {
  private readonly threads = new Set<Argon2Thread>();
  private readonly waiting: PendingJob[] = [];

  derive(password: string, salt: Uint8Array): Promise<Uint8Array> {
    if (this.waiting.length >= MAX_WAITING) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      // A copy: a view would carry its whole underlying buffer (say, an encrypted answer) to the worker.
      this.waiting.push({ password, salt: Uint8Array.from(salt), resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.idleThread();
      if (!thread) return;
      thread.run(this.waiting.shift() as PendingJob);
    }
  }

  private idleThread(): Argon2Thread | undefined {
    for (const thread of this.threads) if (thread.idle) return thread;
    if (this.threads.size >= WORKERS) return undefined;
    const thread = new Argon2Thread({
      done: () => this.dispatch(),
      exited: (gone) => {
        this.threads.delete(gone);
        this.dispatch();
      },
    });
    this.threads.add(thread);
    return thread;
  }
}

const pool = new Argon2Pool();

/** madmin's Argon2id key for `password` and `salt`, derived on a worker thread. */
export function argon2idOffThread(password: string, salt: Uint8Array): Promise<Uint8Array> {
  return pool.derive(password, salt);
}
