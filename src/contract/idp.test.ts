import { describe, expect, it } from 'vitest';
import {
  IDP_MESSAGES,
  idpConfigParams,
  idpConfigurationAnswer,
  idpInputProblem,
  idpInputText,
  idpNameProblem,
  MAX_IDP_INPUT_LENGTH,
  parseIdpInput,
} from './idp';

const KEYS = [
  { key: 'config_url', type: 'url' },
  { key: 'client_id', type: 'string' },
  { key: 'display_name', type: 'string' },
  { key: 'enable', type: 'on|off' },
];

describe('an identity provider input', () => {
  it('reads key=value pairs as mc takes them, quoted values with spaces included', () => {
    expect(parseIdpInput('client_id=console display_name="Company SSO"')).toEqual({
      pairs: [
        { key: 'client_id', value: 'console' },
        { key: 'display_name', value: 'Company SSO' },
      ],
    });
  });

  it('is sent to MinIO with every value quoted', () => {
    expect(idpInputText('client_id=console display_name="Company SSO"')).toBe(
      'client_id="console" display_name="Company SSO"',
    );
  });

  it.each([
    ['empty', '  ', 'Enter at least one key=value pair'],
    ['not pairs', 'javascript:alert(1)', 'expected key=value pairs'],
    ['an unclosed quote', 'display_name="Company', 'display_name: the quoted value is not closed'],
    ['a key given twice', 'client_id=a client_id=b', 'client_id is given twice'],
    ['a line break', 'client_id=a\nenable=on', 'The input is one line without control characters'],
    [
      'too long',
      `client_id=${'x'.repeat(MAX_IDP_INPUT_LENGTH)}`,
      `The input has at most ${MAX_IDP_INPUT_LENGTH} characters`,
    ],
  ])('is refused when %s', (_, input, problem) => {
    expect(parseIdpInput(input)).toEqual({ problem });
  });

  it("names each key the subsystem does not have, and each value its key's type refuses", () => {
    expect(idpInputProblem(KEYS, 'client_id=a no_such_key=1 enable=maybe config_url=nowhere')).toBe(
      'no_such_key: not a key of this subsystem; enable: must be on or off; config_url: must be an absolute URL such as http://host:port/path',
    );
    expect(idpInputProblem(KEYS, 'config_url=https://sso.example.test enable=off')).toBeUndefined();
  });
});

describe('an identity provider configuration name', () => {
  it.each([
    ['openid', '_', null],
    ['openid', 'corp-sso.1', null],
    ['ldap', '_', null],
    ['ldap', 'corp', IDP_MESSAGES.ldapNamed],
  ] as const)('%s %s', (type, name, problem) => {
    expect(idpNameProblem(type, name)).toBe(problem);
  });

  it.each(['bad name', '..', '', 'x'.repeat(65)])('%j is refused in the path', (name) => {
    expect(idpConfigParams.safeParse({ type: 'openid', name }).success).toBe(false);
  });
});

it('never answers a secret, whatever MinIO reports', () => {
  const info = [
    { key: 'client_id', value: 'console', isCfg: true, isEnv: false },
    { key: 'client_secret', value: 'leaked', isCfg: true, isEnv: false },
    { key: 'lookup_bind_password', value: 'leaked', isCfg: true, isEnv: true },
  ];
  expect(idpConfigurationAnswer('openid', 'corp', info).info).toEqual([info[0]]);
});
