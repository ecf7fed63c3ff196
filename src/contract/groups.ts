import { z } from 'zod/mini';
import { endpoint } from './endpoint';
import { entityStatusSchema, groupNameSchema, nameList, userAccessKeySchema } from './iam-names';

/** A group as the console contract answers it; `policy` is MinIO's comma-separated list of policy names. */
export const groupSchema = z.object({
  name: z.string(),
  status: z.optional(z.string()),
  members: z.nullish(z.array(z.string())),
  policy: z.optional(z.string()),
});
export type Group = z.infer<typeof groupSchema>;

export const listGroupsResponseSchema = z.object({
  groups: z.nullish(z.array(z.string())),
  total: z.optional(z.number()),
});
export type ListGroupsResponse = z.infer<typeof listGroupsResponseSchema>;

export const addGroupRequestSchema = z.object({
  group: groupNameSchema,
  members: nameList(userAccessKeySchema),
});
export type AddGroupRequest = z.infer<typeof addGroupRequestSchema>;

/** PUT /group/{name}: the complete member list and the status wanted. */
export const updateGroupRequestSchema = z.object({
  members: nameList(userAccessKeySchema),
  status: entityStatusSchema,
});
export type UpdateGroupRequest = z.infer<typeof updateGroupRequestSchema>;

export const groupNameParams = z.object({ name: z.string() });

/** The console's own refusals (MinIO's pass through as they come). */
export const GROUP_MESSAGES = {
  taken: 'error group name already in use',
} as const;

export const listGroups = endpoint({
  id: 'ListGroups',
  area: 'groups',
  method: 'GET',
  path: '/groups',
  summary: 'Every group of the built-in identity provider',
  response: listGroupsResponseSchema,
  status: 200,
});

export const addGroup = endpoint({
  id: 'AddGroup',
  area: 'groups',
  method: 'POST',
  path: '/groups',
  summary: 'Adds a group with its members',
  body: addGroupRequestSchema,
  status: 201,
});

export const groupInfo = endpoint({
  id: 'GroupInfo',
  area: 'groups',
  method: 'GET',
  path: '/group/{name}',
  summary: 'One group: status, members and policies',
  params: groupNameParams,
  response: groupSchema,
  status: 200,
});

export const updateGroup = endpoint({
  id: 'UpdateGroup',
  area: 'groups',
  method: 'PUT',
  path: '/group/{name}',
  summary: "Sets a group's complete member list and its status",
  params: groupNameParams,
  body: updateGroupRequestSchema,
  response: groupSchema,
  status: 200,
});

export const removeGroup = endpoint({
  id: 'RemoveGroup',
  area: 'groups',
  method: 'DELETE',
  path: '/group/{name}',
  summary: 'Deletes a group that has no members',
  params: groupNameParams,
  status: 204,
});

export const GROUP_ENDPOINTS = [listGroups, addGroup, groupInfo, updateGroup, removeGroup] as const;
