import * as cluster from '../../../src/contract/operator/cluster.ts';
import { type Route, serve } from '../../http/serve.ts';
import { checkedErasureSet } from '../parity.ts';
import type { OperatorEnv } from '../session.ts';
import { clusterAllocatableResources, maxAllocatableMemory, nodeLabels } from './calls.ts';

/** What the cluster offers a new tenant. */
export function clusterRoutes(): Route<OperatorEnv>[] {
  return [
    serve(cluster.getParity, ({ params }) => checkedErasureSet(params.nodes, params.disksPerNode).parities),
    serve(cluster.getMaxAllocatableMem, ({ query }, c) =>
      maxAllocatableMemory(c.get('kube'), query.num_nodes),
    ),
    serve(cluster.getAllocatableResources, ({ query }, c) =>
      clusterAllocatableResources(c.get('kube'), query.num_nodes),
    ),
    serve(cluster.listNodeLabels, (_, c) => nodeLabels(c.get('kube'))),
  ];
}
