import { z } from 'zod';
import type { LoginDetails, OAuthCallbackRequest } from '../../src/contract/auth.ts';
import {
  OAUTH_CODE_REFUSED,
  OAUTH_NOT_CONFIGURED,
  OAUTH_PROVIDER_UNREACHABLE,
  OAUTH_STATE_REFUSED,
  OAUTH_TOKEN_MISMATCH,
  oauthMinioRefusal,
  oauthUnknownProvider,
} from '../../src/contract/login-refusal.ts';
import type { ConsoleConfig } from '../config.ts';
import { ConsoleError } from '../http/errors.ts';
import { MinioApiError } from '../minio/errors.ts';
import { assumeRoleWithWebIdentity } from '../minio/sts.ts';
import { newSessionId, type SessionDraft, withTemporaryCredentials } from '../session/cookie.ts';
import { type OpenIdProvider, serviceTypeOf } from './config.ts';
import { LoginStateError, LoginStates } from './login-state.ts';
import {
  type Discovery,
  exchangeCode,
  fetchDiscovery,
  ProviderRefusalError,
  ProviderUnreachableError,
} from './provider-client.ts';

/** A fetched discovery document is reused this long; a failed fetch is retried after the shorter time. */
const DISCOVERY_TTL_MS = 5 * 60_000;
const DISCOVERY_RETRY_MS = 10_000;

const idTokenClaimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  sub: z.string().max(256),
  preferred_username: z.string().max(256).optional(),
  email: z.string().max(256).optional(),
});
type IdTokenClaims = z.infer<typeof idTokenClaimsSchema>;

const refused = (answer: { status: number; message: string; detailedMessage?: string }, detail?: string) =>
  new ConsoleError(answer.status, answer.message, detail ?? answer.detailedMessage);

/** The claims of a JWT, unchecked: MinIO checks the signature when it is given the token. */
function idTokenClaims(idToken: string): IdTokenClaims | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims = idTokenClaimsSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    return claims.success ? claims.data : null;
  } catch {
    return null;
  }
}

/** Whether the ID token was issued to this console for this very login. */
function isTokenForLogin(
  claims: IdTokenClaims,
  provider: OpenIdProvider,
  discovery: Discovery,
  nonce: string,
) {
  const audiences = typeof claims.aud === 'string' ? [claims.aud] : claims.aud;
  return (
    claims.nonce === nonce &&
    audiences.includes(provider.clientId) &&
    claims.iss === discovery.issuer &&
    claims.exp * 1000 > Date.now()
  );
}

/** Caches each provider's discovery document briefly, so GET /login does not wait on every provider every time. */
class DiscoveryCache {
  private readonly entries = new Map<string, { until: number; answer: Promise<Discovery | null> }>();

  get(provider: OpenIdProvider): Promise<Discovery | null> {
    const cached = this.entries.get(provider.name);
    if (cached && cached.until > Date.now()) return cached.answer;
    const entry = { until: Date.now() + DISCOVERY_TTL_MS, answer: Promise.resolve<Discovery | null>(null) };
    entry.answer = fetchDiscovery(provider).catch((error: unknown) => {
      console.warn(`OpenID login: ${(error as Error).message}`);
      entry.until = Date.now() + DISCOVERY_RETRY_MS;
      return null;
    });
    this.entries.set(provider.name, entry);
    return entry.answer;
  }
}

/**
 * Logins through the OpenID providers of the console's settings: the authorization code flow with PKCE, whose
 * ID token MinIO turns into the session's credentials (AssumeRoleWithWebIdentity).
 */
export class OpenIdLogin {
  private readonly discoveries = new DiscoveryCache();
  private readonly states: LoginStates;

  constructor(
    private readonly config: ConsoleConfig,
    sessionKey: Buffer,
  ) {
    this.states = new LoginStates(sessionKey);
  }

  get configured(): boolean {
    return this.config.openIdProviders.length > 0;
  }

  /** The browser's login cookie value, kept or new. */
  loginCookie(current: string | undefined): string {
    return this.states.cookieFor(current);
  }

  /** One redirect rule per provider whose discovery document could be fetched. */
  async loginDetails(cookie: string): Promise<LoginDetails> {
    const rules = await Promise.all(
      this.config.openIdProviders.map(async (provider) => {
        const discovery = await this.discoveries.get(provider);
        if (!discovery) return null;
        return {
          redirect: this.authorizationUrl(provider, discovery, cookie),
          displayName: provider.displayName,
          serviceType: serviceTypeOf(provider),
        };
      }),
    );
    const redirectRules = rules.filter((rule) => rule !== null);
    return {
      loginStrategy: redirectRules.length > 0 ? 'redirect' : 'form',
      redirectRules,
      isK8S: false,
      animatedLogin: false,
    };
  }

  private authorizationUrl(provider: OpenIdProvider, discovery: Discovery, cookie: string): string {
    const { state, secrets } = this.states.begin(cookie, provider.name);
    const url = new URL(discovery.authorization_endpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('redirect_uri', provider.redirectUri);
    url.searchParams.set('scope', provider.scopes.join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('nonce', secrets.nonce);
    url.searchParams.set('code_challenge', secrets.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /** The session a callback's code and state log in to, or a clear refusal. */
  async complete(request: OAuthCallbackRequest, cookie: string | undefined): Promise<SessionDraft> {
    if (!this.configured) throw refused(OAUTH_NOT_CONFIGURED);
    const name = this.states.providerOf(request.state);
    if (name === null) throw refused(OAUTH_STATE_REFUSED);
    const provider = this.config.openIdProviders.find((candidate) => candidate.name === name);
    if (!provider) throw refused(oauthUnknownProvider(name));
    let attempt: ReturnType<LoginStates['consume']>;
    try {
      attempt = this.states.consume(request.state, cookie);
    } catch (error) {
      if (error instanceof LoginStateError)
        throw refused(OAUTH_STATE_REFUSED, `${error.message}. ${OAUTH_STATE_REFUSED.detailedMessage}`);
      throw error;
    }
    const discovery = await this.discoveries.get(provider);
    if (!discovery) throw refused(OAUTH_PROVIDER_UNREACHABLE);
    const secrets = this.states.secretsOf(attempt);
    const idToken = await this.idTokenFor(provider, discovery, request.code, secrets.codeVerifier);
    const claims = idTokenClaims(idToken);
    if (!claims || !isTokenForLogin(claims, provider, discovery, secrets.nonce))
      throw refused(OAUTH_TOKEN_MISMATCH);
    return this.sessionFor(provider, idToken, claims);
  }

  private async idTokenFor(
    provider: OpenIdProvider,
    discovery: Discovery,
    code: string,
    codeVerifier: string,
  ) {
    try {
      return (await exchangeCode(provider, discovery, { code, codeVerifier })).id_token;
    } catch (error) {
      if (error instanceof ProviderRefusalError) throw refused(OAUTH_CODE_REFUSED, error.message);
      if (error instanceof ProviderUnreachableError) throw refused(OAUTH_PROVIDER_UNREACHABLE, error.message);
      throw error;
    }
  }

  private async sessionFor(
    provider: OpenIdProvider,
    idToken: string,
    claims: IdTokenClaims,
  ): Promise<SessionDraft> {
    const { sessionSeconds, minioServer } = this.config;
    const sessionId = newSessionId();
    try {
      const credentials = await assumeRoleWithWebIdentity({
        endpoint: minioServer,
        webIdentityToken: idToken,
        durationSeconds: sessionSeconds,
        roleArn: provider.roleArn,
        tokenRevokeType: `console-${sessionId}`,
      });
      const now = Math.floor(Date.now() / 1000);
      const base = {
        sessionId,
        accountAccessKey: claims.preferred_username ?? claims.email ?? claims.sub,
        selfRevocable: true,
        openIdProvider: provider.name,
        expiresAt: now + sessionSeconds,
      };
      return withTemporaryCredentials(base, credentials);
    } catch (error) {
      if (error instanceof MinioApiError && error.status >= 400 && error.status < 500)
        throw refused(oauthMinioRefusal(error.message));
      throw error;
    }
  }
}
