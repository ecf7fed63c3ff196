import * as groups from '../../src/contract/groups.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { addGroup, groupInfo, listGroups, removeGroup, updateGroup } from './calls.ts';

/** Groups of MinIO's built-in identity provider: members and status. */
export function groupRoutes(): Route<SessionEnv>[] {
  return [
    serve(groups.listGroups, (_, c) => listGroups(c.get('admin'))),
    serve(groups.addGroup, ({ body }, c) => addGroup(c.get('admin'), body)),
    serve(groups.groupInfo, ({ params }, c) => groupInfo(c.get('admin'), params.name)),
    serve(groups.updateGroup, ({ params, body }, c) => updateGroup(c.get('admin'), params.name, body)),
    serve(groups.removeGroup, ({ params }, c) => removeGroup(c.get('admin'), params.name)),
  ];
}
