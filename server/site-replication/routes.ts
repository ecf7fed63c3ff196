import * as siteReplication from '../../src/contract/site-replication.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { addSites, editSite, removeSites, siteReplicationInfo, siteReplicationStatus } from './calls.ts';

/** Site replication: the sites this MinIO replicates with, and how far they are in sync. */
export function siteReplicationRoutes(): Route<SessionEnv>[] {
  return [
    serve(siteReplication.getSiteReplicationInfo, (_, c) => siteReplicationInfo(c.get('admin'))),
    serve(siteReplication.siteReplicationInfoAdd, ({ query, body }, c) =>
      addSites(c.get('admin'), body, query['replicate-ilm-expiry']),
    ),
    serve(siteReplication.siteReplicationEdit, ({ query, body }, c) =>
      editSite(c.get('admin'), body, {
        enableILMExpiryReplication: query['enable-ilm-expiry-replication'],
        disableILMExpiryReplication: query['disable-ilm-expiry-replication'],
      }),
    ),
    serve(siteReplication.siteReplicationRemove, ({ body }, c) => removeSites(c.get('admin'), body)),
    serve(siteReplication.getSiteReplicationStatus, ({ query }, c) =>
      siteReplicationStatus(c.get('admin'), query),
    ),
  ];
}
