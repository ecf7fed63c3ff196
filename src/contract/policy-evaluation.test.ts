import { describe, expect, it } from 'vitest';
import { matchesWildcard } from './iam-actions';
import {
  type ConditionValues,
  conditionKeyProblem,
  conditionValueProblem,
  evaluatePolicies,
  KNOWN_ACTIONS,
  MAX_EVALUATED_POLICIES,
  type NamedPolicyDocument,
  type PolicyRequest,
  resourceParts,
  simulatedActionProblem,
  simulatedResourceProblem,
  statementAt,
} from './policy-evaluation';

// biome-ignore lint/suspicious/noTemplateCurlyInString: MinIO's policy variable, written as policies write it
const USERNAME = '${aws:username}';

const policy = (...Statement: object[]) => ({ Version: '2012-10-17', Statement });
const named = (name: string, ...statements: object[]): NamedPolicyDocument => ({
  name,
  policy: policy(...statements),
});
const allow = (Action: string | string[], Resource: string | string[], extra: object = {}) => ({
  Effect: 'Allow',
  Action,
  Resource,
  ...extra,
});
const deny = (Action: string | string[], Resource: string | string[], extra: object = {}) => ({
  ...allow(Action, Resource, extra),
  Effect: 'Deny',
});

const getObject = (key: string, conditions?: ConditionValues): PolicyRequest => ({
  action: 's3:GetObject',
  bucket: 'photos',
  key,
  ...(conditions ? { conditions } : {}),
});
const listBucket = (conditions: ConditionValues = {}): PolicyRequest => ({
  action: 's3:ListBucket',
  bucket: 'photos',
  conditions,
});

/** The decision alone: 'allow', 'deny' or 'cannot-decide'. */
const decisionOf = (policies: NamedPolicyDocument[], request: PolicyRequest) =>
  evaluatePolicies(policies, request).decision;

describe('matchesWildcard', () => {
  it.each([
    ['*', 'anything/at/all', true],
    ['a?c', 'abc', true],
    ['a?c', 'ac', false],
    ['a*c', 'abxyc', true],
    ['a*c', 'abxy', false],
    ['photos/*', 'photos/', true],
    ['*.txt', 'docs/a.txt', true],
    ['', '', true],
    ['', 'a', false],
    // Byte by byte, as MinIO compares: "é" is two bytes in UTF-8.
    ['?', 'é', false],
    ['??', 'é', true],
    ['S3:GetObject', 's3:GetObject', false],
  ])('%s against %s: %s', (pattern, text, expected) => {
    expect(matchesWildcard(pattern, text)).toBe(expected);
  });
});

describe('evaluatePolicies: which statement decides', () => {
  const readPhotos = named('read-photos', allow('s3:GetObject', 'arn:aws:s3:::photos/*'));
  const denyPrivate = named(
    'no-private',
    deny('s3:GetObject', 'arn:aws:s3:::photos/private/*', { Sid: 'NoPrivate' }),
  );

  it.each([
    ['no policy at all', [], { decision: 'deny', because: 'no-statement-allows' }],
    [
      'a statement allowing it',
      [readPhotos],
      { decision: 'allow', because: 'allowed', statement: { policy: 'read-photos', index: 0 } },
    ],
    [
      'an explicit deny in a later policy, which wins over the allow',
      [readPhotos, denyPrivate],
      {
        decision: 'deny',
        because: 'explicit-deny',
        statement: { policy: 'no-private', index: 0, sid: 'NoPrivate' },
      },
    ],
    [
      'the first allowing statement, in policy order',
      [named('first', allow('s3:Get*', 'arn:aws:s3:::*')), readPhotos],
      { decision: 'allow', because: 'allowed', statement: { policy: 'first', index: 0 } },
    ],
  ])('%s', (_case, policies, expected) => {
    expect(evaluatePolicies(policies, getObject('private/a.jpg'))).toEqual(expected);
  });

  it('names the statement by its place in the Statement list', () => {
    const document = named(
      'two',
      allow('s3:PutObject', 'arn:aws:s3:::photos/*'),
      allow('s3:GetObject', 'arn:aws:s3:::photos/*', { Sid: 'Read' }),
    );
    expect(evaluatePolicies([document], getObject('a.jpg'))).toMatchObject({
      statement: { policy: 'two', index: 1, sid: 'Read' },
    });
  });
});

describe('evaluatePolicies: actions and resources', () => {
  it.each([
    ['a wildcard action', allow('s3:Get*', 'arn:aws:s3:::photos/*'), getObject('a.jpg'), 'allow'],
    ['another action', allow('s3:Put*', 'arn:aws:s3:::photos/*'), getObject('a.jpg'), 'deny'],
    [
      's3:GetObjectVersion, which grants s3:GetObject',
      allow('s3:GetObjectVersion', 'arn:aws:s3:::photos/*'),
      getObject('a.jpg'),
      'allow',
    ],
    [
      'NotAction, naming the action',
      { Effect: 'Allow', NotAction: 's3:GetObject', Resource: '*' },
      getObject('a.jpg'),
      'deny',
    ],
    [
      'NotAction, naming others',
      { Effect: 'Allow', NotAction: 's3:PutObject', Resource: '*' },
      getObject('a.jpg'),
      'allow',
    ],
    [
      'NotResource, naming the object',
      { Effect: 'Allow', Action: 's3:*', NotResource: 'arn:aws:s3:::photos/a*' },
      getObject('a.jpg'),
      'deny',
    ],
    [
      'NotResource, naming others',
      { Effect: 'Allow', Action: 's3:*', NotResource: 'arn:aws:s3:::photos/b*' },
      getObject('a.jpg'),
      'allow',
    ],
    ['a ? in the key', allow('s3:GetObject', 'arn:aws:s3:::photos/?.jpg'), getObject('a.jpg'), 'allow'],
    ['another bucket', allow('s3:GetObject', 'arn:aws:s3:::other/*'), getObject('a.jpg'), 'deny'],
    ['a bucket prefix pattern', allow('s3:GetObject', 'arn:aws:s3:::pho*'), getObject('a.jpg'), 'allow'],
    [
      'the bucket alone, for an object',
      allow('s3:GetObject', 'arn:aws:s3:::photos'),
      getObject('a.jpg'),
      'deny',
    ],
    [
      'the bucket alone, for a bucket action',
      allow('s3:ListBucket', 'arn:aws:s3:::photos'),
      listBucket(),
      'allow',
    ],
    [
      'objects only, for a bucket action (MinIO matches "photos/")',
      allow('s3:ListBucket', 'arn:aws:s3:::photos/*'),
      listBucket(),
      'allow',
    ],
    [
      'a folder named as such, for a key under it',
      allow('s3:GetObject', 'arn:aws:s3:::photos/2024'),
      getObject('2024/'),
      'allow',
    ],
    ['"*" resource', allow('s3:GetObject', '*'), getObject('a.jpg'), 'allow'],
    ['"*" action, whatever its resource', allow('*', 'arn:aws:s3:::elsewhere'), getObject('a.jpg'), 'allow'],
  ] as const)('%s: %s', (_case, statement, request, expected) => {
    expect(decisionOf([named('p', statement)], request)).toBe(expected);
  });

  it.each([
    ['an admin statement ignores its resource', allow('admin:ServerInfo', 'arn:aws:s3:::nothing'), 'allow'],
    ['admin:* covers every admin action', allow('admin:*', '*'), 'allow'],
    [
      'an S3 statement with NotAction reaches admin actions',
      { Effect: 'Allow', NotAction: 's3:*', Resource: '*' },
      'allow',
    ],
    [
      'an S3 statement naming a bucket does not',
      { Effect: 'Allow', NotAction: 's3:*', Resource: 'arn:aws:s3:::photos*' },
      'deny',
    ],
  ] as const)('%s', (_case, statement, expected) => {
    const request = { action: 'admin:ServerInfo', bucket: 'photos', key: 'a.jpg' };
    expect(decisionOf([named('p', statement)], request)).toBe(expected);
  });

  it('ignores the key of a bucket action', () => {
    const document = named('p', allow('s3:ListBucket', 'arn:aws:s3:::photos'));
    expect(decisionOf([document], { action: 's3:ListBucket', bucket: 'photos', key: 'a/b' })).toBe('allow');
  });

  it('checks a KMS statement without its keys when the request names none', () => {
    const document = named('p', allow('kms:Status', 'arn:minio:kms:::my-key'));
    expect(decisionOf([document], { action: 'kms:Status' })).toBe('allow');
    expect(decisionOf([document], { action: 'kms:Status', bucket: 'other-key' })).toBe('deny');
    expect(decisionOf([document], { action: 'kms:Status', bucket: 'my-key' })).toBe('allow');
  });

  it.each([
    ['alice', 'home/alice/a.txt', 'allow'],
    ['bob', 'home/alice/a.txt', 'deny'],
    ['', 'home/alice/a.txt', 'deny'],
    // With no value, the variable stays as written.
    ['', `home/${USERNAME}/a.txt`, 'allow'],
  ])('replaces the user name variable by %j in a resource (%s): %s', (username, key, expected) => {
    const document = named('p', allow('s3:GetObject', `arn:aws:s3:::photos/home/${USERNAME}/*`));
    expect(decisionOf([document], getObject(key, { 'aws:username': username }))).toBe(expected);
  });
});

describe('evaluatePolicies: what MinIO checks around the policy', () => {
  it('allows s3:ListBucketVersions to whoever may s3:ListBucket, saying so', () => {
    const document = named('p', allow('s3:ListBucket', 'arn:aws:s3:::photos'));
    expect(evaluatePolicies([document], { action: 's3:ListBucketVersions', bucket: 'photos' })).toEqual({
      decision: 'allow',
      because: 'allowed',
      statement: { policy: 'p', index: 0 },
      asAction: 's3:ListBucket',
    });
  });

  it.each([
    ['a version', { 's3:versionid': 'v1' }, 'deny'],
    ['the object', {}, 'allow'],
  ])('refuses the delete of %s when s3:DeleteObjectVersion is denied: %s', (_case, conditions, expected) => {
    const document = named(
      'p',
      allow('s3:DeleteObject', 'arn:aws:s3:::photos/*'),
      deny('s3:DeleteObjectVersion', 'arn:aws:s3:::photos/*'),
    );
    const request = { action: 's3:DeleteObject', bucket: 'photos', key: 'a.jpg', conditions };
    expect(decisionOf([document], request)).toBe(expected);
  });
});

describe('evaluatePolicies: conditions', () => {
  const listingWhen = (Condition: object) =>
    named('p', allow('s3:ListBucket', 'arn:aws:s3:::photos', { Condition }));

  it.each([
    ['StringEquals, same', { StringEquals: { 's3:prefix': 'docs/' } }, { 's3:prefix': 'docs/' }, 'allow'],
    ['StringEquals, other', { StringEquals: { 's3:prefix': 'docs/' } }, { 's3:prefix': 'logs/' }, 'deny'],
    ['StringEquals, absent', { StringEquals: { 's3:prefix': 'docs/' } }, {}, 'deny'],
    [
      'StringEquals, one of the list',
      { StringEquals: { 's3:prefix': ['a/', 'docs/'] } },
      { 's3:prefix': 'docs/' },
      'allow',
    ],
    ['StringNotEquals, absent', { StringNotEquals: { 's3:prefix': 'docs/' } }, {}, 'allow'],
    [
      'StringEqualsIgnoreCase',
      { StringEqualsIgnoreCase: { 's3:prefix': 'DOCS/' } },
      { 's3:prefix': 'docs/' },
      'allow',
    ],
    [
      'StringNotEqualsIgnoreCase',
      { StringNotEqualsIgnoreCase: { 's3:prefix': 'DOCS/' } },
      { 's3:prefix': 'docs/' },
      'deny',
    ],
    ['StringLike', { StringLike: { 's3:prefix': 'docs/*' } }, { 's3:prefix': 'docs/2024/' }, 'allow'],
    ['StringLike, absent', { StringLike: { 's3:prefix': '*' } }, {}, 'deny'],
    ['StringNotLike, absent', { StringNotLike: { 's3:prefix': 'logs/*' } }, {}, 'allow'],
    [
      'a variable in the value',
      { StringEquals: { 's3:prefix': `home/${USERNAME}/` } },
      { 's3:prefix': 'home/al/', 'aws:username': 'al' },
      'allow',
    ],
    ['ForAllValues, absent', { 'ForAllValues:StringEquals': { 's3:prefix': 'docs/' } }, {}, 'allow'],
    [
      'ForAllValues, every value',
      { 'ForAllValues:StringLike': { 's3:prefix': ['a*', 'b*'] } },
      { 's3:prefix': ['a1', 'b1'] },
      'allow',
    ],
    [
      'ForAllValues, one other',
      { 'ForAllValues:StringLike': { 's3:prefix': ['a*'] } },
      { 's3:prefix': ['a1', 'b1'] },
      'deny',
    ],
    [
      'ForAnyValue, one value',
      { 'ForAnyValue:StringEquals': { 's3:prefix': 'b1' } },
      { 's3:prefix': ['a1', 'b1'] },
      'allow',
    ],
    [
      'BinaryEquals (base64)',
      { BinaryEquals: { 's3:prefix': 'ZG9jcy8=' } },
      { 's3:prefix': 'docs/' },
      'allow',
    ],
    ['NumericLessThan, less', { NumericLessThan: { 's3:max-keys': 100 } }, { 's3:max-keys': '10' }, 'allow'],
    [
      'NumericLessThan, equal',
      { NumericLessThan: { 's3:max-keys': '100' } },
      { 's3:max-keys': '100' },
      'deny',
    ],
    [
      'NumericLessThan, not a number',
      { NumericLessThan: { 's3:max-keys': 100 } },
      { 's3:max-keys': 'ten' },
      'deny',
    ],
    ['NumericEquals, absent', { NumericEquals: { 's3:max-keys': 100 } }, {}, 'deny'],
    [
      'NumericGreaterThanIfExists, absent',
      { NumericGreaterThanIfExists: { 's3:max-keys': 50 } },
      {},
      'allow',
    ],
    [
      'NumericGreaterThanIfExists, less',
      { NumericGreaterThanIfExists: { 's3:max-keys': 50 } },
      { 's3:max-keys': '5' },
      'deny',
    ],
    [
      'DateLessThan, before',
      { DateLessThan: { 'aws:CurrentTime': '2030-01-01T00:00:00Z' } },
      { 'aws:CurrentTime': '2029-12-31T23:59:59.5Z' },
      'allow',
    ],
    [
      'DateLessThan, with an offset',
      { DateLessThan: { 'aws:CurrentTime': '2030-01-01T00:00:00Z' } },
      { 'aws:CurrentTime': '2030-01-01T00:30:00+01:00' },
      'allow',
    ],
    [
      'DateGreaterThan, not a time',
      { DateGreaterThan: { 'aws:CurrentTime': '2000-01-01T00:00:00Z' } },
      { 'aws:CurrentTime': 'now' },
      'deny',
    ],
    [
      'DateEquals, same instant',
      { DateEquals: { 'aws:CurrentTime': '2030-01-01T00:00:00Z' } },
      { 'aws:CurrentTime': '2029-12-31T19:00:00-05:00' },
      'allow',
    ],
    ['Bool, same', { Bool: { 'aws:SecureTransport': true } }, { 'aws:SecureTransport': 'true' }, 'allow'],
    [
      'Bool, compared as written',
      { Bool: { 'aws:SecureTransport': 'True' } },
      { 'aws:SecureTransport': 'true' },
      'deny',
    ],
    ['Null true, absent', { Null: { 's3:prefix': 'true' } }, {}, 'allow'],
    ['Null true, empty but present', { Null: { 's3:prefix': true } }, { 's3:prefix': '' }, 'deny'],
    [
      'IpAddress, inside',
      { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
      { 'aws:SourceIp': '10.1.2.3' },
      'allow',
    ],
    [
      'IpAddress, outside',
      { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
      { 'aws:SourceIp': '127.0.0.1' },
      'deny',
    ],
    [
      'IpAddress, an address alone',
      { IpAddress: { 'aws:SourceIp': '127.0.0.1' } },
      { 'aws:SourceIp': '127.0.0.1' },
      'allow',
    ],
    [
      'IpAddress, IPv4-mapped IPv6',
      { IpAddress: { 'aws:SourceIp': '127.0.0.0/8' } },
      { 'aws:SourceIp': '::ffff:127.0.0.9' },
      'allow',
    ],
    [
      'IpAddress, IPv6 (an address alone is a /32)',
      { IpAddress: { 'aws:SourceIp': '2001:db8::1' } },
      { 'aws:SourceIp': '2001:db8:0:1::5' },
      'allow',
    ],
    [
      'IpAddress, not an address',
      { IpAddress: { 'aws:SourceIp': '0.0.0.0/0' } },
      { 'aws:SourceIp': 'nowhere' },
      'deny',
    ],
    [
      'NotIpAddress, not an address',
      { NotIpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
      { 'aws:SourceIp': 'nowhere' },
      'allow',
    ],
    [
      'every operator must hold',
      { StringEquals: { 's3:prefix': 'docs/' }, Null: { 's3:delimiter': 'false' } },
      { 's3:prefix': 'docs/' },
      'deny',
    ],
  ] as const)('%s', (_case, condition, values, expected) => {
    expect(decisionOf([listingWhen(condition)], listBucket(values))).toBe(expected);
  });
});

describe('evaluatePolicies: documents MinIO would refuse cannot be decided', () => {
  it.each([
    [
      'an operator MinIO lacks',
      allow('s3:ListBucket', '*', { Condition: { ArnLike: { 's3:prefix': 'a' } } }),
      /operator "ArnLike"/,
    ],
    [
      'an …IfExists operator MinIO lacks',
      allow('s3:ListBucket', '*', { Condition: { StringEqualsIfExists: { 's3:prefix': 'a' } } }),
      /StringEqualsIfExists/,
    ],
    [
      'an unknown condition key',
      allow('s3:ListBucket', '*', { Condition: { StringEquals: { 's3:prefixes': 'a' } } }),
      /condition key "s3:prefixes"/,
    ],
    [
      'a number for a string operator',
      allow('s3:ListBucket', '*', { Condition: { StringEquals: { 's3:max-keys': 10 } } }),
      /strings only/,
    ],
    [
      'two values for a numeric operator',
      allow('s3:ListBucket', '*', { Condition: { NumericLessThan: { 's3:max-keys': [1, 2] } } }),
      /exactly one value/,
    ],
    [
      'Bool on another key',
      allow('s3:ListBucket', '*', { Condition: { Bool: { 's3:prefix': true } } }),
      /aws:SecureTransport only/,
    ],
    [
      'a malformed CIDR',
      allow('s3:ListBucket', '*', { Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/33' } } }),
      /CIDR/,
    ],
    ['an empty Condition', allow('s3:ListBucket', '*', { Condition: {} }), /must not be empty/],
    ['an unknown action', allow('s3:GetObjekt', '*'), /no action "s3:GetObjekt"/],
    [
      'an admin action MinIO does not take in policies',
      allow('admin:InspectData', '*'),
      /no action "admin:InspectData"/,
    ],
    [
      'admin and S3 actions in one statement',
      allow(['admin:ServerInfo', 's3:GetObject'], '*'),
      /no "s3:GetObject" in a statement of admin actions/,
    ],
    [
      'Action and NotAction together',
      { Effect: 'Allow', Action: 's3:*', NotAction: 's3:GetObject', Resource: '*' },
      /Action and NotAction/,
    ],
    ['no Resource for S3 actions', { Effect: 'Allow', Action: 's3:*' }, /Resource must not be empty/],
    ['a resource of no known kind', allow('s3:*', 'photos/*'), /not a resource MinIO knows/],
    ['an Effect of another case', { Effect: 'allow', Action: 's3:*', Resource: '*' }, /Effect/],
  ] as const)('%s', (_case, statement, reason) => {
    const verdict = evaluatePolicies([named('p', allow('s3:*', '*'), statement)], getObject('a.jpg'));
    expect(verdict).toMatchObject({
      decision: 'cannot-decide',
      policy: 'p',
      index: 1,
      reason: expect.stringMatching(reason),
    });
  });

  it.each([
    ['a document that is not an object', ['Statement']],
    ['a Statement that is not a list', { Version: '2012-10-17', Statement: allow('s3:*', '*') }],
    ['another version', { Version: '2008-10-17', Statement: [] }],
  ])('%s', (_case, document) => {
    expect(decisionOf([{ name: 'p', policy: document }], getObject('a.jpg'))).toBe('cannot-decide');
  });

  it('reads fields whatever their case and ignores those it does not know, as MinIO does', () => {
    const document = {
      version: '2012-10-17',
      statement: [
        { effect: 'Allow', Principal: '*', action: 's3:GetObject', resource: 'arn:aws:s3:::photos/*' },
      ],
    };
    expect(decisionOf([{ name: 'p', policy: document }], getObject('a.jpg'))).toBe('allow');
  });

  it(`refuses more than ${MAX_EVALUATED_POLICIES} policies`, () => {
    const policies = Array.from({ length: MAX_EVALUATED_POLICIES + 1 }, (_, index) => named(`p${index}`));
    expect(decisionOf(policies, getObject('a.jpg'))).toBe('cannot-decide');
  });
});

describe('what a simulated request may hold', () => {
  it.each([
    ['s3:GetObject', undefined],
    ['admin:ServerInfo', undefined],
    ['', /Enter an action/],
    ['s3:Get*', /without wildcards/],
    ['GetObject', /service:Name/],
    [`s3:${'a'.repeat(200)}`, /at most 128/],
  ])('action %j', (action, problem) => {
    const found = simulatedActionProblem(action);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });

  it.each([
    ['', {}, undefined],
    ['photos', { bucket: 'photos' }, undefined],
    ['photos/2024/a.jpg', { bucket: 'photos', key: '2024/a.jpg' }, undefined],
    ['photos/', { bucket: 'photos', key: '' }, undefined],
    ['Photos/a.jpg', { bucket: 'Photos', key: 'a.jpg' }, /lowercase letters/],
    ['photos/../x', { bucket: 'photos', key: '../x' }, /"\.\."/],
  ])('resource %j', (resource, parts, problem) => {
    expect(resourceParts(resource)).toEqual(parts);
    const found = simulatedResourceProblem(resource);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });

  it.each([
    ['s3:prefix', 'docs/', undefined],
    ['s3:ExistingObjectTag/team', 'sim', undefined],
    ['', 'docs/', /Enter a condition key/],
    ['s3:prefixes', 'docs/', /no condition key "s3:prefixes"/],
    ['s3:prefix', 'x'.repeat(1025), /at most 1024 characters/],
  ])('condition %j = %j', (key, value, problem) => {
    const found = conditionKeyProblem(key) ?? conditionValueProblem(value);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toMatch(problem);
  });

  it('offers concrete actions only, sorted', () => {
    expect(KNOWN_ACTIONS).toContain('s3:GetObject');
    expect(KNOWN_ACTIONS).toContain('admin:ServerInfo');
    expect(KNOWN_ACTIONS.some((action) => action.includes('*'))).toBe(false);
    expect([...KNOWN_ACTIONS].sort()).toEqual(KNOWN_ACTIONS);
  });
});

describe('statementAt', () => {
  it('finds the statement a decision names, as written (whatever the case of "Statement")', () => {
    const written = {
      Sid: 'Read',
      Effect: 'Allow',
      Action: 's3:GetObject',
      Resource: 'arn:aws:s3:::photos/*',
    };
    const policies = [
      named('other'),
      { name: 'p', policy: { version: '2012-10-17', statement: [allow('s3:*', '*'), written] } },
    ];
    expect(statementAt(policies, { policy: 'p', index: 1 })).toEqual(written);
  });
});
