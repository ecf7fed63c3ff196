import { describe, expect, it } from 'vitest';
import { environmentKeyProblem, isSecretLookingKey, MASKED_VALUE } from './tenant-settings';
import {
  configurationView,
  monitoringChange,
  splitUpdate,
  storedLogs,
  storedMonitoring,
  updatedEnvironment,
} from './tenant-settings-rules';

const vars = (text: string) =>
  text
    .split(' ')
    .filter(Boolean)
    .map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return { key, value };
    });

describe('which variables are credentials, listed masked', () => {
  it.each([
    ['MINIO_KMS_SECRET_KEY', true],
    ['MINIO_IDENTITY_OPENID_CLIENT_SECRET', true],
    ['MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD', true],
    ['MINIO_PROMETHEUS_JWT_TOKEN', true],
    ['MINIO_NOTIFY_WEBHOOK_AUTH_TOKEN_PRIMARY', true],
    ['MINIO_SUBNET_API_KEY', true],
    ['minio_kms_secret_key', true],
    ['MINIO_BROWSER', false],
    ['MINIO_DOMAIN', false],
    ['MINIO_KEYCLOAK_REALM', false],
  ])('%s: %s', (key, secret) => {
    expect(isSecretLookingKey(key)).toBe(secret);
  });
});

describe('the name of a variable', () => {
  const nameRule = 'The name has at most 128 letters, digits and "_", and does not start with a digit';
  it.each([
    ['MINIO_DOMAIN', null],
    ['_PRIVATE', null],
    ['A'.repeat(128), null],
    ['', 'Enter the variable name'],
    ['A'.repeat(129), nameRule],
    ['1ST', nameRule],
    ['WITH-DASH', nameRule],
    ['WITH SPACE', nameRule],
    ['MINIO_ROOT_USER', 'The root user is not changed here'],
    ['MINIO_ROOT_PASSWORD', 'The root user is not changed here'],
    ['MINIO_ACCESS_KEY', 'The root user is not changed here'],
    ['MINIO_SECRET_KEY', 'The root user is not changed here'],
  ])('%j: %s', (key, problem) => {
    expect(environmentKeyProblem(key)).toBe(problem);
  });
});

describe('the variables as listed', () => {
  it('leaves the root user out, masks credentials and keeps the rest in order', () => {
    expect(
      configurationView(
        vars(
          'MINIO_ROOT_USER=admin MINIO_BROWSER=on MINIO_ROOT_PASSWORD=pw MINIO_KMS_SECRET_KEY=k:v MINIO_DOMAIN=d',
        ),
      ),
    ).toEqual([
      { key: 'MINIO_BROWSER', value: 'on' },
      { key: 'MINIO_KMS_SECRET_KEY', value: MASKED_VALUE },
      { key: 'MINIO_DOMAIN', value: 'd' },
    ]);
  });
});

describe('an update of the variables', () => {
  const current = vars('A=1 B=2 SECRET_KEY=s');
  it.each<[what: string, set: string, deleted: string[], after: string]>([
    ['adds a new one at the end', 'C=3', [], 'A=1 B=2 SECRET_KEY=s C=3'],
    ['changes one in place', 'A=9', [], 'A=9 B=2 SECRET_KEY=s'],
    ['removes one', '', ['B'], 'A=1 SECRET_KEY=s'],
    ['ignores removing one that is not set', '', ['Z'], 'A=1 B=2 SECRET_KEY=s'],
    ['keeps a masked value as it was', `SECRET_KEY=${MASKED_VALUE}`, [], 'A=1 B=2 SECRET_KEY=s'],
    ['adds anew one removed in the same update', 'A=7', ['A'], 'B=2 SECRET_KEY=s A=7'],
    ['changes and removes together', 'B=5', ['A'], 'B=5 SECRET_KEY=s'],
  ])('%s', (_what, set, deleted, after) => {
    expect(
      updatedEnvironment(current, { environmentVariables: vars(set), keysToBeDeleted: deleted }),
    ).toEqual(vars(after));
  });

  it.each([
    ['a variable not set', `NEW_SECRET_KEY=${MASKED_VALUE}`, []],
    ['a variable removed in the same update', `SECRET_KEY=${MASKED_VALUE}`, ['SECRET_KEY']],
  ])('refuses a masked value for %s', (_what, set, deleted) => {
    const key = set.split('=')[0];
    expect(
      updatedEnvironment(current, { environmentVariables: vars(set), keysToBeDeleted: deleted }),
    ).toEqual({
      problem: `${key} has no value to keep: enter its value`,
    });
  });

  it('leaves the current variables untouched', () => {
    updatedEnvironment(current, { environmentVariables: vars('A=9'), keysToBeDeleted: ['B'] });
    expect(current).toEqual(vars('A=1 B=2 SECRET_KEY=s'));
  });

  it('splits between the variables one store holds and the others', () => {
    const owns = (key: string) => key.startsWith('MINIO_');
    expect(
      splitUpdate(
        { environmentVariables: vars('MINIO_A=1 OTHER=2'), keysToBeDeleted: ['MINIO_B', 'GONE'] },
        owns,
      ),
    ).toEqual([
      { environmentVariables: vars('MINIO_A=1'), keysToBeDeleted: ['MINIO_B'] },
      { environmentVariables: vars('OTHER=2'), keysToBeDeleted: ['GONE'] },
    ]);
  });
});

describe('what a PUT of the monitoring settings does', () => {
  it.each([
    [false, { toggle: true, prometheusEnabled: false }, 'enable'],
    [false, { toggle: true }, 'enable'],
    [true, { toggle: true, prometheusEnabled: true }, 'disable'],
    [true, { toggle: true, prometheusEnabled: false }, { conflict: 'Prometheus monitoring is already on' }],
    [false, { toggle: true, prometheusEnabled: true }, { conflict: 'Prometheus monitoring is already off' }],
    [true, { diskCapacityGB: '20' }, 'update'],
    [false, { diskCapacityGB: '20' }, { conflict: 'Prometheus monitoring is off: turn it on first' }],
  ])('when on is %s, %j: %j', (enabled, request, change) => {
    expect(monitoringChange(enabled, request)).toEqual(change);
  });
});

describe('settings as stored', () => {
  it('monitoring: empty texts left out for the defaults, lists always present', () => {
    expect(
      storedMonitoring({
        image: 'prom/prometheus:v2',
        diskCapacityGB: '',
        storageClassName: 'fast',
        labels: [{ key: 'team', value: 'a' }],
      }),
    ).toEqual({
      prometheusEnabled: true,
      image: 'prom/prometheus:v2',
      storageClassName: 'fast',
      labels: [{ key: 'team', value: 'a' }],
      annotations: [],
      nodeSelector: [],
    });
  });

  it('log search: enabled, empty texts left out, the database lists always present', () => {
    expect(storedLogs({ disabled: true, dbImage: 'postgres:16', logCPURequest: '' })).toEqual({
      disabled: false,
      dbImage: 'postgres:16',
      labels: [],
      annotations: [],
      nodeSelector: [],
      dbLabels: [],
      dbAnnotations: [],
      dbNodeSelector: [],
    });
  });
});
