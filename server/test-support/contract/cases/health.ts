import { downloadHealthReport, uploadHealthReport } from '../../../../src/contract/health.ts';
import { SUPPORT_MESSAGES } from '../../../../src/contract/support.ts';
import { type AreaCases, operationCases, otherCase, standardRefusals } from '../case.ts';

/**
 * The health report: collected and downloaded, or sent to SUBNET. The support cases leave the deployment registered,
 * so an upload gets as far as SUBNET, which the test machine cannot reach.
 */
export const healthCases: AreaCases = (fixture) => [
  ...operationCases(downloadHealthReport, fixture, { request: { query: { deadline: '60' } } }),
  otherCase(
    downloadHealthReport,
    'a deadline out of bounds',
    { declared: { query: { deadline: '5' } } },
    { status: 400, message: 'Invalid request' },
  ),
  otherCase(
    uploadHealthReport,
    'SUBNET cannot be reached',
    { declared: { query: { deadline: '60' } } },
    { status: 502, message: SUPPORT_MESSAGES.subnetUnreachable },
  ),
  ...standardRefusals(uploadHealthReport, {}, fixture),
  ...[downloadHealthReport, uploadHealthReport].map((endpoint) =>
    otherCase(endpoint, 'a user without the admin action', { declared: {} }, { status: 403 }, 'readonly'),
  ),
];
