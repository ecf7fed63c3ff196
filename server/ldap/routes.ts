import * as ldap from '../../src/contract/ldap.ts';
import type { SessionEnv } from '../context.ts';
import { type Route, serve } from '../http/serve.ts';
import { attachLdapPolicy, detachLdapPolicy, ldapEntities } from './calls.ts';

/** MinIO's LDAP policy mappings: which policies directory users and groups (by DN) have. */
export function ldapRoutes(): Route<SessionEnv>[] {
  return [
    serve(ldap.getLdapEntities, ({ body }, c) => ldapEntities(c.get('admin'), body)),
    serve(ldap.attachLdapPolicy, ({ body }, c) => attachLdapPolicy(c.get('admin'), body)),
    serve(ldap.detachLdapPolicy, ({ body }, c) => detachLdapPolicy(c.get('admin'), body)),
  ];
}
