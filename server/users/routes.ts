import * as users from '../../src/contract/users.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  addUser,
  addUsersToGroups,
  countServiceAccounts,
  getUser,
  listUsers,
  mergedUserPolicy,
  removeUser,
  updateUser,
  updateUserGroups,
} from './calls.ts';

/** Users of MinIO's built-in identity provider: their status, groups and policies. */
export function userRoutes(): Route<SessionEnv>[] {
  return [
    serve(users.listUsers, (_, c) => listUsers(c.get('admin'))),
    serve(users.addUser, ({ body }, c) => addUser(c.get('admin'), body)),
    serve(users.checkUserServiceAccounts, ({ body }, c) => countServiceAccounts(c.get('admin'), body)),
    serve(users.getUserInfo, ({ params }, c) => getUser(c.get('admin'), params.name)),
    serve(users.updateUserInfo, ({ params, body }, c) =>
      updateUser(c.get('admin'), c.get('session'), params.name, body),
    ),
    serve(users.removeUser, ({ params }, c) => removeUser(c.get('admin'), c.get('session'), params.name)),
    serve(users.updateUserGroups, ({ params, body }, c) =>
      updateUserGroups(c.get('admin'), params.name, body.groups),
    ),
    serve(users.getSAUserPolicy, ({ params }, c) => mergedUserPolicy(c.get('admin'), params.name)),
    serve(users.bulkUpdateUsersGroups, ({ body }, c) =>
      addUsersToGroups(c.get('admin'), body.users, body.groups),
    ),
  ];
}
