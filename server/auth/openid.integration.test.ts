import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginDetails } from '../../src/contract/auth.ts';
import {
  OAUTH_CODE_REFUSED,
  OAUTH_STATE_REFUSED,
  oauthUnknownProvider,
} from '../../src/contract/login-refusal.ts';
import { FEATURE } from '../../src/contract/session.ts';
import { type InProcessConsole, inProcessConsole } from '../test-support/console-app.ts';
import {
  consoleOpenIdEnv,
  minioOpenIdEnv,
  type OidcUser,
  roleArnFrom,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../test-support/oidc-provider.ts';
import { type OwnMinio, startOwnMinio } from '../test-support/own-minio.ts';

// The authorization code flow against a real OpenID provider and a MinIO of its own that trusts it: claim-based
// policies on the default configuration, a role policy (readonly) on the one named ROLE.

const PROVIDER_PORT = 9820;
const MINIO_PORT = 9822;
const CALLBACK = 'http://127.0.0.1:9824/oauth_callback';
const CLAIMS = 'Test provider';
const ROLE = 'Test provider (read-only role)';

let provider: TestOidcProvider;
let own: OwnMinio;
let server: InProcessConsole;

beforeAll(async () => {
  provider = await startOidcProvider(PROVIDER_PORT, [CALLBACK]);
  // MinIO reads the provider's discovery document at start-up, so the provider comes first.
  own = await startOwnMinio('oidc', MINIO_PORT, minioOpenIdEnv(provider, CALLBACK));
  const roleArn = roleArnFrom(own.mc.run(['idp', 'openid', 'info', own.mc.alias, 'ROLE']));
  server = inProcessConsole(own.minio.endpoint, consoleOpenIdEnv(provider, CALLBACK, roleArn));
}, 120_000);

afterAll(async () => {
  server?.dispose();
  await own?.dispose();
  await provider?.stop();
});

const cookiePair = (response: Response, name: RegExp) =>
  response.headers
    .getSetCookie()
    .find((line) => name.test(line))
    ?.split(';')[0];

interface Started {
  /** The browser's login cookie (`name=value`). */
  loginCookie: string;
  redirect: string;
}

/** GET /login as a browser does, and the redirect rule labelled `displayName`. */
async function startLogin(displayName: string): Promise<Started> {
  const response = await server.request('/api/v1/login');
  const details = (await response.json()) as LoginDetails;
  const rule = details.redirectRules?.find((candidate) => candidate.displayName === displayName);
  const loginCookie = cookiePair(response, /^oidc-login=/);
  if (!rule?.redirect || !loginCookie) throw new Error(`No redirect rule "${displayName}"`);
  return { loginCookie, redirect: rule.redirect };
}

async function callback(body: Record<string, string>, cookie: string) {
  const response = await server.request('/api/v1/login/oauth2/auth', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { response, status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The whole flow: the console's link, the provider's pages, the callback; returns the session cookie. */
async function logIn(displayName: string, user: OidcUser) {
  const started = await startLogin(displayName);
  const back = await signInAtProvider(started.redirect, user);
  const code = back.searchParams.get('code') ?? '';
  const state = back.searchParams.get('state') ?? '';
  const answer = await callback({ code, state }, started.loginCookie);
  return { ...answer, code, state, started, session: cookiePair(answer.response, /^token=/) };
}

async function api(cookie: string, method: string, path: string, body?: unknown) {
  const response = await server.request(`/api/v1${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

describe('GET /login with two OpenID providers', () => {
  it('offers a redirect to each, with state, nonce and an S256 PKCE challenge', async () => {
    const response = await server.request('/api/v1/login');
    const details = (await response.json()) as LoginDetails;
    expect(details.loginStrategy).toBe('redirect');
    expect(details.redirectRules?.map((rule) => rule.displayName).sort()).toEqual([CLAIMS, ROLE]);
    for (const rule of details.redirectRules ?? []) {
      const url = new URL(rule.redirect ?? '');
      expect(url.origin + url.pathname).toBe(`${provider.issuer}/auth`);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        response_type: 'code',
        redirect_uri: CALLBACK,
        scope: 'openid profile',
        code_challenge_method: 'S256',
        state: expect.any(String),
        nonce: expect.any(String),
        code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      });
    }
    expect(response.headers.get('set-cookie')).toMatch(/oidc-login=.*HttpOnly/i);
  });
});

describe('a login through the provider', () => {
  it.each([
    { via: CLAIMS, user: 'alice', policy: 'readwrite (its policy claim)', canWrite: true },
    { via: ROLE, user: 'bob', policy: 'readonly (the role policy)', canWrite: false },
  ] as const)('$user via "$via" gets a session with $policy', async ({ via, user, canWrite }) => {
    const login = await logIn(via, user);
    expect(login.status).toBe(204);
    const session = login.session ?? '';
    const check = await api(session, 'GET', '/session');
    expect(check.body.features).toEqual(expect.arrayContaining([FEATURE.oidcIdp, FEATURE.externalIdp]));

    const bucket = `oidc-${user}-${Date.now()}`;
    const made = await api(session, 'POST', '/buckets', { name: bucket });
    expect(made.status).toBe(canWrite ? 200 : 403);
    const listed = own.mc.run(['ls', own.mc.alias]);
    if (canWrite) expect(listed).toContain(bucket);
    else expect(listed).not.toContain(bucket);
    expect((await api(session, 'GET', '/buckets')).status).toBe(200);
  });

  it('ends at logout: the cookie no longer opens a session', async () => {
    const { session = '' } = await logIn(CLAIMS, 'alice');
    expect((await api(session, 'POST', '/logout', {})).status).toBe(200);
    expect((await api(session, 'GET', '/session')).status).toBe(401);
  });
});

describe('a login that fails', () => {
  it('comes back with access_denied when the user cancels the consent', async () => {
    const started = await startLogin(CLAIMS);
    const back = await signInAtProvider(started.redirect, 'alice', 'deny');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
  });

  it('refuses a replayed state', async () => {
    const first = await logIn(CLAIMS, 'alice');
    expect(first.status).toBe(204);
    const again = await callback({ code: first.code, state: first.state }, first.started.loginCookie);
    expect(again.status).toBe(OAUTH_STATE_REFUSED.status);
    expect(again.body.message).toBe(OAUTH_STATE_REFUSED.message);
    expect(again.body.detailedMessage).toMatch(/already used/);
  });

  it.each([
    {
      name: 'a state signed for another provider',
      tamper: (state: string) => {
        const envelope = JSON.parse(Buffer.from(state, 'base64url').toString());
        return Buffer.from(JSON.stringify({ ...envelope, idp_name: 'ROLE' })).toString('base64url');
      },
      cookie: (started: Started) => started.loginCookie,
      detail: /not issued by this console/,
    },
    {
      name: 'a state from another browser',
      tamper: (state: string) => state,
      cookie: () => '',
      detail: /another browser/,
    },
  ])('refuses $name', async ({ tamper, cookie, detail }) => {
    const started = await startLogin(CLAIMS);
    const back = await signInAtProvider(started.redirect, 'alice');
    const answer = await callback(
      { code: back.searchParams.get('code') ?? '', state: tamper(back.searchParams.get('state') ?? '') },
      cookie(started),
    );
    expect(answer.status).toBe(OAUTH_STATE_REFUSED.status);
    expect(answer.body.detailedMessage).toMatch(detail);
  });

  it('refuses a state naming a provider the console does not have', async () => {
    const started = await startLogin(CLAIMS);
    const state = Buffer.from(JSON.stringify({ state: 'x.1.y', idp_name: 'elsewhere' })).toString(
      'base64url',
    );
    const answer = await callback({ code: 'code', state }, started.loginCookie);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(oauthUnknownProvider('elsewhere').message);
  });

  it('reports an expired code', async () => {
    const started = await startLogin(CLAIMS);
    const back = await signInAtProvider(started.redirect, 'late');
    await sleep(2_500);
    const answer = await callback(
      { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' },
      started.loginCookie,
    );
    expect(answer.status).toBe(OAUTH_CODE_REFUSED.status);
    expect(answer.body.message).toBe(OAUTH_CODE_REFUSED.message);
  });

  it.each([
    { user: 'carol', why: 'a policy claim naming no policy of MinIO', minio: /None of the given policies/ },
    { user: 'bob', why: 'no policy claim', minio: /policy claim missing/ },
  ] as const)("shows MinIO's refusal of $user's token ($why)", async ({ user, minio }) => {
    const login = await logIn(CLAIMS, user);
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/^MinIO refused the single sign-on: /);
    expect(login.body.message).toMatch(minio);
    expect(login.session).toBeUndefined();
  });
});
