import type { AreaCases } from '../case.ts';
import { auditCases } from './audit.ts';
import { authCases } from './auth.ts';
import { bucketEventCases, bucketLifecycleCases, bucketReplicationCases } from './bucket-config.ts';
import { bucketSettingsCases } from './bucket-settings.ts';
import { bucketCases } from './buckets.ts';
import { configCases } from './configs.ts';
import { healthCases } from './health.ts';
import { identityCases } from './identity.ts';
import { idpCases } from './idp.ts';
import { ldapCases } from './ldap.ts';
import { metricsCases } from './metrics.ts';
import { monitoringCases } from './monitoring.ts';
import { notificationEndpointCases } from './notification-endpoints.ts';
import { objectCases } from './objects.ts';
import { apiCases, serviceCases } from './service.ts';
import { kmsCases, siteReplicationCases } from './site-replication-kms.ts';
import { supportCases } from './support.ts';
import { tierCases } from './tiers.ts';
import { transferCases } from './transfer.ts';

/** Every area's cases; an operation of `ENDPOINTS` without cases fails the suite. */
export const AREA_CASES: readonly AreaCases[] = [
  apiCases,
  serviceCases,
  authCases,
  bucketCases,
  bucketSettingsCases,
  bucketEventCases,
  bucketLifecycleCases,
  bucketReplicationCases,
  objectCases,
  transferCases,
  monitoringCases,
  metricsCases,
  siteReplicationCases,
  kmsCases,
  idpCases,
  ldapCases,
  tierCases,
  configCases,
  notificationEndpointCases,
  auditCases,
  supportCases,
  // After support: its cases register the deployment, which an upload needs.
  healthCases,
  // Last: its cases end by removing the read-only user that the other areas' refusals are sent as.
  identityCases,
];
