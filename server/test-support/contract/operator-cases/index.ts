import type { OperatorAreaCases } from '../operator-case.ts';
import { operatorAuthCases } from './auth.ts';
import { operatorClusterCases } from './cluster.ts';
import { operatorPodCases } from './pods.ts';
import { operatorPvcCases } from './pvcs.ts';
import { operatorSecurityCases } from './security.ts';
import { operatorStorageCases } from './storage.ts';
import { operatorTenantSettingsCases } from './tenant-settings.ts';
import { operatorTenantYamlCases } from './tenant-yaml.ts';
import { operatorTenantCases } from './tenants.ts';

/** Every operator area's cases; an operation of `OPERATOR_ENDPOINTS` without cases fails the suite. */
export const OPERATOR_AREA_CASES: readonly OperatorAreaCases[] = [
  operatorAuthCases,
  operatorClusterCases,
  operatorStorageCases,
  operatorPodCases,
  operatorPvcCases,
  operatorTenantYamlCases,
  operatorSecurityCases,
  // Last: their cases add tenants, which the lists of the areas above would count.
  operatorTenantCases,
  operatorTenantSettingsCases,
];
