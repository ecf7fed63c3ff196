import { healStream } from '../../src/contract/heal.ts';
import { INSPECT_MESSAGES, inspect } from '../../src/contract/inspect.ts';
import * as monitoring from '../../src/contract/monitoring.ts';
import { traceStream } from '../../src/contract/trace.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { type Route, serve } from '../http/serve.ts';
import { dashboardStatus } from '../prometheus/calls.ts';
import { type SessionCheck, stream } from '../ws/stream.ts';
import { adminInfo, consoleLog, filteredTrace, listNodes } from './calls.ts';
import { healProgress } from './heal.ts';
import { inspectDownload } from './inspect.ts';

export function monitoringRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  return [
    serve(monitoring.listNodes, (_, c) => listNodes(c.get('admin'))),
    serve(monitoring.adminInfo, async ({ query }, c) => {
      // defaultOnly: MinIO's own report alone, without asking Prometheus.
      const [info, dashboard] = await Promise.all([
        adminInfo(c.get('admin')),
        query.defaultOnly ? undefined : dashboardStatus(deps.config.prometheus, c.req.raw.signal),
      ]);
      return { ...info, ...dashboard };
    }),
    serve(inspect, ({ query }, c) => {
      if (query.encrypt) throw new ConsoleError(400, INSPECT_MESSAGES.noSupportKey);
      return inspectDownload(c.get('admin'), query.volume, query.file, c.req.raw.signal);
    }),
  ];
}

/** The live trace of the calls the servers handle, their log, and a heal's progress. */
export function monitoringStreams(sessionAlive: SessionCheck): Route<SessionEnv>[] {
  return [
    stream(healStream, sessionAlive, ({ params, query }, c, signal) =>
      healProgress(c.get('admin'), { bucket: params.bucket, prefix: query.prefix ?? '' }, query, signal),
    ),
    stream(traceStream, sessionAlive, ({ query }, c, signal) => filteredTrace(c.get('admin'), query, signal)),
    stream(monitoring.consoleLogStream, sessionAlive, ({ query }, c, signal) =>
      consoleLog(c.get('admin'), query, signal),
    ),
  ];
}
