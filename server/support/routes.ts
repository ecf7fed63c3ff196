import * as support from '../../src/contract/support.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import * as calls from './calls.ts';

/** SUBNET registration, call home, profiling and the releases list. */
export function supportRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const subnet = calls.subnetService(deps.config);
  return [
    serve(support.subnetRegistration, (_, c) => calls.subnetRegistration(c.get('admin'))),
    serve(support.subnetRegistrationToken, (_, c) =>
      calls.subnetRegistrationToken(c.get('admin'), deps.config.subnetUrl),
    ),
    serve(support.subnetSetApiKey, ({ body }, c) => calls.setSubnetApiKey(c.get('admin'), body.apiKey)),
    serve(support.subnetLogin, ({ body }, c) => calls.subnetLogin(c.get('admin'), subnet, body)),
    serve(support.subnetLoginMfa, ({ body }) => calls.subnetLoginMfa(subnet, body)),
    serve(support.subnetApiKey, ({ query }) => calls.subnetApiKey(subnet, query.token)),
    serve(support.subnetRegister, ({ body }, c) => calls.subnetRegister(c.get('admin'), subnet, body)),
    serve(support.getCallHome, (_, c) => calls.getCallHome(c.get('admin'))),
    serve(support.setCallHome, ({ body }, c) =>
      calls.setCallHome(c.get('admin'), deps.config.subnetUrl, body),
    ),
    serve(support.profilingStart, ({ body }, c) => calls.profilingStart(c.get('admin'), body.type)),
    serve(support.profilingStop, (_, c) => calls.profilingStop(c.get('admin'), c.req.raw.signal)),
    serve(support.listReleases, ({ query }) => calls.listReleases(calls.releaseService(deps.config), query)),
  ];
}
