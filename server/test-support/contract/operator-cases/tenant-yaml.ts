import * as yaml from '../../../../src/contract/operator/tenant-yaml.ts';
import { type OperatorAreaCases, operatorCases, otherOperatorCase } from '../operator-case.ts';

export const operatorTenantYamlCases: OperatorAreaCases = (fixture) => {
  const params = { namespace: fixture.namespace, tenant: fixture.tenant };
  return [
    ...operatorCases(yaml.getTenantYAML, fixture, { request: { params }, expect: { fields: ['yaml'] } }),
    // Saved as read: each target's own YAML, so nothing of the tenant changes.
    ...operatorCases(yaml.putTenantYAML, fixture, {
      request: { params, body: { yaml: 'spec: {}\n' } },
      forTarget: async (target) => {
        const read = (await target.ask(yaml.getTenantYAML, { params })) as yaml.TenantYaml;
        return { declared: { params, body: read } };
      },
    }),
    otherOperatorCase(
      yaml.putTenantYAML,
      'YAML that does not parse',
      { params, body: { yaml: 'spec: [unclosed' } },
      { status: 400, message: 'Invalid YAML' },
    ),
    otherOperatorCase(
      yaml.putTenantYAML,
      'another name',
      { params, body: { yaml: 'metadata:\n  name: renamed\nspec: {}\n' } },
      { status: 400, message: 'Invalid YAML' },
    ),
    otherOperatorCase(
      yaml.putTenantYAML,
      'no YAML',
      { params, body: { yaml: '' } },
      { status: 400, message: 'Invalid request' },
    ),
  ];
};
