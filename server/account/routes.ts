import * as account from '../../src/contract/account.ts';
import type { LoginThrottle } from '../auth/throttle.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { changeOwnPassword, changeUserPassword } from './calls.ts';

/** Secret keys: the session user's own, and other users'. */
export function accountRoutes(deps: ServerDeps, secretTries: LoginThrottle): Route<SessionEnv>[] {
  return [
    serve(account.accountChangePassword, ({ body }, c) =>
      changeOwnPassword(c, deps, secretTries, c.get('session'), body),
    ),
    serve(account.changeUserPassword, ({ body }, c) => changeUserPassword(c.get('admin'), body)),
  ];
}
