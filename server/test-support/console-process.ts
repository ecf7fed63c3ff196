import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface ConsoleProcess {
  /** Where it serves, its sub-path included, without a trailing slash. */
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface ConsoleProcessOptions {
  port: number;
  minioServer: string;
  dataDir: string;
  /** Run dist/server/main.js when it is built (else the sources with tsx). */
  preferBuilt?: boolean;
  /** A built server to run instead (e.g. an end-to-end build's `server/main.js`). */
  serverEntry?: string;
  /** The self-contained binary to run instead of node (`npm run build:binary`). */
  binary?: string;
  /** The built web app to serve, and the sub-path to serve it (and the API) under, e.g. `/console/`. */
  staticDir?: string;
  subPath?: string;
  /** More of its environment (e.g. CONSOLE_PROMETHEUS_URL). */
  env?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The program that runs the server, and its arguments. */
function command({ preferBuilt = false, serverEntry, binary }: ConsoleProcessOptions): [string, string[]] {
  if (binary) return [binary, []];
  if (serverEntry) return [process.execPath, [serverEntry]];
  if (preferBuilt && existsSync('dist/server/main.js')) return [process.execPath, ['dist/server/main.js']];
  return [process.execPath, ['--import', 'tsx', 'server/main.ts']];
}

const answersLogin = (url: string) =>
  fetch(`${url}/api/v1/login`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.ok)
    .catch(() => false);

async function waitUntilServing(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the console server exited with code ${child.exitCode}`);
    if (await answersLogin(url)) return;
    await sleep(200);
  }
  throw new Error(`the console server at ${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Ends a child process (SIGTERM, then SIGKILL after 5 s) and answers once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** The console server as a process of its own (one process, so its pid is the server's). */
export async function startConsoleProcess(options: ConsoleProcessOptions): Promise<ConsoleProcess> {
  const url = `http://127.0.0.1:${options.port}${(options.subPath ?? '/').replace(/\/$/, '')}`;
  // Another console already there would answer in this one's place (and this one would fail to listen).
  if (await answersLogin(url))
    throw new Error(`a console server already answers at ${url}: pick another port`);
  const [executable, args] = command(options);
  const child = spawn(executable, args, {
    env: {
      ...process.env,
      CONSOLE_MINIO_SERVER: options.minioServer,
      CONSOLE_PORT: String(options.port),
      CONSOLE_HOSTNAME: '127.0.0.1',
      CONSOLE_DATA_DIR: options.dataDir,
      ...(options.staticDir ? { CONSOLE_STATIC_DIR: options.staticDir } : {}),
      ...(options.subPath ? { CONSOLE_SUBPATH: options.subPath } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const stop = () => stopChild(child);
  try {
    await waitUntilServing(url, child, 30_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return { url, pid: child.pid ?? -1, stop };
}

/** Logs in with a form login and answers the session cookie (`name=value`). */
export async function loginCookie(url: string, accessKey: string, secretKey: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessKey, secretKey }),
  });
  return sessionCookieOf(response);
}

/** The `name=value` of the session cookie a login answer sets. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?token=/.test(line));
  if (response.status !== 204 || !cookie) throw new Error(`login failed with ${response.status}`);
  const [pair = ''] = cookie.split(';');
  return pair;
}
