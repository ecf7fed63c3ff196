import * as auth from '../../../../src/contract/auth.ts';
import { sessionCheck } from '../../../../src/contract/session.ts';
import { type AreaCases, operationCases, standardRefusals } from '../case.ts';

export const authCases: AreaCases = (fixture) => [
  ...operationCases(auth.loginDetail, fixture, {
    as: 'none',
    request: {},
    expect: { values: { loginStrategy: 'form' } },
  }),
  {
    endpoint: auth.login,
    name: 'the root user',
    kind: 'success',
    as: 'none',
    request: { forTarget: async ({ keys }) => ({ declared: { body: keys.root } }) },
    expect: { status: 204 },
  },
  {
    endpoint: auth.login,
    name: 'a wrong secret key',
    kind: 'other',
    as: 'none',
    request: {
      forTarget: async ({ keys }) => ({
        declared: { body: { accessKey: keys.root.accessKey, secretKey: 'not-the-secret' } },
      }),
    },
    expect: { status: 401 },
  },
  ...standardRefusals(auth.login, { body: { accessKey: 'a', secretKey: 'b' } }, fixture),
  // No identity provider is configured on either target: only the refusals are comparable.
  {
    endpoint: auth.loginOauth2Auth,
    name: 'a callback without an identity provider',
    kind: 'other',
    as: 'none',
    request: { declared: { body: { code: 'code', state: 'state' } } },
    expect: { status: 400 },
  },
  {
    endpoint: auth.loginOauth2Auth,
    name: 'a state longer than any this console issues',
    kind: 'other',
    as: 'none',
    request: { declared: { body: { code: 'code', state: 's'.repeat(auth.MAX_OAUTH_STATE_LENGTH + 1) } } },
    expect: { status: 400 },
  },
  ...standardRefusals(auth.loginOauth2Auth, { body: { code: 'code', state: 'state' } }, fixture),
  // Sent without a session, so the suite's own sessions stay valid.
  ...operationCases(auth.logout, fixture, { as: 'none', request: { body: {} } }),
  ...operationCases(sessionCheck, fixture, {
    request: {},
    expect: { fields: ['permissions', 'features'], values: { status: 'ok' } },
  }),
];
