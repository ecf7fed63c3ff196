import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_STATE_SECONDS, LoginStates } from './login-state.ts';

const states = () => new LoginStates(randomBytes(32));
const NOW = Date.parse('2026-01-01T00:00:00Z');

function stateOfAnotherServer(): string {
  const other = states();
  return other.begin(other.cookieFor(undefined, NOW), '_').state;
}

describe('OpenID login states', () => {
  it('accepts the state it issued, once, from the browser holding the cookie', () => {
    const login = states();
    const cookie = login.cookieFor(undefined, NOW);
    const { state, secrets } = login.begin(cookie, 'ROLE');
    expect(login.providerOf(state)).toBe('ROLE');
    const attempt = login.consume(state, cookie, NOW + 1000);
    expect(attempt.provider).toBe('ROLE');
    expect(login.secretsOf(attempt)).toEqual(secrets);
    expect(() => login.consume(state, cookie, NOW + 2000)).toThrow(/already used/);
  });

  it('keeps a young unused cookie, and makes a new one once it is used', () => {
    const login = states();
    const cookie = login.cookieFor(undefined, NOW);
    expect(login.cookieFor(cookie, NOW + 60_000)).toBe(cookie);
    login.consume(login.begin(cookie, '_').state, cookie, NOW);
    expect(login.cookieFor(cookie, NOW + 60_000)).not.toBe(cookie);
  });

  it('derives a PKCE verifier of 43 to 128 characters and its S256 challenge, per provider', () => {
    const login = states();
    const cookie = login.cookieFor(undefined, NOW);
    const one = login.begin(cookie, '_').secrets;
    const other = login.begin(cookie, 'ROLE').secrets;
    expect(one.codeVerifier).toMatch(/^[\w-]{43,128}$/);
    expect(one.codeChallenge).toMatch(/^[\w-]{43}$/);
    expect(one.nonce).not.toBe(other.nonce);
  });

  interface Issued {
    state: string;
    cookie: string;
    otherBrowser: string;
  }

  it.each([
    { what: 'another browser', sent: (i: Issued) => [i.state, i.otherBrowser], message: /another browser/ },
    { what: 'no cookie', sent: (i: Issued) => [i.state, undefined], message: /another browser/ },
    {
      what: 'a state of another server',
      sent: (i: Issued) => [stateOfAnotherServer(), i.cookie],
      message: /not issued/,
    },
    { what: 'garbage', sent: (i: Issued) => ['%%%', i.cookie], message: /not issued/ },
  ])('refuses a state with $what', ({ sent, message }) => {
    const login = states();
    const cookie = login.cookieFor(undefined, NOW);
    const issued = {
      state: login.begin(cookie, '_').state,
      cookie,
      otherBrowser: login.cookieFor(undefined, NOW),
    };
    const [state = '', held] = sent(issued);
    expect(() => login.consume(state, held, NOW)).toThrow(message);
  });

  it('refuses a state older than its lifetime', () => {
    const login = states();
    const cookie = login.cookieFor(undefined, NOW);
    const { state } = login.begin(cookie, '_');
    expect(() => login.consume(state, cookie, NOW + (LOGIN_STATE_SECONDS + 1) * 1000)).toThrow(/expired/);
  });
});
