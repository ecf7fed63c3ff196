import type { Hono } from 'hono';
import type { LoginThrottle } from '../auth/throttle.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { mountRoutes } from '../http/serve.ts';
import { clusterRoutes } from './cluster/routes.ts';
import type { OperatorConfig } from './config.ts';
import { kubeTransport } from './kube-request.ts';
import { podRoutes } from './pods/routes.ts';
import { pvcRoutes } from './pvcs/routes.ts';
import { securityRoutes } from './security/routes.ts';
import { type OperatorEnv, operatorAuthRoutes, requireOperatorSession } from './session.ts';
import { storageRoutes } from './storage/routes.ts';
import { tenantSettingsRoutes } from './tenant-settings/routes.ts';
import { tenantRoutes } from './tenants/routes.ts';

/** Operator mode's API: its login and session, tenants, pods, claims, the cluster and DirectPV. */
export function mountOperatorRoutes(
  api: Hono<SessionEnv>,
  deps: ServerDeps,
  config: OperatorConfig,
  secretTries: LoginThrottle,
): void {
  const send = kubeTransport(config);
  mountRoutes(
    // The API router's variables are the MinIO session's; operator routes set and read their own.
    api as unknown as Hono<OperatorEnv>,
    [
      ...operatorAuthRoutes(deps, send, secretTries),
      ...tenantRoutes(),
      ...tenantSettingsRoutes(),
      ...podRoutes(),
      ...pvcRoutes(),
      ...clusterRoutes(),
      ...storageRoutes(),
      ...securityRoutes(),
    ],
    requireOperatorSession(deps, send),
  );
}
