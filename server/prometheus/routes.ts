import { widgetDetails } from '../../src/contract/metrics.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import * as calls from './calls.ts';

/** The metrics dashboard's widgets, read from the configured Prometheus. */
export function metricsRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const grants = new calls.ServerInfoGrants();
  return [
    serve(widgetDetails, async ({ params, query }, c) => {
      const signal = c.req.raw.signal;
      await grants.require(c.get('session').sessionId, c.get('admin'), signal);
      return calls.widgetDetails(deps.config.prometheus, params.widgetId, query, signal);
    }),
  ];
}
