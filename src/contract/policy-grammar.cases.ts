/**
 * Policy documents with what MinIO does with each and what the lint says about it. The unit test holds the
 * lint to these; the integration test holds MinIO to them (`mc admin policy create`).
 */

import type { PolicyProblem } from './policy-grammar';

export interface PolicyCase {
  name: string;
  /** The document: text as it is, anything else as indented JSON. */
  policy: unknown;
  minio: 'accepts' | 'refuses';
  /** The problem the lint reports (for a refused document, one of its errors); none means no problem at all. */
  problem?: { severity: PolicyProblem['severity']; message: RegExp; path?: string };
}

export const policyText = (policy: unknown) =>
  typeof policy === 'string' ? policy : JSON.stringify(policy, null, 2);

const BUCKET = 'arn:aws:s3:::photos';
const OBJECTS = 'arn:aws:s3:::photos/*';

/** A policy of one statement: reading objects, with `changes` applied (an undefined value removes the field). */
function statement(changes: Record<string, unknown> = {}) {
  const merged: Record<string, unknown> = {
    Effect: 'Allow',
    Action: ['s3:GetObject'],
    Resource: [OBJECTS],
    ...changes,
  };
  return {
    Version: '2012-10-17',
    Statement: [Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined))],
  };
}

/** A statement of `action` on the photos bucket and its objects under `condition`. */
const condition = (condition: unknown, action: unknown = 's3:GetObject') =>
  statement({ Action: action, Resource: [BUCKET, OBJECTS], Condition: condition });

const error = (message: RegExp, path?: string) => ({ severity: 'error' as const, message, path });
const warning = (message: RegExp, path?: string) => ({ severity: 'warning' as const, message, path });

const S0 = 'Statement[0]';
const CONDITION = `${S0}.Condition`;

const DOCUMENT_CASES: PolicyCase[] = [
  { name: 'a statement reading objects', policy: statement(), minio: 'accepts' },
  {
    name: 'field names in any case, and Id',
    policy: {
      version: '2012-10-17',
      Id: 'photos',
      statement: [{ effect: 'Allow', action: 's3:GetObject', resource: OBJECTS }],
    },
    minio: 'accepts',
  },
  {
    name: 'no Version',
    policy: { Statement: statement().Statement },
    minio: 'refuses',
    problem: error(/needs "Version"/),
  },
  {
    name: 'another Version',
    policy: { ...statement(), Version: '2008-10-17' },
    minio: 'refuses',
    problem: error(/only Version "2012-10-17"/, 'Version'),
  },
  {
    name: 'Version null',
    policy: { ...statement(), Version: null },
    minio: 'refuses',
    problem: error(/needs "Version"/),
  },
  {
    name: 'Version as a date without quotes',
    policy: { ...statement(), Version: 20121017 },
    minio: 'refuses',
    problem: error(/Version must be a string/, 'Version'),
  },
  {
    name: 'an ID that is not a string',
    policy: { ...statement(), ID: 7 },
    minio: 'refuses',
    problem: error(/ID must be a string/),
  },
  {
    name: 'a field MinIO does not know',
    policy: { ...statement(), Comment: 'x' },
    minio: 'accepts',
    problem: warning(/ignores "Comment"/),
  },
  {
    name: 'a repeated field',
    policy: `{"Version":"2012-10-17","Statement":[{"Effect":"Deny","Effect":"Allow","Action":"s3:GetObject","Resource":"${OBJECTS}"}]}`,
    minio: 'accepts',
    problem: warning(/later one replaces it/, S0),
  },
  { name: 'a list', policy: [statement()], minio: 'refuses', problem: error(/is a JSON object/) },
  {
    name: 'Statement as one object',
    policy: { Version: '2012-10-17', Statement: statement().Statement[0] },
    minio: 'refuses',
    problem: error(/only as a list/, 'Statement'),
  },
  {
    name: 'no Statement',
    policy: { Version: '2012-10-17' },
    minio: 'refuses',
    problem: error(/at least one statement/),
  },
  {
    name: 'an empty Statement list',
    policy: { Version: '2012-10-17', Statement: [] },
    minio: 'refuses',
    problem: error(/at least one statement/),
  },
  {
    name: 'Statement null',
    policy: { Version: '2012-10-17', Statement: null },
    minio: 'refuses',
    problem: error(/at least one statement/),
  },
  {
    name: 'a statement that is null',
    policy: { Version: '2012-10-17', Statement: [null] },
    minio: 'refuses',
    problem: error(/must be an object/, S0),
  },
  {
    name: 'more than 20 KiB',
    policy: statement({ Sid: 'x'.repeat(21_000) }),
    minio: 'refuses',
    problem: error(/up to 20 KiB/),
  },
  {
    name: 'a missing comma',
    policy: '{"Version":"2012-10-17" "Statement":[]}',
    minio: 'refuses',
    problem: error(/comma is missing/),
  },
  {
    name: 'a trailing comma',
    policy: `{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:*","Resource":"*"},]}`,
    minio: 'refuses',
    problem: error(/Remove the comma/),
  },
  {
    name: 'single quotes',
    policy: "{'Version':'2012-10-17'}",
    minio: 'refuses',
    problem: error(/double quotes/),
  },
];

const STATEMENT_CASES: PolicyCase[] = [
  {
    name: 'a Principal',
    policy: statement({ Principal: { AWS: ['*'] } }),
    minio: 'accepts',
    problem: warning(/ignores Principal/, S0),
  },
  { name: 'a Sid', policy: statement({ Sid: 'ReadPhotos' }), minio: 'accepts' },
  { name: 'Sid null', policy: statement({ Sid: null }), minio: 'accepts' },
  {
    name: 'a Sid that is not a string',
    policy: statement({ Sid: 1 }),
    minio: 'refuses',
    problem: error(/Sid must be a string/),
  },
  {
    name: 'no Effect',
    policy: statement({ Effect: undefined }),
    minio: 'refuses',
    problem: error(/needs "Effect"/),
  },
  {
    name: 'Effect in lower case',
    policy: statement({ Effect: 'allow' }),
    minio: 'refuses',
    problem: error(/"Allow" or "Deny"/),
  },
  { name: 'Effect Deny', policy: statement({ Effect: 'Deny' }), minio: 'accepts' },
  {
    name: 'no Action',
    policy: statement({ Action: undefined }),
    minio: 'refuses',
    problem: error(/needs an Action/),
  },
  {
    name: 'an empty Action list',
    policy: statement({ Action: [] }),
    minio: 'refuses',
    problem: error(/at least one action/),
  },
  {
    name: 'Action null',
    policy: statement({ Action: null }),
    minio: 'refuses',
    problem: error(/at least one action/),
  },
  {
    name: 'an action that is a number',
    policy: statement({ Action: [5] }),
    minio: 'refuses',
    problem: error(/name in double quotes/, `${S0}.Action[0]`),
  },
  {
    name: 'Action and NotAction',
    policy: statement({ NotAction: ['s3:PutObject'] }),
    minio: 'refuses',
    problem: error(/not both/),
  },
  {
    name: 'NotAction alone',
    policy: statement({ Action: undefined, NotAction: ['s3:DeleteObject'] }),
    minio: 'accepts',
  },
  {
    name: 'a NotAction naming nothing',
    policy: statement({ Action: undefined, NotAction: 'foo:Bar' }),
    minio: 'accepts',
    problem: warning(/matches no action/, `${S0}.NotAction`),
  },
  {
    name: 'an action listed twice',
    policy: statement({ Action: ['s3:GetObject', 's3:GetObject'] }),
    minio: 'accepts',
    problem: warning(/listed twice/, `${S0}.Action[1]`),
  },
];

const ACTION_CASES: PolicyCase[] = [
  {
    name: 'an action in the wrong case',
    policy: statement({ Action: 's3:getobject' }),
    minio: 'refuses',
    problem: error(/did you mean s3:GetObject/, `${S0}.Action`),
  },
  { name: 'an S3 wildcard', policy: statement({ Action: ['s3:Get*', 's3:List?ucket'] }), minio: 'accepts' },
  {
    name: 'an S3 wildcard matching nothing',
    policy: statement({ Action: 's3:Frobnicate*' }),
    minio: 'refuses',
    problem: error(/matches no action/),
  },
  {
    name: 'an unknown action',
    policy: statement({ Action: 's3:Frobnicate' }),
    minio: 'refuses',
    problem: error(/knows no action s3:Frobnicate/),
  },
  {
    name: 'admin actions',
    policy: statement({ Action: ['admin:ServerInfo', 'admin:ListUsers'], Resource: undefined }),
    minio: 'accepts',
  },
  {
    name: 'an admin wildcard',
    policy: statement({ Action: 'admin:List*', Resource: undefined }),
    minio: 'refuses',
    problem: error(/no wildcard but admin:\*/),
  },
  {
    name: 'admin and S3 actions together',
    policy: statement({ Action: ['admin:ServerInfo', 's3:GetObject'] }),
    minio: 'refuses',
    problem: error(/cannot share a statement with admin: actions/, `${S0}.Action[1]`),
  },
  {
    name: 'a Resource on admin actions',
    policy: statement({ Action: 'admin:*' }),
    minio: 'accepts',
    problem: warning(/ignores Resource for admin: actions/),
  },
  {
    name: 'a KMS action without Resource',
    policy: statement({ Action: ['kms:CreateKey', 'kms:KeyStatus'], Resource: undefined }),
    minio: 'accepts',
  },
  {
    name: 'a KMS action on a key pattern',
    policy: statement({ Action: 'kms:*', Resource: 'arn:minio:kms:::photos-*' }),
    minio: 'accepts',
  },
  {
    name: 'a KMS action on a bucket',
    policy: statement({ Action: 'kms:CreateKey' }),
    minio: 'refuses',
    problem: error(/not a KMS key/),
  },
  {
    name: 'a KMS key with a dot',
    policy: statement({ Action: 'kms:CreateKey', Resource: 'arn:minio:kms:::photos.key' }),
    minio: 'refuses',
    problem: error(/KMS key name has no/),
  },
  {
    name: 'a KMS wildcard',
    policy: statement({ Action: 'kms:Create*', Resource: undefined }),
    minio: 'refuses',
    problem: error(/no wildcard but kms:\*/),
  },
  {
    name: 'an STS action and its key',
    policy: statement({
      Action: 'sts:AssumeRoleWithWebIdentity',
      Resource: undefined,
      Condition: { NumericLessThanEquals: { 'sts:DurationSeconds': '3600' } },
    }),
    minio: 'accepts',
  },
  {
    name: 'sts:*',
    policy: statement({ Action: 'sts:*' }),
    minio: 'refuses',
    problem: error(/only sts: action/),
  },
  {
    name: 'the action *',
    policy: statement({ Action: '*', Resource: undefined }),
    minio: 'accepts',
    problem: warning(/allows every action/),
  },
  {
    name: 'the action * beside another',
    policy: statement({ Action: ['*', 's3:GetObject'] }),
    minio: 'refuses',
    problem: error(/cannot share a statement with sts: actions/),
  },
];

const RESOURCE_CASES: PolicyCase[] = [
  {
    name: 'no Resource',
    policy: statement({ Resource: undefined }),
    minio: 'refuses',
    problem: error(/need a Resource/),
  },
  {
    name: 'an empty Resource list',
    policy: statement({ Resource: [] }),
    minio: 'refuses',
    problem: error(/need a Resource/),
  },
  {
    name: 'Resource and NotResource',
    policy: statement({ NotResource: BUCKET }),
    minio: 'refuses',
    problem: error(/Resource or NotResource, not both/),
  },
  {
    name: 'NotResource alone',
    policy: statement({ Resource: undefined, NotResource: OBJECTS }),
    minio: 'accepts',
  },
  {
    name: 'an S3 ARN with two colons',
    policy: statement({ Resource: 'arn:aws:s3::photos/*' }),
    minio: 'refuses',
    problem: error(/three colons/, `${S0}.Resource`),
  },
  {
    name: 'a bucket name without ARN',
    policy: statement({ Resource: ['photos'] }),
    minio: 'refuses',
    problem: error(/arn:aws:s3:::photos/, `${S0}.Resource[0]`),
  },
  {
    name: 'an ARN MinIO does not know',
    policy: statement({ Action: 'admin:*', Resource: 'arn:minio:admin:::*' }),
    minio: 'refuses',
    problem: error(/knows only arn:aws:s3/),
  },
  {
    name: 'a slash before the bucket',
    policy: statement({ Resource: 'arn:aws:s3:::/photos/*' }),
    minio: 'refuses',
    problem: error(/remove the "\/"/),
  },
  {
    name: 'a resource that is a number',
    policy: statement({ Resource: [5] }),
    minio: 'refuses',
    problem: error(/ARN in double quotes/),
  },
  {
    name: 'a KMS key for S3 actions',
    policy: statement({ Resource: 'arn:minio:kms:::photos' }),
    minio: 'refuses',
    problem: error(/is a KMS key/),
  },
  { name: 'every resource', policy: statement({ Resource: '*' }), minio: 'accepts' },
  {
    name: 'a resource starting with *',
    policy: statement({ Resource: '*photos' }),
    minio: 'accepts',
    problem: warning(/bucket pattern photos/),
  },
  {
    name: 'an ARN prefix alone',
    policy: statement({ Resource: 'arn:aws:s3:::' }),
    minio: 'accepts',
    problem: warning(/names nothing/),
  },
  {
    name: 'object actions on a bucket only',
    policy: statement({ Action: ['s3:GetObject', 's3:ListBucket'], Resource: BUCKET }),
    minio: 'accepts',
    problem: warning(/s3:GetObject act on objects/, S0),
  },
  {
    name: 'a policy variable',
    policy: statement({ Resource: `arn:aws:s3:::home/\${aws:username}/*` }),
    minio: 'accepts',
  },
  {
    name: 'a policy variable MinIO does not fill in',
    policy: statement({ Resource: `arn:aws:s3:::home/\${aws:tokenissuetime}/*` }),
    minio: 'accepts',
    problem: warning(/stays as written/),
  },
];

const CONDITION_CASES: PolicyCase[] = [
  {
    name: 'a prefix on listing',
    policy: condition({ StringLike: { 's3:prefix': ['2024/*'] } }, 's3:ListBucket'),
    minio: 'accepts',
  },
  {
    name: 'a key the action does not take',
    policy: condition({ StringLike: { 's3:prefix': '2024/*' } }),
    minio: 'refuses',
    problem: error(/s3:prefix does not apply to s3:GetObject/, CONDITION),
  },
  {
    name: 'a key some actions of a wildcard do not take',
    policy: condition({ StringLike: { 's3:prefix': '2024/*' } }, 's3:Get*'),
    minio: 'refuses',
    problem: error(/does not apply to s3:Get\*/),
  },
  {
    name: 'a key of an action a wildcard names',
    policy: condition({ StringLike: { 's3:prefix': 'a/*' } }, 's3:List*'),
    minio: 'accepts',
  },
  {
    name: 'any key for s3:*',
    policy: condition({ StringLike: { 's3:prefix': 'a/*' } }, 's3:*'),
    minio: 'accepts',
  },
  {
    name: 'a key with a variable',
    policy: condition({ StringEquals: { 's3:ExistingObjectTag/team': 'design' } }),
    minio: 'accepts',
  },
  {
    name: 'an unknown key',
    policy: condition({ StringEquals: { 'aws:PrincipalTag': 'x' } }),
    minio: 'refuses',
    problem: error(/no condition key aws:PrincipalTag/),
  },
  {
    name: 'a key in the wrong case',
    policy: condition({ IpAddress: { 'aws:sourceip': '10.0.0.0/8' } }),
    minio: 'refuses',
    problem: error(/did you mean aws:SourceIp/),
  },
  {
    name: 'an …IfExists operator',
    policy: condition({ StringEqualsIfExists: { 'aws:username': 'ann' } }),
    minio: 'refuses',
    problem: error(/only NumericGreaterThanIfExists/),
  },
  {
    name: 'an operator in the wrong case',
    policy: condition({ stringequals: { 'aws:username': 'ann' } }),
    minio: 'refuses',
    problem: error(/did you mean StringEquals/),
  },
  {
    name: 'a set qualifier',
    policy: condition({ 'ForAnyValue:StringEquals': { 'aws:groups': ['design', 'ops'] } }),
    minio: 'accepts',
  },
  {
    name: 'an unknown qualifier',
    policy: condition({ 'ForSome:StringEquals': { 'aws:username': 'ann' } }),
    minio: 'refuses',
    problem: error(/ForAllValues: or ForAnyValue:/),
  },
  {
    name: 'a qualifier on Bool',
    policy: condition({ 'ForAnyValue:Bool': { 'aws:SecureTransport': 'true' } }),
    minio: 'accepts',
    problem: warning(/no effect on Bool/),
  },
  {
    name: 'an empty Condition',
    policy: condition({}),
    minio: 'refuses',
    problem: error(/at least one operator/),
  },
  {
    name: 'Condition null',
    policy: condition(null),
    minio: 'refuses',
    problem: error(/at least one operator/),
  },
  {
    name: 'a Condition list',
    policy: condition([{ StringEquals: { 'aws:username': 'ann' } }]),
    minio: 'refuses',
    problem: error(/Condition is an object/),
  },
  {
    name: 'an operator holding a string',
    policy: condition({ StringEquals: 'ann' }),
    minio: 'refuses',
    problem: error(/object of condition keys/),
  },
  {
    name: 'a repeated operator',
    policy: `{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:GetObject","Resource":"${OBJECTS}","Condition":{"StringEquals":{"aws:username":"ann"},"StringEquals":{"aws:username":"bob"}}}]}`,
    minio: 'accepts',
    problem: warning(/later one replaces it/),
  },
  {
    name: 'a number for a string operator',
    policy: condition({ StringEquals: { 'aws:username': 5 } }),
    minio: 'refuses',
    problem: error(/compares strings/),
  },
  {
    name: 'null for a string operator',
    policy: condition({ StringEquals: { 'aws:username': null } }),
    minio: 'refuses',
    problem: error(/compares strings/),
  },
  { name: 'null for Null', policy: condition({ Null: { 'aws:username': null } }), minio: 'accepts' },
  {
    name: 'no values',
    policy: condition({ StringEquals: { 'aws:username': [] } }),
    minio: 'refuses',
    problem: error(/at least one value/),
  },
  {
    name: 'a repeated value',
    policy: condition({ StringEquals: { 'aws:username': ['ann', 'ann'] } }),
    minio: 'refuses',
    problem: error(/listed twice/),
  },
  {
    name: 'a list in a list',
    policy: condition({ StringEquals: { 'aws:username': [['ann']] } }),
    minio: 'refuses',
    problem: error(/a list holds only those/),
  },
  {
    name: 'a fraction',
    policy: condition({ NumericLessThan: { 's3:max-keys': 1.5 } }, 's3:ListBucket'),
    minio: 'refuses',
    problem: error(/whole number/),
  },
  {
    name: 'an exponent',
    policy:
      '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:ListBucket","Resource":"arn:aws:s3:::photos","Condition":{"NumericLessThan":{"s3:max-keys":1e2}}}]}',
    minio: 'refuses',
    problem: error(/whole number/),
  },
  {
    name: 'a number as text',
    policy: condition({ NumericLessThan: { 's3:max-keys': '+100' } }, 's3:ListBucket'),
    minio: 'accepts',
  },
  {
    name: 'a number beyond 64 bits',
    policy: condition({ NumericLessThan: { 's3:max-keys': '9223372036854775808' } }, 's3:ListBucket'),
    minio: 'refuses',
    problem: error(/takes a whole number/),
  },
  {
    name: 'the smallest 64-bit number',
    policy:
      '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":"s3:ListBucket","Resource":"arn:aws:s3:::photos","Condition":{"NumericGreaterThan":{"s3:max-keys":-9223372036854775808}}}]}',
    minio: 'accepts',
  },
  {
    name: 'two values for a numeric operator',
    policy: condition({ NumericLessThan: { 's3:max-keys': ['10', '20'] } }, 's3:ListBucket'),
    minio: 'refuses',
    problem: error(/exactly one value/),
  },
  {
    name: 'Bool on another key',
    policy: condition({ Bool: { 'aws:username': 'true' } }),
    minio: 'refuses',
    problem: error(/only to aws:SecureTransport/),
  },
  {
    name: 'Bool with yes',
    policy: condition({ Bool: { 'aws:SecureTransport': 'yes' } }),
    minio: 'refuses',
    problem: error(/true or false/),
  },
  { name: 'Bool with T', policy: condition({ Bool: { 'aws:SecureTransport': 'T' } }), minio: 'accepts' },
  {
    name: 'addresses and ranges',
    policy: condition({
      IpAddress: { 'aws:SourceIp': ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::ffff:10.0.0.1/128'] },
    }),
    minio: 'accepts',
  },
  {
    name: 'an IPv6 address without range',
    policy: condition({ NotIpAddress: { 'aws:SourceIp': '2001:db8::1' } }),
    minio: 'accepts',
    problem: warning(/write \/128/),
  },
  {
    name: 'an octet beyond 255',
    policy: condition({ IpAddress: { 'aws:SourceIp': '10.0.0.256' } }),
    minio: 'refuses',
    problem: error(/addresses or ranges/),
  },
  {
    name: 'an octet with a leading zero',
    policy: condition({ IpAddress: { 'aws:SourceIp': '10.0.0.01' } }),
    minio: 'refuses',
    problem: error(/addresses or ranges/),
  },
  {
    name: 'an IPv6 address with a zone',
    policy: condition({ IpAddress: { 'aws:SourceIp': 'fe80::1%eth0/128' } }),
    minio: 'refuses',
    problem: error(/addresses or ranges/),
  },
  {
    name: 'an IPv6 address with too many groups',
    policy: condition({ IpAddress: { 'aws:SourceIp': '1:2:3:4:5:6:7:8::/64' } }),
    minio: 'refuses',
    problem: error(/addresses or ranges/),
  },
  {
    name: 'a range beyond 32 bits',
    policy: condition({ IpAddress: { 'aws:SourceIp': '10.0.0.0/33' } }),
    minio: 'refuses',
    problem: error(/addresses or ranges/),
  },
  {
    name: 'IpAddress on another key',
    policy: condition({ IpAddress: { 'aws:Referer': '10.0.0.1' } }),
    minio: 'refuses',
    problem: error(/only to aws:SourceIp/),
  },
  {
    name: 'dates and times',
    policy: condition({
      DateLessThan: { 'aws:CurrentTime': '2030-01-31T23:59:59Z' },
      DateGreaterThan: { 'aws:CurrentTime': '2028-02-29T08:00:00.250+02:00' },
      DateNotEquals: { 'aws:CurrentTime': '2030-01-31T7:00:00+24:00' },
    }),
    minio: 'accepts',
  },
  {
    name: 'a date without time',
    policy: condition({ DateLessThan: { 'aws:CurrentTime': '2030-01-31' } }),
    minio: 'refuses',
    problem: error(/date and time/),
  },
  {
    name: 'hour 24',
    policy: condition({ DateLessThan: { 'aws:CurrentTime': '2030-01-31T24:00:00Z' } }),
    minio: 'refuses',
    problem: error(/date and time/),
  },
  {
    name: 'a day the month does not have',
    policy: condition({ DateLessThan: { 'aws:CurrentTime': '2030-02-29T00:00:00Z' } }),
    minio: 'refuses',
    problem: error(/date and time/),
  },
  {
    name: 'a date in lower case',
    policy: condition({ DateLessThan: { 'aws:CurrentTime': '2030-01-31t00:00:00z' } }),
    minio: 'refuses',
    problem: error(/date and time/),
  },
  {
    name: 'an encryption the server does not know',
    policy: condition({ StringEquals: { 's3:x-amz-server-side-encryption': 'aes256' } }, 's3:PutObject'),
    minio: 'refuses',
    problem: error(/AES256 or aws:kms/),
  },
  {
    name: 'an encryption pattern',
    policy: condition({ StringLike: { 's3:x-amz-server-side-encryption': 'aws:*' } }, 's3:PutObject'),
    minio: 'accepts',
  },
  {
    name: 'a metadata directive',
    policy: condition({ StringEquals: { 's3:x-amz-metadata-directive': 'COPY' } }, 's3:PutObject'),
    minio: 'accepts',
  },
  {
    name: 'a copy source without object',
    policy: condition({ StringEquals: { 's3:x-amz-copy-source': 'photos' } }, 's3:PutObject'),
    minio: 'refuses',
    problem: error(/is bucket\/object/),
  },
  {
    name: 'a copy source with a short bucket name',
    policy: condition({ StringLike: { 's3:x-amz-copy-source': '/ab/2024/*' } }, 's3:PutObject'),
    minio: 'refuses',
    problem: error(/not a valid bucket name/),
  },
  {
    name: 'a copy source',
    policy: condition({ StringLike: { 's3:x-amz-copy-source': '/photos/2024/*' } }, 's3:PutObject'),
    minio: 'accepts',
  },
  {
    name: 'BinaryEquals with base64',
    policy: condition({ BinaryEquals: { 'aws:username': 'YW5u' } }),
    minio: 'accepts',
  },
  {
    name: 'BinaryEquals without base64',
    policy: condition({ BinaryEquals: { 'aws:username': 'ann' } }),
    minio: 'refuses',
    problem: error(/takes base64/),
  },
  {
    name: 'an S3 key on admin actions',
    policy: statement({
      Action: 'admin:ServerInfo',
      Resource: undefined,
      Condition: { StringEquals: { 's3:prefix': 'x' } },
    }),
    minio: 'refuses',
    problem: error(/s3:prefix does not apply to admin:ServerInfo/),
  },
  {
    name: 'a requester key on admin actions',
    policy: statement({
      Action: 'admin:ServerInfo',
      Resource: undefined,
      Condition: { IpAddress: { 'aws:SourceIp': '10.0.0.0/8' } },
    }),
    minio: 'accepts',
  },
  {
    name: 'an S3 key on KMS actions',
    policy: statement({
      Action: 'kms:CreateKey',
      Resource: undefined,
      Condition: { StringEquals: { 's3:prefix': 'x' } },
    }),
    minio: 'accepts',
  },
];

export const POLICY_CASES: readonly PolicyCase[] = [
  ...DOCUMENT_CASES,
  ...STATEMENT_CASES,
  ...ACTION_CASES,
  ...RESOURCE_CASES,
  ...CONDITION_CASES,
];
