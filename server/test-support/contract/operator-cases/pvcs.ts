import * as pvcs from '../../../../src/contract/operator/pvcs.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase } from '../operator-case.ts';

export const operatorPvcCases: OperatorAreaCases = (fixture) => {
  const tenant = { namespace: fixture.namespace, tenant: fixture.tenant };
  const first = `data0-${fixture.tenant}-pool-0-0`;
  const claim = `pvcs[name=${first}]`;
  const claims = {
    values: { [`${claim}.namespace`]: fixture.namespace, [`${claim}.tenant`]: fixture.tenant },
    fields: ['pvcs[].name', 'pvcs[].status', 'pvcs[].capacity', 'pvcs[].age'],
  };
  return [
    ...operatorCases(pvcs.listPVCsForTenant, fixture, {
      request: { params: { namespace: fixture.namespace, tenant: fixture.tenant } },
      expect: claims,
    }),
    ...operatorCases(pvcs.listPVCs, fixture, { request: {}, expect: claims }),
    ...operatorCases(pvcs.getPVCDescribe, fixture, {
      request: { params: { ...tenant, PVCName: first } },
      expect: {
        values: {
          name: first,
          namespace: fixture.namespace,
          status: 'Bound',
          accessModes: ['ReadWriteOnce'],
        },
        fields: ['volume', 'capacity', 'labels[].key'],
      },
    }),
    ...operatorCases(pvcs.getPVCEvents, fixture, { request: { params: { ...tenant, PVCName: first } } }),
    otherOperatorCase(
      pvcs.getPVCDescribe,
      'a claim the tenant does not have',
      { params: { ...tenant, PVCName: `data0-${fixture.tenant}-pool-0-99` } },
      { status: 404, message: 'Not found' },
    ),
    // The last server's claim: the real cluster makes it anew, the mocks keep it deleted; no other case reads it.
    ...operatorCases(pvcs.deletePVC, fixture, {
      request: { params: { ...tenant, PVCName: `data0-${fixture.tenant}-pool-0-3` } },
    }),
    otherOperatorCase(
      pvcs.deletePVC,
      'a claim the tenant does not have',
      { params: { ...tenant, PVCName: `data0-${fixture.tenant}-pool-0-99` } },
      { status: 404, message: 'Not found' },
    ),
  ];
};
