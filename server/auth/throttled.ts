import type { Context } from 'hono';
import { LOGIN_THROTTLED, throttledDetail } from '../../src/contract/login-refusal.ts';
import type { ServerDeps } from '../context.ts';
import { ConsoleError } from '../http/errors.ts';
import { clientAddress } from '../http/origin.ts';
import type { LoginThrottle } from './throttle.ts';

/**
 * Runs `attempt`, a try of `accessKey`'s secret (a login, a password change), unless the client or the key has
 * failed too often lately. A failed attempt stays counted; one that succeeds clears the key's count.
 */
export async function throttled<T>(
  c: Context,
  deps: ServerDeps,
  throttle: LoginThrottle,
  accessKey: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const client = clientAddress(c, deps.config);
  const wait = throttle.begin(client, accessKey);
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new ConsoleError(LOGIN_THROTTLED.status, LOGIN_THROTTLED.message, throttledDetail(wait));
  }
  const result = await attempt();
  throttle.succeeded(client, accessKey);
  return result;
}
