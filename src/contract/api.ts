import { z } from 'zod/mini';
import { ACCOUNT_ENDPOINTS } from './account';
import { AUTH_ENDPOINTS } from './auth';
import { BUCKET_EVENT_ENDPOINTS } from './bucket-events';
import { BUCKET_LIFECYCLE_ENDPOINTS } from './bucket-lifecycle';
import { BUCKET_REPLICATION_ENDPOINTS } from './bucket-replication';
import { BUCKET_SETTINGS_ENDPOINTS } from './bucket-settings';
import { BUCKET_ENDPOINTS } from './buckets';
import type { EndpointDefinition } from './endpoint';
import { endpoint } from './endpoint';
import { GROUP_ENDPOINTS } from './groups';
import { OBJECT_DETAILS_ENDPOINTS } from './object-details';
import { OBJECT_TRANSFER_ENDPOINTS } from './object-transfer';
import { OBJECT_LIST_ENDPOINTS } from './objects';
import { POLICY_ENDPOINTS } from './policies';
import { restartService } from './service';
import { SERVICE_ACCOUNT_ENDPOINTS } from './service-accounts';
import { USER_ENDPOINTS } from './users';

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
];
