import type { AreaCases } from '../case.ts';
import { authCases } from './auth.ts';
import { bucketEventCases, bucketLifecycleCases, bucketReplicationCases } from './bucket-config.ts';
import { bucketSettingsCases } from './bucket-settings.ts';
import { bucketCases } from './buckets.ts';
import { identityCases } from './identity.ts';
import { objectCases } from './objects.ts';
import { apiCases, serviceCases } from './service.ts';
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
  identityCases,
];
