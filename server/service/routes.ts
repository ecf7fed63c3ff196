import { Hono } from 'hono';
import { restartRequestSchema } from '../../src/contract/service.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { readJson } from '../http/body.ts';
import { ConsoleError } from '../http/errors.ts';
import type { AdminClient } from '../minio/admin-client.ts';
import { requireSession } from '../session/middleware.ts';

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

/** Mounted at /service. */
export function serviceRoutes(deps: ServerDeps) {
  const routes = new Hono<SessionEnv>();
  routes.use(requireSession(deps));

  routes.post('/restart', async (c) => {
    await readJson(c, restartRequestSchema);
    const admin = c.get('admin');
    await admin.serviceRestart();
    await waitUntilServing(admin, Date.now() + RESTART_WAIT_MS);
    return c.body(null, 204);
  });

  return routes;
}
