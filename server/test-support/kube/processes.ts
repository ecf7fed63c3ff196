import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { stopChild } from '../console-process.ts';

export interface Daemon {
  name: string;
  child: ChildProcess;
  log: string;
  stop: () => Promise<void>;
}

/**
 * A shell that kills `pid` once this process is gone: a test runner ending its workers with a signal skips
 * their exit handlers, and a cluster left running would hold its ports.
 */
function watchdog(pid: number): ChildProcess {
  const script = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; kill -9 ${pid} 2>/dev/null`;
  const guard = spawn('sh', ['-c', script], { stdio: 'ignore', detached: true });
  guard.unref();
  return guard;
}

/**
 * A long-running child writing to its own log file (a pipe left undrained while this process waits would
 * block it). It ends with this process, whatever the way.
 */
export function startDaemon(name: string, command: string, args: string[], log: string): Daemon {
  const out = openSync(log, 'a');
  const child = spawn(command, args, { stdio: ['ignore', out, out] });
  closeSync(out);
  const guard = child.pid ? watchdog(child.pid) : undefined;
  const endWithThisProcess = () => child.kill('SIGKILL');
  process.once('exit', endWithThisProcess);
  return {
    name,
    child,
    log,
    stop: async () => {
      process.off('exit', endWithThisProcess);
      await stopChild(child);
      guard?.kill();
    },
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const logTail = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').slice(-3000) : '');

/** Waits until `ready` answers true, failing when the daemon exits or the time is up (with its log's end). */
export async function waitUntil(
  daemon: Daemon,
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (daemon.child.exitCode !== null)
      throw new Error(`${daemon.name} exited with code ${daemon.child.exitCode}\n${logTail(daemon.log)}`);
    if (await ready().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${daemon.name}: ${what} not within ${timeoutMs / 1000} s\n${logTail(daemon.log)}`);
}
