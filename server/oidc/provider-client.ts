import { z } from 'zod';
import type { OpenIdProvider } from './config.ts';

/** What the console needs of a provider's discovery document. */
const discoverySchema = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url({ protocol: /^https?$/ }),
  token_endpoint: z.url({ protocol: /^https?$/ }),
});
export type Discovery = z.infer<typeof discoverySchema>;

const tokenAnswerSchema = z.object({
  id_token: z.string().min(1).max(16_384),
  refresh_token: z.string().max(4096).optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

const errorAnswerSchema = z.object({
  error: z.string().max(256),
  error_description: z.string().max(1024).optional(),
});

/** The provider could not be asked: no answer, or one that is not a discovery document or token answer. */
export class ProviderUnreachableError extends Error {
  override name = 'ProviderUnreachableError';
}

/** The provider refused the call, with its OAuth error code and description. */
export class ProviderRefusalError extends Error {
  override name = 'ProviderRefusalError';
  constructor(
    readonly code: string,
    readonly description: string | undefined,
  ) {
    super(description ? `${code}: ${description}` : code);
  }
}

const TIMEOUT_MS = 5_000;
/** Discovery documents and token answers are a few KiB; anything much larger is not one. */
const MAX_ANSWER_BYTES = 256 * 1024;

async function readJson(response: Response, what: string): Promise<unknown> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_ANSWER_BYTES) throw new ProviderUnreachableError(`${what}: the answer is too large`);
  const text = await response.text();
  if (text.length > MAX_ANSWER_BYTES) throw new ProviderUnreachableError(`${what}: the answer is too large`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderUnreachableError(`${what}: the answer (HTTP ${response.status}) is not JSON`);
  }
}

async function callProvider(what: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : '';
    throw new ProviderUnreachableError(`${what}: ${reason || 'no answer'}`, { cause: error });
  }
}

/** GET the provider's discovery document. */
export async function fetchDiscovery(provider: OpenIdProvider): Promise<Discovery> {
  const what = `The discovery document of the OpenID provider "${provider.name}"`;
  const response = await callProvider(what, provider.configUrl, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ProviderUnreachableError(`${what}: HTTP ${response.status}`);
  const parsed = discoverySchema.safeParse(await readJson(response, what));
  if (!parsed.success) throw new ProviderUnreachableError(`${what} lacks its issuer or endpoints`);
  return parsed.data;
}

/** OAuth's client_secret_basic: both halves form-encoded before they are joined. */
const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;

export interface CodeExchange {
  code: string;
  codeVerifier: string;
}

/** POST the authorization code and its PKCE verifier to the token endpoint; the answer holds the ID token. */
export async function exchangeCode(
  provider: OpenIdProvider,
  discovery: Discovery,
  exchange: CodeExchange,
): Promise<TokenAnswer> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: provider.redirectUri,
    code_verifier: exchange.codeVerifier,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'application/json',
  };
  if (provider.clientSecret) headers.authorization = basicAuth(provider.clientId, provider.clientSecret);
  else form.set('client_id', provider.clientId);
  const what = `The token endpoint of the OpenID provider "${provider.name}"`;
  const response = await callProvider(what, discovery.token_endpoint, {
    method: 'POST',
    headers,
    body: form.toString(),
  });
  const answer = await readJson(response, what);
  if (!response.ok) {
    const refusal = errorAnswerSchema.safeParse(answer);
    if (refusal.success) throw new ProviderRefusalError(refusal.data.error, refusal.data.error_description);
    throw new ProviderUnreachableError(`${what}: HTTP ${response.status}`);
  }
  const parsed = tokenAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new ProviderUnreachableError(`${what} answered without an ID token`);
  return parsed.data;
}
