import * as configs from '../../../../src/contract/configs.ts';
import { type AreaCases, type ContractCase, operationCases, type RawRequest } from '../case.ts';

/**
 * Nothing here changes the shared MinIO's configuration: the writes set a live key to the value it has, reset a
 * subsystem that is at its defaults, and import the target's own export; everything else is refused.
 */

const BOUNDARY = 'config-import-boundary';

/** POST /configs/import of `text` as the form's file field. */
export function importRequest(text: string, field: string = configs.IMPORT_FILE_FIELD): RawRequest {
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    text: [
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="${field}"; filename="config.txt"`,
      'Content-Type: text/plain',
      '',
      text,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n'),
  };
}

const importCase = (name: string, text: string, expect: ContractCase['expect']): ContractCase => ({
  endpoint: configs.importConfig,
  name,
  kind: 'other',
  request: { raw: importRequest(text) },
  expect,
});

export const configCases: AreaCases = (fixture) => [
  ...operationCases(configs.listConfig, fixture, {
    request: {},
    expect: {
      fields: ['configurations[].key', 'configurations[].description', 'total'],
      values: { 'configurations[key=notify_webhook].multiple_targets': true },
    },
  }),
  ...operationCases(configs.configInfo, fixture, {
    request: { params: { name: 'api' } },
    expect: {
      fields: ['[].name', '[].key_values[].key', '[].key_values[].value'],
      values: { '[name=api].key_values[key=cluster_deadline].value': '10s' },
    },
  }),
  ...operationCases(configs.configHelp, fixture, {
    request: { params: { name: 'notify_webhook' } },
    expect: {
      fields: [
        'description',
        'keys_help[].key',
        'keys_help[].type',
        'keys_help[].description',
        'keys_help[].optional',
      ],
      values: {
        name: 'notify_webhook',
        multiple_targets: true,
        'keys_help[key=endpoint].type': 'url',
        'keys_help[key=endpoint].optional': false,
      },
    },
  }),
  ...operationCases(configs.setConfig, fixture, {
    request: { params: { name: 'scanner' }, body: { key_values: [{ key: 'speed', value: 'default' }] } },
    expect: { values: { restart: false } },
  }),
  ...operationCases(configs.resetConfig, fixture, {
    request: { params: { name: 'scanner' } },
    expect: { values: { restart: true } },
  }),
  ...operationCases(configs.exportConfig, fixture, {
    request: {},
    expect: { fields: ['value'], values: { status: 'success' } },
  }),
  {
    endpoint: configs.importConfig,
    name: "the target's own export",
    kind: 'success',
    request: {
      forTarget: async ({ ask }) => {
        const exported = (await ask(configs.exportConfig, {})) as { value: string };
        return { raw: importRequest(Buffer.from(exported.value, 'base64').toString('utf8')) };
      },
    },
    expect: { status: 200 },
  },
  {
    endpoint: configs.importConfig,
    name: 'no session',
    kind: 'no-session',
    as: 'none',
    request: { raw: importRequest('api requests_max=0') },
    expect: { status: 401, message: 'invalid session' },
  },
  {
    endpoint: configs.importConfig,
    name: 'a body that is not a form',
    kind: 'wrong-content-type',
    request: { raw: { contentType: 'text/plain', text: 'api requests_max=0' } },
    expect: { status: 415, message: 'Unsupported content type' },
  },
  importCase(
    'refused lines, each reported',
    'api requests_max=abc\nnosuch_subsystem x=1\nscanner speed="fast',
    {
      status: 400,
      message: configs.CONFIG_MESSAGES.importRefused,
    },
  ),
  importCase('an unknown key', 'api no_such_key=1', {
    status: 400,
    message: configs.CONFIG_MESSAGES.importRefused,
  }),
  importCase('an empty file', '', { status: 400, message: 'The configuration file is empty' }),
  {
    endpoint: configs.importConfig,
    name: 'no file field',
    kind: 'other',
    request: { raw: importRequest('api requests_max=0', 'other') },
    expect: { status: 400, message: configs.CONFIG_MESSAGES.importFileMissing },
  },
  {
    endpoint: configs.importConfig,
    name: 'a user without admin:ConfigUpdate',
    kind: 'other',
    as: 'readonly',
    request: { raw: importRequest('api requests_max=0') },
    expect: { status: 403 },
  },
  {
    endpoint: configs.setConfig,
    name: 'a value of the wrong type',
    kind: 'other',
    request: {
      declared: { params: { name: 'api' }, body: { key_values: [{ key: 'requests_max', value: 'many' }] } },
    },
    expect: { status: 400, message: configs.CONFIG_MESSAGES.invalidValues },
  },
  {
    endpoint: configs.setConfig,
    name: 'a key the subsystem does not have',
    kind: 'other',
    request: {
      declared: { params: { name: 'api' }, body: { key_values: [{ key: 'no_such_key', value: '1' }] } },
    },
    expect: { status: 400, message: configs.CONFIG_MESSAGES.invalidValues },
  },
  {
    endpoint: configs.setConfig,
    name: 'a required key left empty (MinIO refuses)',
    kind: 'other',
    request: {
      declared: {
        params: { name: 'identity_plugin' },
        body: { key_values: [{ key: 'comment', value: 'x' }] },
      },
    },
    expect: {
      status: 400,
      message:
        "'url' is not optional for 'identity_plugin' sub-system, please check 'identity_plugin' documentation",
    },
  },
  {
    endpoint: configs.setConfig,
    name: 'an invalid target name',
    kind: 'other',
    request: {
      declared: {
        params: { name: 'notify_webhook' },
        body: { key_values: [{ key: 'enable', value: 'off' }], arn_resource_id: 'bad target' },
      },
    },
    expect: { status: 400, message: 'Invalid request' },
  },
  {
    endpoint: configs.setConfig,
    name: 'a user without admin:ConfigUpdate',
    kind: 'other',
    as: 'readonly',
    request: {
      declared: { params: { name: 'scanner' }, body: { key_values: [{ key: 'speed', value: 'default' }] } },
    },
    expect: { status: 403 },
  },
  {
    endpoint: configs.configInfo,
    name: 'a target that does not exist',
    kind: 'other',
    request: { declared: { params: { name: `notify_webhook:${fixture.scratch}` } } },
    expect: {
      status: 404,
      message: `there is no target \`${fixture.scratch}\` for subsystem \`notify_webhook\``,
    },
  },
  {
    endpoint: configs.resetConfig,
    name: 'a target that does not exist',
    kind: 'other',
    request: { declared: { params: { name: `notify_webhook:${fixture.scratch}` } } },
    expect: {
      status: 404,
      message: `sub-system notify_webhook:${fixture.scratch} already deleted or does not exist`,
    },
  },
];
