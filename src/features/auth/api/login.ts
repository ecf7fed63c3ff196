import { useEffect, useState } from 'react';
import { type LoginDetails, type LoginRequest, login, loginDetail } from '@/contract/auth';
import { type LoginOperatorRequest, loginOperator } from '@/contract/operator/login';
import { call } from '@/lib/api/client';
import { setLoggedInFlag } from '@/lib/auth/logged-in-flag';

/*
 * The login form's reads and writes go without react-query: /login opened by its URL shows the form before
 * the console's data layer has loaded.
 */

/** How to log in, once the server has said; the form shows meanwhile, and without it if the server cannot say. */
export function useLoginDetails(): LoginDetails | undefined {
  const [details, setDetails] = useState<LoginDetails>();
  useEffect(() => {
    const controller = new AbortController();
    call(loginDetail, {}, controller.signal).then(setDetails, () => undefined);
    return () => controller.abort();
  }, []);
  return details;
}

/** Logs in with access and secret keys; a refusal is thrown. */
export async function logIn(keys: LoginRequest): Promise<void> {
  await call(login, { body: keys });
  setLoggedInFlag();
}

/** Logs in to operator mode with a service account's token; a refusal is thrown. */
export async function logInWithToken(token: LoginOperatorRequest): Promise<void> {
  await call(loginOperator, { body: token });
  setLoggedInFlag();
}
