import { CLUSTER_ENDPOINTS } from './cluster';
import { loginOperator } from './login';
import { POD_ENDPOINTS } from './pods';
import { PVC_ENDPOINTS } from './pvcs';
import { SECURITY_ENDPOINTS } from './security';
import { STORAGE_ENDPOINTS } from './storage';
import { TENANT_SETTINGS_ENDPOINTS } from './tenant-settings';
import { TENANT_YAML_ENDPOINTS } from './tenant-yaml';
import { TENANT_ENDPOINTS } from './tenants';

/** Operator mode's own operations, served only when the console runs in operator mode. */
export const OPERATOR_ENDPOINTS = [
  loginOperator,
  ...TENANT_ENDPOINTS,
  ...TENANT_YAML_ENDPOINTS,
  ...POD_ENDPOINTS,
  ...PVC_ENDPOINTS,
  ...CLUSTER_ENDPOINTS,
  ...STORAGE_ENDPOINTS,
  ...SECURITY_ENDPOINTS,
  ...TENANT_SETTINGS_ENDPOINTS,
] as const;
