import * as cluster from '../../../../src/contract/operator/cluster.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase } from '../operator-case.ts';

const GiB = 1024 ** 3;
/** What each of the four nodes offers: 8 cores (7.8 rounded up) and 31 GiB. */
const NODE = { max_allocatable_cpu: 8, max_allocatable_mem: 31 * GiB };

export const operatorClusterCases: OperatorAreaCases = (fixture) => [
  ...operatorCases(
    cluster.getParity,
    fixture,
    {
      request: { params: { nodes: '4', disksPerNode: '2' } },
      expect: { values: { '': ['EC:4', 'EC:3', 'EC:2'] } },
    },
    // Worked out by the console alone: a token without rights may ask.
    { noRights: { status: 200 } },
  ),
  otherOperatorCase(
    cluster.getParity,
    'a shape MinIO refuses',
    { params: { nodes: '17', disksPerNode: '1' } },
    {
      status: 400,
      message: 'Invalid request',
    },
  ),
  ...operatorCases(cluster.getMaxAllocatableMem, fixture, {
    request: { query: { num_nodes: '4' } },
    expect: { values: { max_memory: NODE.max_allocatable_mem } },
  }),
  otherOperatorCase(
    cluster.getMaxAllocatableMem,
    'more nodes than the cluster has',
    { query: { num_nodes: '5' } },
    {
      status: 400,
      message: 'Not enough nodes',
    },
  ),
  ...operatorCases(cluster.getAllocatableResources, fixture, {
    request: { query: { num_nodes: '4' } },
    expect: { values: { cpu_priority: NODE, mem_priority: NODE, min_allocatable_cpu: 8 } },
  }),
  otherOperatorCase(
    cluster.getAllocatableResources,
    'no number of nodes',
    {},
    { status: 400, message: 'Invalid request' },
  ),
  ...operatorCases(cluster.listNodeLabels, fixture, { request: {} }),
];
