import * as support from '../../../../src/contract/support.ts';
import { type AreaCases, type ContractCase, operationCases, otherCase, standardRefusals } from '../case.ts';

const { SUPPORT_MESSAGES } = support;

/** An operation that only SUBNET (or the release service) answers: refused here, for want of a way out. */
const unreachable = (
  endpoint: ContractCase['endpoint'],
  request: { body?: unknown; query?: Record<string, string> },
  message: string,
  fixture: Parameters<AreaCases>[0],
): ContractCase[] => [
  otherCase(
    endpoint,
    'the outside service cannot be reached',
    { declared: request },
    { status: 502, message },
  ),
  ...standardRefusals(endpoint, request, fixture),
];

/**
 * SUBNET registration (offline: the token, the API key pasted back), call home, profiling and releases. The
 * test MinIO keeps the API key stored here, as `mc license register` would.
 */
export const supportCases: AreaCases = (fixture) => [
  ...operationCases(support.subnetRegistrationToken, fixture, {
    request: {},
    expect: { fields: ['regToken', 'registerUrl'] },
  }),
  ...operationCases(support.subnetSetApiKey, fixture, {
    request: { body: { apiKey: '11111111-2222-4333-8444-555555555555' } },
  }),
  otherCase(
    support.subnetSetApiKey,
    'a key that is not a SUBNET key',
    { declared: { body: { apiKey: 'key with spaces' } } },
    { status: 400, message: 'Invalid request' },
  ),
  ...operationCases(support.subnetRegistration, fixture, {
    request: {},
    expect: { values: { registered: true, apiKeySet: true } },
  }),
  ...unreachable(
    support.subnetLogin,
    { body: { username: 'admin@example.net', password: 'secret' } },
    SUPPORT_MESSAGES.subnetUnreachable,
    fixture,
  ),
  otherCase(
    support.subnetLogin,
    'neither a login nor an API key',
    { declared: { body: { username: 'admin@example.net' } } },
    { status: 400 },
  ),
  ...unreachable(
    support.subnetLoginMfa,
    { body: { username: 'admin@example.net', otp: '123456', mfa_token: 'mfa' } },
    SUPPORT_MESSAGES.subnetUnreachable,
    fixture,
  ),
  ...unreachable(
    support.subnetApiKey,
    { query: { token: 'access' } },
    SUPPORT_MESSAGES.subnetUnreachable,
    fixture,
  ),
  ...unreachable(
    support.subnetRegister,
    { body: { token: 'access', account_id: '42' } },
    SUPPORT_MESSAGES.subnetUnreachable,
    fixture,
  ),
  ...operationCases(support.setCallHome, fixture, {
    request: { body: { diagState: true, logsState: false } },
  }),
  ...operationCases(support.getCallHome, fixture, {
    request: {},
    expect: { values: { diagnosticsStatus: true, logsStatus: false } },
  }),
  otherCase(
    support.setCallHome,
    'both off again',
    { declared: { body: { diagState: false, logsState: false } } },
    { status: 204 },
  ),
  ...operationCases(support.profilingStart, fixture, {
    request: { body: { type: 'cpu,goroutines' } },
    expect: { fields: ['total', 'startResults[].nodeName', 'startResults[].success'] },
  }),
  ...operationCases(support.profilingStop, fixture, { request: {} }),
  otherCase(
    support.profilingStop,
    'nothing running',
    { declared: {} },
    { status: 400, message: SUPPORT_MESSAGES.notProfiling },
  ),
  otherCase(
    support.profilingStart,
    'a profile MinIO does not take',
    { declared: { body: { type: 'cpu,cpu' } } },
    { status: 400, message: 'Invalid request' },
  ),
  ...unreachable(
    support.listReleases,
    { query: { repo: 'minio' } },
    SUPPORT_MESSAGES.releasesUnreachable,
    fixture,
  ),
  ...[support.subnetRegistration, support.getCallHome, support.subnetRegistrationToken].map((endpoint) =>
    otherCase(endpoint, 'a user without the admin action', { declared: {} }, { status: 403 }, 'readonly'),
  ),
  otherCase(
    support.profilingStart,
    'a user without the admin action',
    { declared: { body: { type: 'cpu' } } },
    { status: 403 },
    'readonly',
  ),
];
