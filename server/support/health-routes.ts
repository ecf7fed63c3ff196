import { downloadHealthReport, healthInfoStream, uploadHealthReport } from '../../src/contract/health.ts';
import { speedtestStream } from '../../src/contract/speedtest.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { type SessionCheck, stream } from '../ws/stream.ts';
import { subnetService } from './calls.ts';
import { healthProgress, healthReportDownload, uploadHealthReport as upload } from './health.ts';
import { speedtestResults } from './speedtest.ts';

/** The health report, to download or to send to SUBNET. */
export function healthRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const subnet = subnetService(deps.config);
  return [
    serve(downloadHealthReport, ({ query }, c) =>
      healthReportDownload(c.get('admin'), query, c.req.raw.signal),
    ),
    serve(uploadHealthReport, ({ query }, c) => upload(c.get('admin'), subnet, query, c.req.raw.signal)),
  ];
}

/** The health-info collection and the performance tests, live. */
export function healthStreams(sessionAlive: SessionCheck): Route<SessionEnv>[] {
  return [
    stream(healthInfoStream, sessionAlive, ({ query }, c, signal) =>
      healthProgress(c.get('admin'), query, signal),
    ),
    stream(speedtestStream, sessionAlive, ({ query }, c, signal) =>
      speedtestResults(c.get('admin'), query, signal),
    ),
  ];
}
