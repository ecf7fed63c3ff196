import { describe, expect, it } from 'vitest';
import { DEFAULT_SCOPES, openIdProvidersFrom, serviceTypeOf } from './config.ts';

const CONSOLE = 'https://console.example.com/console/';
const DISCOVERY = 'https://id.example.com/.well-known/openid-configuration';

describe('OpenID providers from the environment', () => {
  it('has none by default', () => {
    expect(openIdProvidersFrom({}, CONSOLE)).toEqual([]);
  });

  it('reads the unnamed configuration with its defaults', () => {
    const [provider] = openIdProvidersFrom(
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'console' },
      CONSOLE,
    );
    expect(provider).toEqual({
      name: '_',
      configUrl: DISCOVERY,
      clientId: 'console',
      clientSecret: undefined,
      redirectUri: 'https://console.example.com/console/oauth_callback',
      scopes: DEFAULT_SCOPES,
      displayName: 'Login with SSO',
      roleArn: undefined,
    });
  });

  it('reads named configurations from the _<NAME> suffix, each with its own settings', () => {
    const providers = openIdProvidersFrom(
      {
        CONSOLE_IDP_URL: DISCOVERY,
        CONSOLE_IDP_CLIENT_ID: 'claims',
        CONSOLE_IDP_URL_ROLE: DISCOVERY,
        CONSOLE_IDP_CLIENT_ID_ROLE: 'role',
        CONSOLE_IDP_SECRET_ROLE: 'secret',
        CONSOLE_IDP_SCOPES_ROLE: 'openid,groups',
        CONSOLE_IDP_ROLE_ARN_ROLE: 'arn:minio:iam:::role/abc',
        CONSOLE_IDP_CALLBACK_ROLE: 'http://127.0.0.1:9090/oauth_callback',
      },
      CONSOLE,
    );
    expect(providers.map((p) => [p.name, p.clientId, p.displayName])).toEqual([
      ['ROLE', 'role', 'Login with SSO (ROLE)'],
      ['_', 'claims', 'Login with SSO'],
    ]);
    expect(providers[0]).toMatchObject({
      clientSecret: 'secret',
      scopes: ['openid', 'groups'],
      roleArn: 'arn:minio:iam:::role/abc',
      redirectUri: 'http://127.0.0.1:9090/oauth_callback',
    });
    const [role] = providers;
    expect(role && serviceTypeOf(role)).toBe('');
  });

  it.each([
    [{ CONSOLE_IDP_URL: DISCOVERY }, /CONSOLE_IDP_CLIENT_ID must be set/],
    [{ CONSOLE_IDP_URL: 'ftp://id', CONSOLE_IDP_CLIENT_ID: 'c' }, /CONSOLE_IDP_URL must be an http\(s\) URL/],
    [{ CONSOLE_IDP_URL: 'https://u:p@id/x', CONSOLE_IDP_CLIENT_ID: 'c' }, /no credentials/],
    [{ CONSOLE_IDP_CLIENT_ID_OTHER: 'c' }, /CONSOLE_IDP_CLIENT_ID_OTHER set without the CONSOLE_IDP_URL/],
    [{ CONSOLE_IDP_URL_a_b: DISCOVERY }, /a configuration name has 1-32 letters/],
    [
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'c', CONSOLE_IDP_SCOPES: 'profile' },
      /must include the scope "openid"/,
    ],
    [
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'c', CONSOLE_IDP_SCOPES: 'openid,"x"' },
      /list of at most 20 scopes/,
    ],
    [
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'c', CONSOLE_IDP_ROLE_ARN: 'readonly' },
      /must be a role ARN/,
    ],
    [
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'c', CONSOLE_IDP_DISPLAY_NAME: 'x'.repeat(101) },
      /at most 100/,
    ],
    [
      { CONSOLE_IDP_URL: DISCOVERY, CONSOLE_IDP_CLIENT_ID: 'c', CONSOLE_IDP_CALLBACK: 'not a url' },
      /CONSOLE_IDP_CALLBACK must be/,
    ],
  ])('refuses %o at start-up', (env, message) => {
    expect(() => openIdProvidersFrom(env, CONSOLE)).toThrow(message);
  });
});
