import { describe, expect, it } from 'vitest';
import { listPoliciesResponseSchema, POLICY_MESSAGES } from '../../src/contract/policies';
import { USER_MESSAGES } from '../../src/contract/users';
import { groupDescription, MINIO_IAM_MESSAGES, policyDocument, userInfo } from '../iam-model';
import { logInAs, logInWithGrants, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { call, expectError } from './test-calls';

const READ_PHOTOS = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::photos/*'] }],
};

const withStatement = (statement: object) => ({ Version: '2012-10-17', Statement: [statement] });
const addPolicy = (name: string, document: object) =>
  call('POST', 'policies', { name, policy: JSON.stringify(document) });

describe('policy mocks answer as the console server does over MinIO', () => {
  it("GET /policies lists MinIO's own policies and the demo's, sorted, each with its document", async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'policies');

    expect(status).toBe(200);
    const list = listPoliciesResponseSchema.parse(body);
    expect(list.policies?.map((policy) => policy.name)).toEqual([
      'backups-writer',
      'consoleAdmin',
      'diagnostics',
      'photos-editors',
      'readonly',
      'readwrite',
      'writeonly',
    ]);
    expect(list.total).toBe(7);
    expect(JSON.parse(list.policies?.[4]?.policy ?? '')).toEqual(
      withStatement({
        Effect: 'Allow',
        Action: ['s3:GetBucketLocation', 's3:GetObject'],
        Resource: ['arn:aws:s3:::*'],
      }),
    );
  });

  it('POST /policies creates a policy, or replaces the document of the one with that name', async () => {
    logInAs(ROOT_USER);

    expect(await addPolicy('read-photos', READ_PHOTOS)).toEqual({
      status: 201,
      body: { name: 'read-photos', policy: JSON.stringify(READ_PHOTOS) },
    });
    expect((await addPolicy('readonly', READ_PHOTOS)).status).toBe(201);
    expect(policyDocument('readonly')).toEqual(READ_PHOTOS);
  });

  it.each([
    ['no version', { Statement: READ_PHOTOS.Statement }, MINIO_IAM_MESSAGES.policyVersion],
    ['another version', { ...READ_PHOTOS, Version: '2008-10-17' }, "invalid version '2008-10-17'"],
    ['no statement', { Version: '2012-10-17', Statement: [] }, MINIO_IAM_MESSAGES.invalidArguments],
    [
      'an unknown action',
      withStatement({ Effect: 'Allow', Action: ['s3:Zed*'], Resource: ['arn:aws:s3:::x/*'] }),
      "unsupported action 's3:Zed*'",
    ],
    [
      'an unknown effect',
      withStatement({ Effect: 'Maybe', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::x/*'] }),
      'invalid Effect Maybe',
    ],
    [
      'S3 actions without a resource',
      withStatement({ Effect: 'Allow', Action: ['s3:GetObject'] }),
      MINIO_IAM_MESSAGES.emptyResource,
    ],
    [
      'a resource that is not an ARN',
      withStatement({ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['photos/*'] }),
      "invalid resource 'photos/*'",
    ],
  ])("POST /policies with %s is refused with MinIO's words", async (_case, document, message) => {
    logInAs(ROOT_USER);

    expectError(await addPolicy('broken', document), 400, message);
  });

  it('POST /policies takes admin actions without a resource', async () => {
    logInAs(ROOT_USER);

    expect((await addPolicy('admins', withStatement({ Effect: 'Allow', Action: ['admin:*'] }))).status).toBe(
      201,
    );
  });

  it.each([
    ['GET', 'policy/nope'],
    ['GET', 'policies/nope/users'],
    ['GET', 'policies/nope/groups'],
  ])("%s %s of an unknown policy answers 404 with MinIO's words", async (method, path) => {
    logInAs(ROOT_USER);

    expectError(await call(method, path), 404, MINIO_IAM_MESSAGES.noSuchPolicy);
  });

  it.each([
    ['photos-editors', 'users', ['alice']],
    ['photos-editors', 'groups', ['photo-team']],
    ['readonly', 'users', ['readonly']],
    ['writeonly', 'users', null],
  ])('GET /policies/%s/%s answers the sorted names, or null', async (policy, kind, names) => {
    logInAs(ROOT_USER);

    expect(await call('GET', `policies/${policy}/${kind}`)).toEqual({ status: 200, body: names });
  });

  const ENTITY_LISTING = ['admin:ListUserPolicies', 'admin:ListUsers', 'admin:ListGroups'];

  it.each([
    ['admin:GetPolicy alone', ['admin:GetPolicy'], 'photos-editors'],
    ['admin:GetPolicy alone, of an unknown policy', ['admin:GetPolicy'], 'nope'],
    ['every listing action without admin:GetPolicy', ENTITY_LISTING, 'photos-editors'],
  ])('GET /policies/{policy}/users and …/groups are refused to %s', async (_case, actions, policy) => {
    logInWithGrants(actions);

    for (const kind of ['users', 'groups']) {
      expectError(await call('GET', `policies/${policy}/${kind}`), 403, MINIO_MESSAGES.accessDenied);
    }
  });

  it.each(ENTITY_LISTING)(
    'GET /policies/{policy}/users and …/groups answer admin:GetPolicy with %s',
    async (listing) => {
      logInWithGrants(['admin:GetPolicy', listing]);

      expect(await call('GET', 'policies/photos-editors/users')).toEqual({ status: 200, body: ['alice'] });
      expect(await call('GET', 'policies/photos-editors/groups')).toEqual({
        status: 200,
        body: ['photo-team'],
      });
    },
  );

  it('DELETE /policy/{name} refuses a policy still attached, and takes one MinIO does not have', async () => {
    logInAs(ROOT_USER);

    expectError(await call('DELETE', 'policy/readonly'), 400, MINIO_IAM_MESSAGES.policyInUse);
    expect(await call('DELETE', 'policy/writeonly')).toEqual({ status: 204, body: undefined });
    expect(await call('DELETE', 'policy/nope')).toEqual({ status: 204, body: undefined });
  });

  it.each([
    ['user', 'alice', ['readonly', 'writeonly'], () => userInfo('alice').policies],
    ['user', 'alice', [], () => userInfo('alice').policies],
    ['group', 'photo-team', ['writeonly'], () => groupDescription('photo-team').policies],
  ])('PUT /set-policy makes the %s’s policies exactly %j', async (entityType, entityName, name, policies) => {
    logInAs(ROOT_USER);

    expect(await call('PUT', 'set-policy', { name, entityType, entityName })).toEqual({
      status: 204,
      body: undefined,
    });
    expect(policies()).toEqual(name);
  });

  it.each([
    [
      'a disabled user',
      { name: ['readonly'], entityType: 'user', entityName: 'dave' },
      404,
      USER_MESSAGES.notFound,
    ],
    [
      'a disabled group',
      { name: ['readonly'], entityType: 'group', entityName: 'contractors' },
      400,
      POLICY_MESSAGES.groupDisabled,
    ],
    [
      'an unknown policy',
      { name: ['nope'], entityType: 'user', entityName: 'alice' },
      404,
      MINIO_IAM_MESSAGES.noSuchPolicy,
    ],
    [
      'an unknown group',
      { name: ['readonly'], entityType: 'group', entityName: 'nope' },
      404,
      MINIO_IAM_MESSAGES.noSuchGroup,
    ],
  ])('PUT /set-policy on %s is refused as MinIO refuses it', async (_case, request, status, message) => {
    logInAs(ROOT_USER);

    expectError(await call('PUT', 'set-policy', request), status, message);
  });

  it('PUT /set-policy-multi replaces the policies of users and of a single group', async () => {
    logInAs(ROOT_USER);
    const request = { name: ['writeonly'], users: ['alice', 'carol'], groups: ['auditors'] };

    expect((await call('PUT', 'set-policy-multi', request)).status).toBe(204);
    expect([userInfo('alice').policies, userInfo('carol').policies]).toEqual([['writeonly'], ['writeonly']]);
    expect(groupDescription('auditors').policies).toEqual(['writeonly']);
  });

  it('PUT /set-policy-multi adds the policies to each of several groups, keeping theirs', async () => {
    logInAs(ROOT_USER);

    expect(
      (await call('PUT', 'set-policy-multi', { name: ['readonly'], groups: ['auditors', 'photo-team'] }))
        .status,
    ).toBe(204);
    expect(groupDescription('auditors').policies).toEqual(['diagnostics', 'readonly']);
    expect(groupDescription('photo-team').policies).toEqual(['photos-editors', 'readonly']);
  });

  it.each([
    [ROOT_USER, ['admin:*']],
    [READONLY_USER, ['s3:GetBucketLocation', 's3:GetObject']],
  ])(
    'GET /user/policy answers the session’s own policy as a JSON string (%o)',
    async (user, firstActions) => {
      logInAs(user);
      const { status, body } = await call('GET', 'user/policy');

      expect(status).toBe(200);
      expect(JSON.parse(body).Statement[0].Action).toEqual(firstActions);
    },
  );

  it.each([
    ['GET', 'policies', undefined],
    ['POST', 'policies', { name: 'read-photos', policy: JSON.stringify(READ_PHOTOS) }],
    ['GET', 'policy/readonly', undefined],
    ['DELETE', 'policy/writeonly', undefined],
    ['GET', 'policies/readonly/users', undefined],
    ['PUT', 'set-policy', { name: [], entityType: 'user', entityName: 'alice' }],
    ['PUT', 'set-policy-multi', { name: [], users: ['alice'] }],
  ])('%s %s is refused to the read-only user', async (method, path, body) => {
    logInAs(READONLY_USER);

    expectError(await call(method, path, body), 403, MINIO_MESSAGES.accessDenied);
  });
});
