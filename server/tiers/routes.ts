import * as tiers from '../../src/contract/tiers.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { addTier, editTierCredentials, getTier, listTiers, removeTier } from './calls.ts';

/** Remote tiers for lifecycle transitions (console-api Appendix A, restored). */
export function tierRoutes(): Route<SessionEnv>[] {
  return [
    serve(tiers.listTiers, (_, c) => listTiers(c.get('admin'))),
    serve(tiers.addTier, ({ body }, c) => addTier(c.get('admin'), body)),
    serve(tiers.getTier, ({ params }, c) => getTier(c.get('admin'), params.type, params.name)),
    serve(tiers.editTierCredentials, ({ params, body }, c) =>
      editTierCredentials(c.get('admin'), params.name, body),
    ),
    serve(tiers.removeTier, ({ params }, c) => removeTier(c.get('admin'), c.get('s3'), params.name)),
  ];
}
