import { z } from 'zod/mini';
import { ACCOUNT_ENDPOINTS } from './account';
import { AUDIT_ENDPOINTS } from './audit';
import { AUTH_ENDPOINTS } from './auth';
import { BUCKET_EVENT_ENDPOINTS } from './bucket-events';
import { BUCKET_LIFECYCLE_ENDPOINTS } from './bucket-lifecycle';
import { BUCKET_REPLICATION_ENDPOINTS } from './bucket-replication';
import { BUCKET_SETTINGS_ENDPOINTS } from './bucket-settings';
import { BUCKET_ENDPOINTS } from './buckets';
import { CONFIG_ENDPOINTS } from './configs';
import type { EndpointDefinition } from './endpoint';
import { endpoint } from './endpoint';
import { GROUP_ENDPOINTS } from './groups';
import { healStream } from './heal';
import { HEALTH_ENDPOINTS, healthInfoStream } from './health';
import { IDP_ENDPOINTS } from './idp';
import { KMS_ENDPOINTS } from './kms';
import { LDAP_ENDPOINTS } from './ldap';
import { METRICS_ENDPOINTS } from './metrics';
import { consoleLogStream, MONITORING_ENDPOINTS } from './monitoring';
import { NOTIFICATION_ENDPOINT_ENDPOINTS } from './notification-endpoints';
import { OBJECT_DETAILS_ENDPOINTS } from './object-details';
import { OBJECT_TRANSFER_ENDPOINTS } from './object-transfer';
import { OBJECT_LIST_ENDPOINTS } from './objects';
import { OPERATOR_ENDPOINTS } from './operator/index';
import { POLICY_ENDPOINTS } from './policies';
import { restartService } from './service';
import { SERVICE_ACCOUNT_ENDPOINTS } from './service-accounts';
import { SITE_REPLICATION_ENDPOINTS } from './site-replication';
import type { SocketDefinition } from './socket';
import { speedtestStream } from './speedtest';
import { SUPPORT_ENDPOINTS } from './support';
import { TIER_ENDPOINTS } from './tiers';
import { traceStream } from './trace';
import { USER_ENDPOINTS } from './users';
import { watchStream } from './watch';

/** GET /openapi.json: this API's own description, generated from the declarations below. */
export const describeApi = endpoint({
  id: 'DescribeApi',
  area: 'api',
  method: 'GET',
  path: '/openapi.json',
  summary: 'The OpenAPI 3.1 description of this API',
  response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  status: 200,
  public: true,
});

/** Every operation of `/api/v1`, each declared once in its area's contract module. */
export const ENDPOINTS: readonly EndpointDefinition[] = [
  describeApi,
  restartService,
  ...AUTH_ENDPOINTS,
  ...BUCKET_ENDPOINTS,
  ...BUCKET_SETTINGS_ENDPOINTS,
  ...BUCKET_EVENT_ENDPOINTS,
  ...BUCKET_REPLICATION_ENDPOINTS,
  ...BUCKET_LIFECYCLE_ENDPOINTS,
  ...OBJECT_LIST_ENDPOINTS,
  ...OBJECT_TRANSFER_ENDPOINTS,
  ...OBJECT_DETAILS_ENDPOINTS,
  ...ACCOUNT_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...GROUP_ENDPOINTS,
  ...SERVICE_ACCOUNT_ENDPOINTS,
  ...POLICY_ENDPOINTS,
  ...LDAP_ENDPOINTS,
  // Site replication and KMS
  ...SITE_REPLICATION_ENDPOINTS,
  ...KMS_ENDPOINTS,
  ...IDP_ENDPOINTS,
  // Tiers
  ...TIER_ENDPOINTS,
  // Configurations
  ...CONFIG_ENDPOINTS,
  ...MONITORING_ENDPOINTS,
  ...METRICS_ENDPOINTS,
  // Notification endpoints
  ...NOTIFICATION_ENDPOINT_ENDPOINTS,
  // Audit log
  ...AUDIT_ENDPOINTS,
  // Support
  ...SUPPORT_ENDPOINTS,
  // Health diagnostics
  ...HEALTH_ENDPOINTS,
];

/**
 * Operator mode's operations (tenants and their pods, claims and cluster): served instead of MinIO's when the
 * console manages a Kubernetes cluster, and held to the contract against one.
 */
export const OPERATOR_API: readonly EndpointDefinition[] = OPERATOR_ENDPOINTS;

/** Every live stream of `/ws`. */
export const SOCKETS: readonly SocketDefinition[] = [
  traceStream,
  consoleLogStream,
  healStream,
  healthInfoStream,
  speedtestStream,
  watchStream,
];
