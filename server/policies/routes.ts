import * as policies from '../../src/contract/policies.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import {
  addPolicy,
  listPolicies,
  policyEntityNames,
  policyInfo,
  sessionPolicy,
  setPolicy,
  setPolicyMultiple,
} from './calls.ts';

/** IAM policies: their documents, and which users and groups they are attached to. */
export function policyRoutes(): Route<SessionEnv>[] {
  return [
    serve(policies.listPolicies, (_, c) => listPolicies(c.get('admin'))),
    serve(policies.addPolicy, ({ body }, c) => addPolicy(c.get('admin'), body)),
    serve(policies.policyInfo, ({ params }, c) => policyInfo(c.get('admin'), params.name)),
    serve(policies.removePolicy, ({ params }, c) => c.get('admin').removeCannedPolicy(params.name)),
    serve(policies.listUsersForPolicy, ({ params }, c) =>
      policyEntityNames(c.get('admin'), params.policy, 'users'),
    ),
    serve(policies.listGroupsForPolicy, ({ params }, c) =>
      policyEntityNames(c.get('admin'), params.policy, 'groups'),
    ),
    serve(policies.setPolicy, ({ body }, c) =>
      setPolicy(c.get('admin'), body.entityType, body.entityName, body.name),
    ),
    serve(policies.setPolicyMultiple, ({ body }, c) => setPolicyMultiple(c.get('admin'), body)),
    serve(policies.getUserPolicy, (_, c) => sessionPolicy(c.get('admin'))),
  ];
}
