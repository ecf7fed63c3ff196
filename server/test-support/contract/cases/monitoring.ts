import { INSPECT_MESSAGES, inspect } from '../../../../src/contract/inspect.ts';
import { adminInfo, listNodes } from '../../../../src/contract/monitoring.ts';
import { type AreaCases, operationCases, otherCase } from '../case.ts';

/** What the server reports of itself (its nodes, servers, drives and usage), and its raw data for support. */
export const monitoringCases: AreaCases = (fixture) => [
  ...operationCases(listNodes, fixture, { request: {} }),
  ...operationCases(adminInfo, fixture, {
    request: {},
    expect: {
      fields: ['servers.0.endpoint', 'servers.0.drives.0.drivePath', 'backend.onlineDrives'],
      values: { advancedMetricsStatus: 'not configured', 'backend.offlineDrives': 0 },
    },
  }),
  ...operationCases(inspect, fixture, { request: { query: { volume: fixture.bucket, file: '*/xl.meta' } } }),
  otherCase(
    inspect,
    'encryption for MinIO support',
    { declared: { query: { volume: fixture.bucket, file: 'a/xl.meta', encrypt: 'true' } } },
    { status: 400, message: INSPECT_MESSAGES.noSupportKey },
  ),
  ...[listNodes, adminInfo, inspect].map((endpoint) =>
    otherCase(
      endpoint,
      'a user without the admin action',
      { declared: endpoint === inspect ? { query: { volume: fixture.bucket, file: 'a/xl.meta' } } : {} },
      { status: 403 },
      'readonly',
    ),
  ),
  otherCase(
    adminInfo,
    'a defaultOnly that is not a boolean',
    { declared: { query: { defaultOnly: 'maybe' } } },
    { status: 400, message: 'Invalid request' },
  ),
];
