import { http } from 'msw';
import { accountHandlers } from './account';
import { apiHandlers } from './api';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { bucketConfigHandlers } from './bucket-config';
import { bucketSettingsHandlers } from './bucket-settings';
import { bucketsHandlers } from './buckets';
import { configsHandlers } from './configs';
import { groupsHandlers } from './groups';
import { healthHandlers, healthSocketHandlers } from './health';
import { idpHandlers } from './idp';
import { kmsHandlers } from './kms';
import { ldapHandlers } from './ldap';
import { metricsHandlers } from './metrics';
import { monitoringHandlers, monitoringSocketHandlers } from './monitoring';
import { notificationEndpointsHandlers } from './notification-endpoints';
import { objectDetailsHandlers } from './object-details';
import { objectTransferHandlers } from './object-transfer';
import { objectsHandlers } from './objects';
import { operatorHandlers } from './operator';
import { operatorSecurityHandlers } from './operator-security';
import { operatorSettingsHandlers } from './operator-settings';
import { policiesHandlers } from './policies';
import { apiError, apiPath } from './respond';
import { serviceHandlers } from './service';
import { serviceAccountsHandlers } from './service-accounts';
import { siteReplicationHandlers } from './site-replication';
import { supportHandlers } from './support';
import { tiersHandlers } from './tiers';
import { traceHandlers } from './trace';
import { usersHandlers } from './users';
import { watchHandlers } from './watch';

/** Anything under /api/v1 that no handler above answers, as the real server's catch-all does. */
const notAnApiOperation = http.all('*/api/v1/*', ({ request }) =>
  apiError(404, `${request.method} ${apiPath(request)} is not an API operation`),
);

export const handlers = [
  ...apiHandlers,
  ...authHandlers,
  ...operatorHandlers,
  ...operatorSettingsHandlers,
  ...operatorSecurityHandlers,
  ...serviceHandlers,
  // Before the buckets: GET /buckets/max-share-exp is not the bucket "max-share-exp".
  ...objectDetailsHandlers,
  ...bucketsHandlers,
  ...bucketSettingsHandlers,
  ...bucketConfigHandlers,
  ...objectsHandlers,
  ...objectTransferHandlers,
  // Before the users: GET /user/policy is not the user "policy".
  ...policiesHandlers,
  ...ldapHandlers,
  ...usersHandlers,
  ...groupsHandlers,
  ...serviceAccountsHandlers,
  ...accountHandlers,
  ...tiersHandlers,
  ...monitoringHandlers,
  ...metricsHandlers,
  // Site replication and KMS
  ...siteReplicationHandlers,
  ...kmsHandlers,
  ...idpHandlers,
  // Configurations
  ...configsHandlers,
  // Notification endpoints
  ...notificationEndpointsHandlers,
  // Audit log
  ...auditHandlers,
  // Support
  ...supportHandlers,
  ...healthHandlers,
  notAnApiOperation,
];

/** The live streams of `/ws`. */
export const socketHandlers = [
  ...traceHandlers,
  ...monitoringSocketHandlers,
  ...healthSocketHandlers,
  ...watchHandlers,
];
