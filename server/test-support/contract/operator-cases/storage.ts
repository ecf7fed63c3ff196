import * as storage from '../../../../src/contract/operator/storage.ts';
import { type OperatorAreaCases, operatorRefusals, otherOperatorCase } from '../operator-case.ts';

/** The test cluster has no DirectPV: both targets must say so. */
export const operatorStorageCases: OperatorAreaCases = (fixture) =>
  [storage.getDirectPVDriveList, storage.getDirectPVVolumeList].flatMap((endpoint) => [
    otherOperatorCase(
      endpoint,
      'DirectPV is not installed',
      { query: { nodes: 'kwok-node-0' } },
      {
        status: 404,
        message: storage.DIRECTPV_NOT_INSTALLED,
      },
    ),
    otherOperatorCase(
      endpoint,
      'a list that is not of names',
      { query: { drives: 'a b' } },
      {
        status: 400,
        message: 'Invalid request',
      },
    ),
    ...operatorRefusals(endpoint, {}, fixture),
  ]);
