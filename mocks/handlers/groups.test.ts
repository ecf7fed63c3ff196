import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES, groupSchema, listGroupsResponseSchema } from '../../src/contract/groups';
import { USER_MESSAGES } from '../../src/contract/users';
import { groupNames, MINIO_IAM_MESSAGES } from '../iam-model';
import { logInAs, MINIO_MESSAGES, READONLY_USER, ROOT_USER } from '../model';
import { call, expectError } from './test-calls';

describe('group mocks answer as the console server does over MinIO', () => {
  it('GET /groups lists the group names sorted, with their count', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('GET', 'groups');

    expect(status).toBe(200);
    expect(listGroupsResponseSchema.parse(body)).toEqual({
      groups: ['auditors', 'contractors', 'photo-team'],
      total: 3,
    });
  });

  it("GET /group/{name} answers the members and MinIO's comma-separated policy names", async () => {
    logInAs(ROOT_USER);

    expect(groupSchema.parse((await call('GET', 'group/auditors')).body)).toEqual({
      name: 'auditors',
      status: 'enabled',
      members: ['carol', 'dave'],
      policy: 'diagnostics,readonly',
    });
  });

  it('POST /groups adds a group, with members or without, and answers 201 with no body', async () => {
    logInAs(ROOT_USER);

    expect(await call('POST', 'groups', { group: 'ops', members: ['alice'] })).toEqual({
      status: 201,
      body: undefined,
    });
    expect((await call('POST', 'groups', { group: 'empty', members: [] })).status).toBe(201);
    expect((await call('GET', 'group/ops')).body).toEqual({
      name: 'ops',
      status: 'enabled',
      members: ['alice'],
      policy: '',
    });
  });

  it.each([
    ['a name in use', { group: 'auditors', members: [] }, 400, GROUP_MESSAGES.taken],
    ['a member who is not a user', { group: 'ops', members: ['nobody'] }, 404, USER_MESSAGES.notFound],
    ['a name with a comma', { group: 'a,b', members: [] }, 400, 'Invalid request'],
  ])('POST /groups with %s is refused', async (_case, request, status, message) => {
    logInAs(ROOT_USER);

    expectError(await call('POST', 'groups', request), status, message);
    expect(groupNames()).not.toContain('ops');
  });

  it('PUT /group/{name} makes the members exactly those given, and sets the status', async () => {
    logInAs(ROOT_USER);
    const { status, body } = await call('PUT', 'group/auditors', {
      members: ['dave', 'alice'],
      status: 'disabled',
    });

    expect(status).toBe(200);
    expect(body).toEqual({
      name: 'auditors',
      status: 'disabled',
      members: ['dave', 'alice'],
      policy: 'diagnostics,readonly',
    });
  });

  it.each([
    ['a group with members', 'group/auditors', 400, MINIO_IAM_MESSAGES.groupNotEmpty],
    ['a group that does not exist', 'group/nope', 404, MINIO_IAM_MESSAGES.noSuchGroup],
  ])("DELETE of %s is refused with MinIO's words", async (_case, path, status, message) => {
    logInAs(ROOT_USER);

    expectError(await call('DELETE', path), status, message);
  });

  it('DELETE /group/{name} removes an empty group', async () => {
    logInAs(ROOT_USER);

    expect(await call('DELETE', 'group/contractors')).toEqual({ status: 204, body: undefined });
    expect(groupNames()).not.toContain('contractors');
  });

  it.each([
    ['GET', 'groups', undefined],
    ['POST', 'groups', { group: 'ops', members: [] }],
    ['GET', 'group/auditors', undefined],
    ['PUT', 'group/auditors', { members: [], status: 'enabled' }],
    ['DELETE', 'group/contractors', undefined],
  ])('%s %s is refused to the read-only user', async (method, path, body) => {
    logInAs(READONLY_USER);

    expectError(await call(method, path, body), 403, MINIO_MESSAGES.accessDenied);
  });
});
