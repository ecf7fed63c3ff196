import * as serviceAccounts from '../../src/contract/service-accounts.ts';
import type { ServerDeps, SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  createServiceAccount,
  deleteServiceAccounts,
  listServiceAccounts,
  serviceAccountInfo,
  updateServiceAccount,
} from './calls.ts';

/** Access keys (MinIO's service accounts): the session user's own, and other users'. */
export function serviceAccountRoutes(deps: ServerDeps): Route<SessionEnv>[] {
  const minioUrl = deps.config.minioServer;
  return [
    serve(serviceAccounts.listUserServiceAccounts, (_, c) => listServiceAccounts(c.get('admin'), '')),
    serve(serviceAccounts.createServiceAccount, ({ body }, c) =>
      createServiceAccount(c.get('admin'), minioUrl, body),
    ),
    serve(serviceAccounts.createServiceAccountCreds, ({ body }, c) =>
      createServiceAccount(c.get('admin'), minioUrl, body),
    ),
    serve(serviceAccounts.deleteMultipleServiceAccounts, ({ body }, c) =>
      deleteServiceAccounts(c.get('admin'), body),
    ),
    serve(serviceAccounts.getServiceAccount, ({ params }, c) =>
      serviceAccountInfo(c.get('admin'), params.access_key),
    ),
    serve(serviceAccounts.updateServiceAccount, ({ params, body }, c) =>
      updateServiceAccount(c.get('admin'), params.access_key, body),
    ),
    serve(serviceAccounts.deleteServiceAccount, ({ params }, c) =>
      c.get('admin').deleteServiceAccount(params.access_key),
    ),
    serve(serviceAccounts.listAUserServiceAccounts, ({ params }, c) =>
      listServiceAccounts(c.get('admin'), params.name),
    ),
    serve(serviceAccounts.createAUserServiceAccount, ({ params, body }, c) =>
      createServiceAccount(c.get('admin'), minioUrl, body, params.name),
    ),
    serve(serviceAccounts.createServiceAccountCredentials, ({ params, body }, c) =>
      createServiceAccount(c.get('admin'), minioUrl, body, params.name),
    ),
  ];
}
