import { restartService } from '../../src/contract/service.ts';
import type { SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import type { AdminClient } from '../minio/admin-client.ts';

const RESTART_WAIT_MS = 60_000;
const POLL_INTERVAL_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until MinIO answers again after a restart, so the caller knows the new configuration is live. */
async function waitUntilServing(admin: AdminClient, deadline: number): Promise<void> {
  await sleep(POLL_INTERVAL_MS * 2);
  while (Date.now() < deadline) {
    try {
      await admin.serverInfo();
      return;
    } catch {
      await sleep(POLL_INTERVAL_MS);
    }
  }
  throw new ConsoleError(504, 'MinIO did not come back within a minute after the restart');
}

export function serviceRoutes(): Route<SessionEnv>[] {
  return [
    serve(restartService, async (_, c) => {
      const admin = c.get('admin');
      await admin.serviceRestart();
      await waitUntilServing(admin, Date.now() + RESTART_WAIT_MS);
    }),
  ];
}
