import { z } from 'zod/mini';
import { endpoint } from './endpoint';

/** Resource ARN (or "console-ui") → actions allowed on it. */
export const permissionsSchema = z.record(z.string(), z.array(z.string()));
export type Permissions = z.infer<typeof permissionsSchema>;

export const sessionResponseSchema = z.object({
  status: z.optional(z.literal('ok')),
  operator: z.optional(z.boolean()),
  distributedMode: z.optional(z.boolean()),
  features: z.nullish(z.array(z.string())),
  permissions: z.optional(permissionsSchema),
  allowResources: z.nullish(
    z.array(
      z.object({
        resource: z.optional(z.string()),
        conditionOperator: z.optional(z.string()),
        prefixes: z.nullish(z.array(z.string())),
      }),
    ),
  ),
  serverEndPoint: z.optional(z.string()),
  customStyles: z.optional(z.string()),
  envConstants: z.optional(
    z.object({
      maxConcurrentUploads: z.optional(z.int()),
      maxConcurrentDownloads: z.optional(z.int()),
    }),
  ),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const sessionCheck = endpoint({
  id: 'SessionCheck',
  area: 'auth',
  method: 'GET',
  path: '/session',
  summary: 'Who is logged in and what they may do; a 401 once the session is over',
  response: sessionResponseSchema,
  status: 200,
});

/** Features the app recognises in `session.features`. */
export const FEATURE = {
  ldapIdp: 'ldap-idp',
  /** An OpenID provider issued the session. */
  oidcIdp: 'oidc-idp',
  /** Any identity provider outside MinIO (LDAP or OpenID) issued the session. */
  externalIdp: 'external-idp',
  hideMenu: 'hide-menu',
  objectBrowserOnly: 'object-browser-only',
  kms: 'kms',
} as const;
