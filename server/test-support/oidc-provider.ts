import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

/** The provider's clients: one MinIO reads the policy claim for, one MinIO maps to a role policy (local dev values). */
export const OIDC_CLIENTS = {
  claims: { id: 'console-claims', secret: 'console-claims-dev-secret' },
  role: { id: 'console-role', secret: 'console-role-dev-secret' },
} as const;

/**
 * The provider's users and the `policy` claim of each: alice writes, bob has none (MinIO refuses him unless a
 * role decides), carol names a policy MinIO does not have, and late's login codes expire after a second.
 */
export const OIDC_USERS = {
  alice: 'readwrite',
  bob: undefined,
  carol: 'no-such-policy',
  late: 'readwrite',
} as const satisfies Record<string, string | undefined>;
export type OidcUser = keyof typeof OIDC_USERS;

const SHORT_CODE_SECONDS = 1;

export interface TestOidcProvider {
  issuer: string;
  /** The discovery document, as MinIO and the console are configured with it. */
  discoveryUrl: string;
  stop: () => Promise<void>;
}

function claimsOf(id: string): Record<string, unknown> {
  const policy = OIDC_USERS[id as OidcUser];
  return { sub: id, preferred_username: id, ...(policy ? { policy } : {}) };
}

/** An OpenID provider on 127.0.0.1:`port` with its development login and consent pages, PKCE required. */
export async function startOidcProvider(port: number, redirectUris: string[]): Promise<TestOidcProvider> {
  const issuer = `http://127.0.0.1:${port}`;
  const client = ({ id, secret }: { id: string; secret: string }) => ({
    client_id: id,
    client_secret: secret,
    redirect_uris: redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
  });
  const provider = new Provider(issuer, {
    clients: [client(OIDC_CLIENTS.claims), client(OIDC_CLIENTS.role)],
    findAccount: (_, id) => ({ accountId: id, claims: () => claimsOf(id) }),
    claims: { openid: ['sub', 'policy'], profile: ['preferred_username'] },
    // The ID token then carries the claims of the granted scopes, as MinIO reads them.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: (_, code) => (code.accountId === 'late' ? SHORT_CODE_SECONDS : 60),
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
    },
    cookies: { keys: ['oidc-test-cookie-key'] },
  });
  const server: Server = createServer(provider.callback());
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  const stop = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { issuer, discoveryUrl: `${issuer}/.well-known/openid-configuration`, stop };
}

/** MinIO's environment for the provider: claim-based by default, and a role-policy configuration named ROLE. */
export function minioOpenIdEnv(provider: TestOidcProvider, redirectUri: string): Record<string, string> {
  return {
    MINIO_IDENTITY_OPENID_CONFIG_URL: provider.discoveryUrl,
    MINIO_IDENTITY_OPENID_CLIENT_ID: OIDC_CLIENTS.claims.id,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET: OIDC_CLIENTS.claims.secret,
    MINIO_IDENTITY_OPENID_CLAIM_NAME: 'policy',
    MINIO_IDENTITY_OPENID_REDIRECT_URI: redirectUri,
    MINIO_IDENTITY_OPENID_SCOPES: 'openid,profile',
    MINIO_IDENTITY_OPENID_CONFIG_URL_ROLE: provider.discoveryUrl,
    MINIO_IDENTITY_OPENID_CLIENT_ID_ROLE: OIDC_CLIENTS.role.id,
    MINIO_IDENTITY_OPENID_CLIENT_SECRET_ROLE: OIDC_CLIENTS.role.secret,
    MINIO_IDENTITY_OPENID_ROLE_POLICY_ROLE: 'readonly',
    MINIO_IDENTITY_OPENID_REDIRECT_URI_ROLE: redirectUri,
    MINIO_IDENTITY_OPENID_SCOPES_ROLE: 'openid,profile',
  };
}

/** The console's environment for the same two configurations; `roleArn` as MinIO reports it. */
export function consoleOpenIdEnv(provider: TestOidcProvider, redirectUri: string, roleArn: string) {
  return {
    CONSOLE_IDP_URL: provider.discoveryUrl,
    CONSOLE_IDP_CLIENT_ID: OIDC_CLIENTS.claims.id,
    CONSOLE_IDP_SECRET: OIDC_CLIENTS.claims.secret,
    CONSOLE_IDP_CALLBACK: redirectUri,
    CONSOLE_IDP_SCOPES: 'openid,profile',
    CONSOLE_IDP_DISPLAY_NAME: 'Test provider',
    CONSOLE_IDP_URL_ROLE: provider.discoveryUrl,
    CONSOLE_IDP_CLIENT_ID_ROLE: OIDC_CLIENTS.role.id,
    CONSOLE_IDP_SECRET_ROLE: OIDC_CLIENTS.role.secret,
    CONSOLE_IDP_CALLBACK_ROLE: redirectUri,
    CONSOLE_IDP_SCOPES_ROLE: 'openid,profile',
    CONSOLE_IDP_DISPLAY_NAME_ROLE: 'Test provider (read-only role)',
    CONSOLE_IDP_ROLE_ARN_ROLE: roleArn,
  };
}

/** The role ARN MinIO gives a role-policy configuration: its client ID's SHA-1, base64url, as the role's id. */
export const roleArnOfClient = (clientId: string) =>
  `arn:minio:iam:::role/${createHash('sha1').update(clientId).digest('base64url')}`;

/** The role ARN MinIO prints for the configuration named ROLE (`mc idp openid info <alias> ROLE`). */
export function roleArnFrom(mcInfo: string): string {
  const arn = /arn:minio:iam:[^:\s]*:[^:\s]*:role\/[A-Za-z0-9+=,.@_-]+/.exec(mcInfo)?.[0];
  if (!arn) throw new Error(`MinIO reported no role ARN: ${mcInfo}`);
  return arn;
}

type Jar = Map<string, string>;

function keepCookies(jar: Jar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/**
 * Drives the provider's pages over HTTP as a browser would, from the console's authorization URL: signs in as
 * `user` (any password) and grants, or cancels, the consent. Returns the callback URL the provider sends the
 * browser back to (with `code` and `state`, or `error`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  user: string,
  consent: 'grant' | 'deny' = 'grant',
): Promise<URL> {
  const jar: Jar = new Map();
  const callback = new URL(new URL(authorizationUrl).searchParams.get('redirect_uri') ?? '');
  let next: { url: string; init?: RequestInit } = { url: authorizationUrl };
  for (let step = 0; step < 12; step++) {
    const response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...next.init?.headers, cookie: cookieHeader(jar) },
      signal: AbortSignal.timeout(5_000),
    });
    keepCookies(jar, response);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin === callback.origin && target.pathname === callback.pathname) return target;
      next = { url: target.toString() };
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (response.status !== 200 || !prompt)
      throw new Error(`The provider answered ${response.status}: ${page.slice(0, 500)}`);
    if (prompt === 'consent' && consent === 'deny') {
      next = { url: `${next.url}/abort` };
      continue;
    }
    const form = new URLSearchParams(
      prompt === 'login' ? { prompt, login: user, password: 'any' } : { prompt },
    );
    next = {
      url: next.url,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      },
    };
  }
  throw new Error('The provider did not send the browser back to the console');
}
