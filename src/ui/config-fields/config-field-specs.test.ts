import { describe, expect, it } from 'vitest';
import {
  changedKeyValues,
  configFieldSpecs,
  configFormProblems,
  configFormValues,
} from './config-field-specs';

const help = [
  { key: 'enable', type: 'on|off', description: 'enable the target', optional: false },
  { key: 'endpoint', type: 'url', description: 'where events go', optional: false },
  { key: 'auth_token', type: 'string', description: 'a token', optional: true },
  { key: 'queue_limit', type: 'number', description: 'how many', optional: true },
];
/** What MinIO shows of a target whose token is set: no token, and the limit set by the environment. */
const shown = [
  { key: 'endpoint', value: 'http://127.0.0.1:9/x' },
  {
    key: 'queue_limit',
    value: '0',
    env_override: { name: 'MINIO_NOTIFY_WEBHOOK_QUEUE_LIMIT_PRIMARY', value: '5' },
  },
];
const specs = configFieldSpecs(help, shown);
const initial = configFormValues(specs, shown);

describe('fields generated from MinIO help', () => {
  it('picks each control by type, and marks hidden and overridden keys', () => {
    expect(
      specs.map(({ help: { key }, kind, writeOnly, envOverride }) => [key, kind, writeOnly, !!envOverride]),
    ).toEqual([
      ['enable', 'switch', true, false],
      ['endpoint', 'url', false, false],
      ['auth_token', 'text', true, false],
      ['queue_limit', 'number', false, true],
    ]);
    expect(initial).toEqual({
      enable: '',
      endpoint: 'http://127.0.0.1:9/x',
      auth_token: '',
      queue_limit: '0',
    });
  });

  it.each([
    ['nothing changed', {}, []],
    ['a new token typed in', { auth_token: 't' }, [{ key: 'auth_token', value: 't' }]],
    ['an overridden key', { queue_limit: '9' }, []],
    ['a changed endpoint', { endpoint: 'http://h/y' }, [{ key: 'endpoint', value: 'http://h/y' }]],
  ])('sends only what changed: %s', (_, change, sent) => {
    expect(changedKeyValues(specs, initial, { ...initial, ...change })).toEqual(sent);
  });

  it('requires a required key on a new configuration, and only once changed on an existing one', () => {
    const empty = { ...initial, endpoint: '' };
    expect(configFormProblems(specs, empty).endpoint).toBe('is required');
    expect(configFormProblems(specs, initial, initial).endpoint).toBeUndefined();
    expect(configFormProblems(specs, empty, initial).endpoint).toBe('is required');
    expect(configFormProblems(specs, { ...initial, endpoint: 'nowhere' }, initial).endpoint).toBe(
      'must be an absolute URL such as http://host:port/path',
    );
  });
});
