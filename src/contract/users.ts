import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import {
  entityStatusSchema,
  groupNameSchema,
  nameList,
  policyNameSchema,
  secretKeySchema,
  userAccessKeySchema,
} from './iam-names';

/** A MinIO user as the console contract answers it; `policy` holds the policies attached to the user itself. */
export const userSchema = z.object({
  accessKey: z.string(),
  policy: z.nullish(z.array(z.string())),
  memberOf: z.nullish(z.array(z.string())),
  status: z.optional(z.string()),
  /** GET /user/{name} only: whether a policy reaches the user, itself or through a group. */
  hasPolicy: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const listUsersResponseSchema = z.object({ users: z.nullish(z.array(userSchema)) });
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const addUserRequestSchema = z.object({
  accessKey: userAccessKeySchema,
  secretKey: secretKeySchema,
  groups: nameList(groupNameSchema),
  policies: nameList(policyNameSchema),
});
export type AddUserRequest = z.infer<typeof addUserRequestSchema>;

/** PUT /user/{name}: the status and the complete group membership wanted. */
export const updateUserRequestSchema = z.object({
  status: entityStatusSchema,
  groups: nameList(groupNameSchema),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** PUT /user/{name}/groups: the complete group membership wanted. */
export const updateUserGroupsRequestSchema = z.object({ groups: nameList(groupNameSchema) });
export type UpdateUserGroupsRequest = z.infer<typeof updateUserGroupsRequestSchema>;

/** PUT /users-groups-bulk: every user joins every group. */
export const bulkUserGroupsRequestSchema = z.object({
  users: nameList(userAccessKeySchema).check(z.minLength(1, 'Choose at least one user')),
  groups: nameList(groupNameSchema).check(z.minLength(1, 'Choose at least one group')),
});
export type BulkUserGroupsRequest = z.infer<typeof bulkUserGroupsRequestSchema>;

/** POST /users/service-accounts: user names; the answer says how many access keys each has. */
export const selectedUsersSchema = nameList(userAccessKeySchema);
export const userServiceAccountSummarySchema = z.object({
  userServiceAccountList: z.nullish(
    z.array(z.object({ userName: z.string(), numSAs: z.optional(z.number()) })),
  ),
  hasSA: z.optional(z.boolean()),
});
export type UserServiceAccountSummary = z.infer<typeof userServiceAccountSummarySchema>;

/** GET /user/{name}/policies: one JSON document merging the statements of the user's and its groups' policies. */
export const userPoliciesResponseSchema = z.object({ policy: z.optional(z.string()) });
export type UserPoliciesResponse = z.infer<typeof userPoliciesResponseSchema>;

export const userNameParams = z.object({ name: z.string() });

/** The console's own refusals (MinIO's pass through as they come). */
export const USER_MESSAGES = {
  deleteSelf: 'You cannot delete the user you are logged in as',
  disableSelf: 'You cannot disable the user you are logged in as',
  taken: 'The access key is already in use',
  notFound: 'The user does not exist',
} as const;

export const listUsers = endpoint({
  id: 'ListUsers',
  area: 'users',
  method: 'GET',
  path: '/users',
  summary: 'Every user of the built-in identity provider',
  response: listUsersResponseSchema,
  status: 200,
});

export const addUser = endpoint({
  id: 'AddUser',
  area: 'users',
  method: 'POST',
  path: '/users',
  summary: 'Adds a user with its groups and policies',
  body: addUserRequestSchema,
  response: userSchema,
  status: 201,
});

export const checkUserServiceAccounts = endpoint({
  id: 'CheckUserServiceAccounts',
  area: 'users',
  method: 'POST',
  path: '/users/service-accounts',
  summary: 'How many access keys each of the named users has',
  body: selectedUsersSchema,
  response: userServiceAccountSummarySchema,
  status: 200,
});

export const getUserInfo = endpoint({
  id: 'GetUserInfo',
  area: 'users',
  method: 'GET',
  path: '/user/{name}',
  summary: 'One user: status, groups and policies',
  params: userNameParams,
  response: userSchema,
  status: 200,
});

export const updateUserInfo = endpoint({
  id: 'UpdateUserInfo',
  area: 'users',
  method: 'PUT',
  path: '/user/{name}',
  summary: "Sets a user's status and its complete group membership",
  params: userNameParams,
  body: updateUserRequestSchema,
  response: userSchema,
  status: 200,
});

export const removeUser = endpoint({
  id: 'RemoveUser',
  area: 'users',
  method: 'DELETE',
  path: '/user/{name}',
  summary: 'Deletes a user (never the one logged in)',
  params: userNameParams,
  status: 204,
});

export const updateUserGroups = endpoint({
  id: 'UpdateUserGroups',
  area: 'users',
  method: 'PUT',
  path: '/user/{name}/groups',
  summary: "Sets a user's complete group membership",
  params: userNameParams,
  body: updateUserGroupsRequestSchema,
  response: userSchema,
  status: 200,
});

export const getSAUserPolicy = endpoint({
  id: 'GetSAUserPolicy',
  area: 'users',
  method: 'GET',
  path: '/user/{name}/policies',
  summary: "The statements of a user's own and its groups' policies, merged into one document",
  params: userNameParams,
  response: userPoliciesResponseSchema,
  status: 200,
});

export const bulkUpdateUsersGroups = endpoint({
  id: 'BulkUpdateUsersGroups',
  area: 'users',
  method: 'PUT',
  path: '/users-groups-bulk',
  summary: 'Adds every named user to every named group',
  body: bulkUserGroupsRequestSchema,
  status: 200,
});

export const USER_ENDPOINTS = [
  listUsers,
  addUser,
  checkUserServiceAccounts,
  getUserInfo,
  updateUserInfo,
  removeUser,
  updateUserGroups,
  getSAUserPolicy,
  bulkUpdateUsersGroups,
] as const;
