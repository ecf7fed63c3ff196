import { describeApi } from '../../../../src/contract/api.ts';
import { restartService } from '../../../../src/contract/service.ts';
import { type AreaCases, standardRefusals } from '../case.ts';

/**
 * Restarting the shared MinIO is never done here: every restart case is sent by the read-only user or without
 * a session, so even a request that passed every check would be refused.
 */
export const serviceCases: AreaCases = (fixture) => [
  ...standardRefusals(restartService, { body: {} }, fixture).map((testCase) => ({
    ...testCase,
    as: testCase.as ?? ('readonly' as const),
  })),
  {
    endpoint: restartService,
    name: 'a user without admin:ServiceRestart',
    kind: 'other',
    as: 'readonly',
    request: { declared: { body: {} } },
    expect: { status: 403 },
  },
  {
    endpoint: restartService,
    name: 'a body with unknown fields',
    kind: 'other',
    as: 'readonly',
    request: { declared: { body: { now: true } } },
    expect: { status: 400, message: 'Invalid request' },
  },
];

export const apiCases: AreaCases = () => [
  {
    endpoint: describeApi,
    name: 'the API description, without a session',
    kind: 'success',
    as: 'none',
    request: { declared: {} },
    expect: {
      status: 200,
      fields: ['info.title', 'paths./service/restart.post.operationId'],
      values: { openapi: '3.1.0', 'paths./service/restart.post.operationId': 'RestartService' },
    },
  },
];
