import * as pods from '../../../src/contract/operator/pods.ts';
import { type Route, serve } from '../../http/serve.ts';
import type { OperatorEnv } from '../session.ts';
import { describePod, podEvents, podLogs, tenantEvents, tenantPods } from './calls.ts';

/** A tenant's pods, their logs and description, and the events of both. */
export function podRoutes(): Route<OperatorEnv>[] {
  return [
    serve(pods.getTenantPods, ({ params }, c) => tenantPods(c.get('kube'), params.namespace, params.tenant)),
    serve(pods.getPodLogs, ({ params }, c) =>
      podLogs(c.get('kube'), params.namespace, params.tenant, params.podName),
    ),
    serve(pods.getPodEvents, ({ params }, c) =>
      podEvents(c.get('kube'), params.namespace, params.tenant, params.podName),
    ),
    serve(pods.describePod, ({ params }, c) =>
      describePod(c.get('kube'), params.namespace, params.tenant, params.podName),
    ),
    serve(pods.getTenantEvents, ({ params }, c) =>
      tenantEvents(c.get('kube'), params.namespace, params.tenant),
    ),
  ];
}
