import { CLUSTER_ENDPOINTS } from './cluster';
import { loginOperator } from './login';
import { POD_ENDPOINTS } from './pods';
import { PVC_ENDPOINTS } from './pvcs';
import { STORAGE_ENDPOINTS } from './storage';
import { TENANT_ENDPOINTS } from './tenants';

/** Operator mode's own operations, served only when the console runs in operator mode. */
export const OPERATOR_ENDPOINTS = [
  loginOperator,
  ...TENANT_ENDPOINTS,
  ...POD_ENDPOINTS,
  ...PVC_ENDPOINTS,
  ...CLUSTER_ENDPOINTS,
  ...STORAGE_ENDPOINTS,
] as const;
