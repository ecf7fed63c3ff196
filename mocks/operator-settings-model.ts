import type {
  EnvironmentVariable,
  TenantDomains,
  TenantLogs,
  TenantMonitoring,
} from '../src/contract/operator/tenant-settings';
import { createdEnvironment } from '../src/contract/operator/tenant-settings-rules';
import type { CreateTenantRequest } from '../src/contract/operator/tenants';
import type { findTenant } from './operator-model';

/*
 * A mock tenant's settings, kept beside it (a reset of the operator model starts them over): Prometheus and log
 * search off, the environment the create-tenant request writes (the seeded tenants', one of their own), the
 * domains as the Tenant keeps them.
 */

type MockTenant = NonNullable<ReturnType<typeof findTenant>>;

export interface TenantSettings {
  monitoring?: TenantMonitoring;
  logs?: TenantLogs;
  environment: EnvironmentVariable[];
  domains?: TenantDomains;
}

const store = new WeakMap<MockTenant, TenantSettings>();

export function settingsOf(tenant: MockTenant): TenantSettings {
  let found = store.get(tenant);
  if (!found) {
    found = {
      environment: [
        { key: 'MINIO_ROOT_USER', value: 'minio' },
        { key: 'MINIO_ROOT_PASSWORD', value: 'minio-root-password' },
        { key: 'MINIO_BROWSER', value: 'on' },
        { key: 'MINIO_PROMETHEUS_AUTH_TYPE', value: 'public' },
      ],
    };
    store.set(tenant, found);
  }
  return found;
}

/** A created tenant's settings: the environment its request writes to config.env. */
export function seedTenantSettings(
  tenant: MockTenant,
  request: CreateTenantRequest,
  root: { accessKey: string; secretKey: string },
): void {
  store.set(tenant, { environment: createdEnvironment(request, root) });
}
