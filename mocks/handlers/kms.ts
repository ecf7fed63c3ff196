import { KMS_ENDPOINTS, KMS_MESSAGES } from '../../src/contract/kms';
import { mock } from './mock';
import { apiError } from './respond';

/** What MinIO answers each KMS call when it has no KMS (HTTP 501 NotImplemented); the console's detail. */
export const MINIO_KMS_NOT_CONFIGURED = 'Server side encryption specified but KMS is not configured';

/**
 * The demo MinIO has no KMS (its session has no "kms" feature, and it refuses default encryption alike): every
 * KMS operation, once its request is valid, is refused as the console server refuses it over such a MinIO.
 */
export const kmsHandlers = KMS_ENDPOINTS.map((endpoint) =>
  mock(endpoint, () => apiError(400, KMS_MESSAGES.notConfigured, MINIO_KMS_NOT_CONFIGURED)),
);
