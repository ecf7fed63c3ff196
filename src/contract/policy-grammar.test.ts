import { describe, expect, it } from 'vitest';
import { hasPolicyErrors, lintPolicy } from './policy-grammar';
import { POLICY_CASES, policyText } from './policy-grammar.cases';

describe('lintPolicy', () => {
  it.each(POLICY_CASES)('$name: MinIO $minio it', ({ policy, minio, problem }) => {
    const problems = lintPolicy(policyText(policy));

    expect(problems.some((found) => found.severity === 'error')).toBe(minio === 'refuses');
    if (!problem) {
      expect(problems).toEqual([]);
      return;
    }
    expect(problems).toContainEqual(
      expect.objectContaining({
        severity: problem.severity,
        message: expect.stringMatching(problem.message),
        ...(problem.path ? { path: problem.path } : {}),
      }),
    );
  });

  it('places each problem at the line and column of the JSON it is about, in the order of the text', () => {
    const text = [
      '{',
      '  "Version": "2012-10-17",',
      '  "Statement": [',
      '    {',
      '      "Effect": "Allow",',
      '      "Action": ["s3:GetObject", "s3:Fetch"],',
      '      "Resource": "arn:aws:s3::photos/*",',
      '      "Principal": "*"',
      '    }',
      '  ]',
      '}',
    ].join('\n');

    expect(
      lintPolicy(text).map(({ severity, line, column, path }) => ({ severity, line, column, path })),
    ).toEqual([
      { severity: 'error', line: 6, column: 34, path: 'Statement[0].Action[1]' },
      { severity: 'error', line: 7, column: 19, path: 'Statement[0].Resource' },
      { severity: 'warning', line: 8, column: 7, path: 'Statement[0]' },
    ]);
  });

  it.each([
    ['a trailing comma', '{"Version": "2012-10-17",\n}', 1, 25],
    ['an unclosed string', '{\n  "Version": "2012-10-17\n}', 2, 14],
    ['an empty document', '  ', 1, 1],
    ['text after the document', '{}\n{}', 2, 1],
  ])('reports a syntax error (%s) where it is', (_case, text, line, column) => {
    expect(lintPolicy(text)).toEqual([expect.objectContaining({ severity: 'error', line, column })]);
  });

  it('counts columns in UTF-16 units, as a text area does', () => {
    const [problem] = lintPolicy('{"Sid": "😀", "x": }');
    expect(problem).toMatchObject({ line: 1, column: 20 });
  });

  it.each([
    ['warnings only', '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"*"}]}', false],
    ['an error', '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:*"}]}', true],
    ['no JSON', 'Version: 2012-10-17', true],
  ])('hasPolicyErrors with %s is %s', (_case, text, refused) => {
    expect(hasPolicyErrors(text)).toBe(refused);
  });
});
