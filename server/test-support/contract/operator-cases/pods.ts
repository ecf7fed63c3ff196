import * as pods from '../../../../src/contract/operator/pods.ts';
import { type OperatorAreaCases, operatorCases } from '../operator-case.ts';

export const operatorPodCases: OperatorAreaCases = (fixture) => {
  const tenant = { namespace: fixture.namespace, tenant: fixture.tenant };
  const pod = { params: { ...tenant, podName: fixture.pod } };
  const missingPod = { ...tenant, podName: `${fixture.tenant}-pool-0-99` };
  return [
    ...operatorCases(pods.getTenantPods, fixture, {
      request: { params: tenant },
      expect: {
        values: { [`[name=${fixture.pod}].status`]: 'Running' },
        fields: ['[].name', '[].timeCreated', '[].node', '[].restarts'],
      },
    }),
    ...operatorCases(pods.getPodLogs, fixture, { request: pod }),
    ...operatorCases(pods.getPodEvents, fixture, { request: pod }),
    ...operatorCases(pods.describePod, fixture, {
      request: pod,
      expect: {
        values: { name: fixture.pod, namespace: fixture.namespace },
        fields: ['nodeName', 'phase', 'containers[].name', 'containers[].image', 'conditions[].type'],
      },
    }),
    {
      endpoint: pods.describePod,
      name: 'a pod the tenant does not have',
      kind: 'other',
      as: 'admin',
      request: { declared: { params: missingPod } },
      expect: { status: 404, message: 'Not found' },
    },
    ...operatorCases(pods.getTenantEvents, fixture, { request: { params: tenant } }),
  ];
};
