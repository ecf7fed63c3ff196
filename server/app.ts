import { Hono } from 'hono';
import { accountRoutes } from './account/routes.ts';
import { apiRoutes } from './api/routes.ts';
import { AuditLog } from './audit/audit-log.ts';
import { auditRoutes, mountAuditReceiver } from './audit/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { LoginThrottle } from './auth/throttle.ts';
import { embeddedAppFiles, inBinary } from './binary/assets.ts';
import { bucketEventRoutes } from './buckets/events-routes.ts';
import { bucketLifecycleRoutes } from './buckets/lifecycle-routes.ts';
import { bucketReplicationRoutes } from './buckets/replication-routes.ts';
import { bucketListRoutes } from './buckets/routes.ts';
import { bucketSettingsRoutes } from './buckets/settings.ts';
import { configRoutes } from './configs/routes.ts';
import type { ServerDeps, SessionEnv } from './context.ts';
import { groupRoutes } from './groups/routes.ts';
import { ConsoleError, respondWithError } from './http/errors.ts';
import { releaseHeadBodies, sendNodeBodies } from './http/node-body.ts';
import { requestIds } from './http/request-id.ts';
import { sameOriginOnly, sameOriginStreams, securityHeaders } from './http/security.ts';
import { mountRoutes } from './http/serve.ts';
import { directoryFiles, serveApp } from './http/static.ts';
import { idpRoutes } from './idp/routes.ts';
import { kmsRoutes } from './kms/routes.ts';
import { ldapRoutes } from './ldap/routes.ts';
import { monitoringRoutes, monitoringStreams } from './monitoring/routes.ts';
import { notificationEndpointRoutes } from './notification-endpoints/routes.ts';
import { objectDetailsRoutes } from './objects/details.ts';
import { objectListRoutes } from './objects/list.ts';
import { objectTransferRoutes } from './objects/transfer.ts';
import { mountHop } from './operator/hop/routes.ts';
import { mountOperatorRoutes } from './operator/routes.ts';
import { policyRoutes } from './policies/routes.ts';
import { metricsRoutes } from './prometheus/routes.ts';
import { serviceRoutes } from './service/routes.ts';
import { serviceAccountRoutes } from './service-accounts/routes.ts';
import type { SessionClaims } from './session/cookie.ts';
import { isSessionLive, requireSession } from './session/middleware.ts';
import { siteReplicationRoutes } from './site-replication/routes.ts';
import { healthRoutes, healthStreams } from './support/health-routes.ts';
import { supportRoutes } from './support/routes.ts';
import { tierRoutes } from './tiers/routes.ts';
import { userRoutes } from './users/routes.ts';
import { watchStreams } from './watch/routes.ts';

/** Strips the configured sub-path, so the console answers both behind a stripping proxy and directly. */
function pathWithoutSubPath(subPath: string) {
  return (request: Request): string => {
    const path = new URL(request.url).pathname;
    if (subPath === '/') return path;
    if (path === subPath.slice(0, -1)) return '/';
    return path.startsWith(subPath) ? path.slice(subPath.length - 1) : path;
  };
}

export function createApp(deps: ServerDeps): Hono {
  const app = new Hono({ getPath: pathWithoutSubPath(deps.config.subPath) });
  app.use(releaseHeadBodies);
  app.use(requestIds);
  app.use(securityHeaders(deps.config));
  app.onError((error, c) => respondWithError(c, error));

  const api = new Hono<SessionEnv>();
  api.use(sameOriginOnly);
  // One count of tries of a secret, whether at login or at a password change.
  const secretTries = new LoginThrottle();
  const auditLog = new AuditLog(deps.config.audit, deps.config.dataDir, deps.sessionKey);
  const { operator } = deps.config;
  // In operator mode its own login and session take the place of MinIO's; MinIO's operations refuse its session.
  if (operator) mountOperatorRoutes(api, deps, operator, secretTries);
  mountRoutes(
    api,
    [
      ...apiRoutes(),
      ...(operator ? [] : authRoutes(deps, secretTries)),
      ...serviceRoutes(),
      ...bucketListRoutes(),
      ...bucketSettingsRoutes(),
      ...bucketEventRoutes(),
      ...bucketReplicationRoutes(),
      ...bucketLifecycleRoutes(),
      ...objectTransferRoutes(deps),
      ...objectListRoutes(),
      ...objectDetailsRoutes(deps),
      ...accountRoutes(deps, secretTries),
      ...userRoutes(),
      ...groupRoutes(),
      ...serviceAccountRoutes(deps),
      ...policyRoutes(),
      ...ldapRoutes(),
      ...monitoringRoutes(deps),
      ...metricsRoutes(deps),
      // Site replication and KMS
      ...siteReplicationRoutes(),
      ...kmsRoutes(),
      ...idpRoutes(),
      // Tiers
      ...tierRoutes(),
      // Configurations
      ...configRoutes(),
      // Notification endpoints
      ...notificationEndpointRoutes(),
      // Audit log
      ...auditRoutes(deps, auditLog),
      // Support
      ...supportRoutes(deps),
      ...healthRoutes(deps),
    ],
    requireSession(deps),
  );
  api.all('*', (c) => {
    throw new ConsoleError(404, `${c.req.method} ${c.req.path} is not an API operation`);
  });
  mountAuditReceiver(app, auditLog);
  app.route('/api/v1', api);
  if (operator) mountHop(app, deps, operator);

  const streams = new Hono<SessionEnv>();
  streams.use(sameOriginStreams);
  const sessionAlive = (claims: SessionClaims) => isSessionLive(deps, claims);
  mountRoutes(
    streams,
    [...monitoringStreams(sessionAlive), ...healthStreams(sessionAlive), ...watchStreams(deps, sessionAlive)],
    requireSession(deps),
  );
  streams.all('*', (c) => {
    throw new ConsoleError(404, `${c.req.path} is not a stream`);
  });
  app.route('/ws', streams);

  const files = inBinary() ? embeddedAppFiles : directoryFiles(deps.config.staticDir);
  serveApp(app, { files, subPath: deps.config.subPath });
  sendNodeBodies(app);
  return app;
}
