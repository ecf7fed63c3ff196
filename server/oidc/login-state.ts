import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** How long a login started at GET /login may take to come back from the provider. */
export const LOGIN_STATE_SECONDS = 600;
/** A browser's login id is reused by GET /login while it is this young, so reloading the page keeps its links. */
const REUSE_SECONDS = LOGIN_STATE_SECONDS / 2;
/** Consumed ids are remembered until they expire; beyond this many the oldest are forgotten first. */
const MAX_CONSUMED = 10_000;
const MAX_STATE_LENGTH = 1024;

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** The `state` parameter: base64 JSON `{state, idp_name}`, `state` being the signed login id. */
const stateEnvelopeSchema = z.object({
  state: z.string().max(MAX_STATE_LENGTH),
  idp_name: z.string().max(64),
});

/** A login begun by one browser (its cookie holds `id`), through one provider. */
export interface LoginAttempt {
  id: string;
  provider: string;
}

/** The secrets of one attempt that only the server can derive: the PKCE verifier and the ID token nonce. */
export interface AttemptSecrets {
  codeVerifier: string;
  codeChallenge: string;
  nonce: string;
}

/** Why a callback's state is refused. */
export class LoginStateError extends Error {
  override name = 'LoginStateError';
}

/**
 * Signs and checks the state of OpenID logins without keeping them on the server: the browser's cookie holds a
 * signed login id, the provider carries the same id signed with the provider's name in `state`, and the PKCE
 * verifier and nonce are derived from the id with the server's key. Only consumed ids are remembered, so a
 * replayed state is refused.
 */
export class LoginStates {
  private readonly key: Buffer;
  private readonly consumed = new Map<string, number>();

  constructor(sessionKey: Buffer) {
    this.key = createHmac('sha256', sessionKey).update('openid-login-state').digest();
  }

  private mac(...parts: string[]): string {
    return b64url(createHmac('sha256', this.key).update(parts.join('\n')).digest().subarray(0, 24));
  }

  private signed(kind: string, id: string, issuedAt: number, provider = ''): string {
    return `${id}.${issuedAt}.${this.mac(kind, id, String(issuedAt), provider)}`;
  }

  /** The id, and when it was issued, of a value `signed(kind, …)` made, or null. */
  private opened(kind: string, value: string, provider = ''): { id: string; issuedAt: number } | null {
    const [id, issuedAtText, mac] = value.split('.');
    const issuedAt = Number(issuedAtText);
    if (!id || !mac || !Number.isSafeInteger(issuedAt)) return null;
    const expected = Buffer.from(this.mac(kind, id, issuedAtText ?? '', provider));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { id, issuedAt } : null;
  }

  /** The browser's cookie value for a new login, or its current one while it is young and unused. */
  cookieFor(current: string | undefined, now = Date.now()): string {
    const held = current ? this.opened('cookie', current) : null;
    const nowSeconds = Math.floor(now / 1000);
    if (
      held &&
      !this.consumed.has(held.id) &&
      nowSeconds - held.issuedAt < REUSE_SECONDS &&
      held.issuedAt <= nowSeconds
    )
      return current as string;
    return this.signed('cookie', b64url(randomBytes(16)), nowSeconds);
  }

  /** The `state` parameter and the secrets of a login through `provider` by the browser holding `cookie`. */
  begin(cookie: string, provider: string): { state: string; secrets: AttemptSecrets } {
    const held = this.opened('cookie', cookie);
    if (!held) throw new Error('A login begins with a cookie this server signed');
    const state = this.signed('state', held.id, held.issuedAt, provider);
    return {
      state: Buffer.from(JSON.stringify({ state, idp_name: provider })).toString('base64url'),
      secrets: this.secretsOf({ id: held.id, provider }),
    };
  }

  secretsOf(attempt: LoginAttempt): AttemptSecrets {
    const codeVerifier = this.mac('pkce', attempt.id, attempt.provider) + this.mac('pkce2', attempt.id);
    return {
      codeVerifier,
      codeChallenge: b64url(createHash('sha256').update(codeVerifier).digest()),
      nonce: this.mac('nonce', attempt.id, attempt.provider),
    };
  }

  /** The provider a callback's state names, before it is checked (to tell an unknown provider apart). */
  providerOf(state: string): string | null {
    return this.envelopeOf(state)?.idp_name ?? null;
  }

  private envelopeOf(state: string) {
    if (state.length > MAX_STATE_LENGTH * 2) return null;
    try {
      const parsed = stateEnvelopeSchema.safeParse(
        JSON.parse(Buffer.from(state, 'base64url').toString('utf8')),
      );
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /**
   * Checks a callback's state against the browser's cookie, once: signed by this server, not expired, from
   * the same browser, and never used before. The attempt is consumed whether or not the rest of the login works.
   */
  consume(state: string, cookie: string | undefined, now = Date.now()): LoginAttempt {
    const envelope = this.envelopeOf(state);
    const signed = envelope ? this.opened('state', envelope.state, envelope.idp_name) : null;
    if (!envelope || !signed) throw new LoginStateError('The login state was not issued by this console');
    const nowSeconds = Math.floor(now / 1000);
    if (nowSeconds - signed.issuedAt > LOGIN_STATE_SECONDS || signed.issuedAt > nowSeconds + 60)
      throw new LoginStateError('The login took too long: it expired');
    const held = cookie ? this.opened('cookie', cookie) : null;
    if (!held || held.id !== signed.id)
      throw new LoginStateError('The login was started in another browser, or its cookie is gone');
    this.forgetExpired(nowSeconds);
    if (this.consumed.has(signed.id)) throw new LoginStateError('The login state was already used');
    this.consumed.set(signed.id, signed.issuedAt + LOGIN_STATE_SECONDS);
    return { id: signed.id, provider: envelope.idp_name };
  }

  private forgetExpired(nowSeconds: number): void {
    for (const [id, expiresAt] of this.consumed) {
      if (expiresAt < nowSeconds || this.consumed.size >= MAX_CONSUMED) this.consumed.delete(id);
      else break;
    }
  }
}
