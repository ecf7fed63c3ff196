import * as notificationEndpoints from '../../src/contract/notification-endpoints.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { addNotificationEndpoint, listNotificationEndpoints } from './calls.ts';

/** MinIO's notification targets: the running ones with their state, those awaiting a restart, and adding one. */
export function notificationEndpointRoutes(): Route<SessionEnv>[] {
  return [
    serve(notificationEndpoints.listNotificationEndpoints, (_, c) =>
      listNotificationEndpoints(c.get('admin')),
    ),
    serve(notificationEndpoints.addNotificationEndpoint, ({ body }, c) =>
      addNotificationEndpoint(c.get('admin'), body),
    ),
  ];
}
