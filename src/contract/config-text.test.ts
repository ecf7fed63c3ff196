import { describe, expect, it } from 'vitest';
import { configImportProblems } from './config-import';
import { parseConfigText, printConfigLine } from './config-text';
import { configChoices, configValueKind, configValueProblem } from './config-values';

describe('MinIO configuration text', () => {
  it('reads lines, quoted values, targets and the environment overrides before a line', () => {
    const text = [
      '# MINIO_API_REQUESTS_MAX=500',
      'api requests_max=0 cors_allow_origin=* cluster_deadline=10s ',
      '# notify_webhook enable=off endpoint=',
      'notify_webhook:primary endpoint=http://127.0.0.1:9/x queue_dir=',
      "browser csp_policy=\"default-src 'self'; script-src 'self'\" hsts_seconds=0",
    ].join('\n');

    const { lines, problems } = parseConfigText(text);

    expect(problems).toEqual([]);
    expect(lines.map(({ line, name, target }) => [line, name, target])).toEqual([
      [2, 'api', undefined],
      [4, 'notify_webhook:primary', 'primary'],
      [5, 'browser', undefined],
    ]);
    expect(lines[0]?.envOverrides).toEqual([
      { key: 'requests_max', name: 'MINIO_API_REQUESTS_MAX', value: '500' },
    ]);
    expect(lines[1]?.keyValues).toEqual([
      { key: 'endpoint', value: 'http://127.0.0.1:9/x' },
      { key: 'queue_dir', value: '' },
    ]);
    expect(lines[2]?.keyValues[0]?.value).toBe("default-src 'self'; script-src 'self'");
  });

  it.each([
    ['an unclosed quote', 'site comment="hello', 'comment: the quoted value is not closed'],
    ['a word without a value', 'api requests_max', 'expected key=value pairs'],
  ])('reports %s with its line number, never its values', (_, line, reason) => {
    expect(parseConfigText(`api requests_max=1\n${line}`).problems).toEqual([
      { line: 2, text: line.split(' ')[0], reason },
    ]);
  });

  it('prints every value quoted, line breaks as commas, and reads back what it printed', () => {
    const printed = printConfigLine('compression', [
      { key: 'extensions', value: '.txt\n.log' },
      { key: 'comment', value: 'two words' },
    ]);
    expect(printed).toBe('compression extensions=".txt,.log" comment="two words"');
    expect(parseConfigText(printed).lines[0]?.keyValues).toEqual([
      { key: 'extensions', value: '.txt,.log' },
      { key: 'comment', value: 'two words' },
    ]);
  });
});

describe('values by the type MinIO help gives', () => {
  it.each([
    ['on|off', 'on', undefined],
    ['on|off', 'yes', 'must be on or off'],
    ['boolean', 'off', undefined],
    ['namespace*|access', 'access', undefined],
    ['namespace*|access', 'both', 'must be one of namespace, access'],
    ['number', '9223372036854775807', undefined],
    ['number', '9223372036854775808', 'must be a whole number from 0 to 9223372036854775807'],
    ['int', '-5', 'must be a whole number from 0 to 9223372036854775807'],
    ['duration', '1h30m', undefined],
    ['duration', '10', 'must be a duration such as 500ms, 30s, 10m or 2h'],
    ['url', 'http://127.0.0.1:9000/x', undefined],
    ['url', 'localhost:9000', 'must be an absolute URL such as http://host:port/path'],
    ['address', 'host:4222', undefined],
    ['address', 'host :4222', 'must be an address such as host:port, without spaces'],
    ['string', 'a"b', 'must not contain a double quote (")'],
    ['string', 'a\u0007b', 'must not contain control characters'],
    ['csv', 'a\nb', undefined],
    ['number', '', undefined],
  ])('%s: %j → %s', (type, value, problem) => {
    expect(configValueProblem({ type }, value)).toBe(problem);
  });

  it('chooses the control by type', () => {
    expect(
      ['on|off', 'bool', 'none|snappy|gzip', 'int', 'duration', 'uri', 'sentence'].map(configValueKind),
    ).toEqual(['switch', 'switch', 'choice', 'number', 'duration', 'url', 'text']);
    expect(configChoices('namespace*|access')).toEqual({
      options: ['namespace', 'access'],
      fallback: 'namespace',
    });
  });
});

describe('import checks', () => {
  const rules = {
    help: (subsystem: string) =>
      subsystem === 'api'
        ? {
            multipleTargets: false,
            keys: [{ key: 'requests_max', type: 'number', description: '', optional: true }],
          }
        : undefined,
    writtenKeys: () => ['gzip_objects'],
  };

  it('refuses each bad line and accepts keys MinIO itself writes', () => {
    const text = 'api requests_max=10 gzip_objects=off\napi:t1 requests_max=1\nnope x=1\napi requests_max=x';
    expect(configImportProblems(parseConfigText(text), rules)).toEqual([
      { line: 2, text: 'api:t1', reason: 'api has no targets' },
      { line: 3, text: 'nope', reason: 'unknown subsystem nope' },
      { line: 4, text: 'api requests_max', reason: 'must be a whole number from 0 to 9223372036854775807' },
    ]);
  });
});
