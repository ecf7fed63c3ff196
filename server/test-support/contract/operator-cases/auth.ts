import { loginOperator } from '../../../../src/contract/operator/login.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase } from '../operator-case.ts';

export const operatorAuthCases: OperatorAreaCases = (fixture) => [
  ...operatorCases(loginOperator, fixture, {
    request: { body: { jwt: 'a.placeholder.token' } },
    forTarget: async (target) => ({ declared: { body: { jwt: target.adminToken } } }),
  }),
  otherOperatorCase(
    loginOperator,
    'a token Kubernetes does not accept',
    { body: { jwt: 'not.a-token.at-all' } },
    {
      status: 401,
      message: 'invalid login',
    },
  ),
  otherOperatorCase(
    loginOperator,
    'an empty token',
    { body: { jwt: '' } },
    {
      status: 400,
      message: 'Invalid request',
    },
  ),
];
