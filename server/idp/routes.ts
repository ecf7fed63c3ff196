import * as idp from '../../src/contract/idp.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { createIdpConfig, deleteIdpConfig, getIdpConfig, listIdpConfigs, updateIdpConfig } from './calls.ts';

/** MinIO's identity provider configurations: OpenID providers and the LDAP directory. */
export function idpRoutes(): Route<SessionEnv>[] {
  return [
    serve(idp.listIdpConfigs, ({ params }, c) => listIdpConfigs(c.get('admin'), params.type)),
    serve(idp.createIdpConfig, ({ params, body }, c) => createIdpConfig(c.get('admin'), params.type, body)),
    serve(idp.getIdpConfig, ({ params }, c) => getIdpConfig(c.get('admin'), params.type, params.name)),
    serve(idp.updateIdpConfig, ({ params, body }, c) =>
      updateIdpConfig(c.get('admin'), params.type, params.name, body.input),
    ),
    serve(idp.deleteIdpConfig, ({ params }, c) => deleteIdpConfig(c.get('admin'), params.type, params.name)),
  ];
}
