import { z } from 'zod';

/** Resource ARN (or "console-ui") → actions allowed on it. */
export const permissionsSchema = z.record(z.string(), z.array(z.string()));
export type Permissions = z.infer<typeof permissionsSchema>;

export const sessionFeatureSchema = z.string();

export const sessionResponseSchema = z.object({
  status: z.literal('ok').optional(),
  operator: z.boolean().optional(),
  distributedMode: z.boolean().optional(),
  features: z.array(sessionFeatureSchema).nullish(),
  permissions: permissionsSchema.optional(),
  allowResources: z
    .array(
      z.object({
        resource: z.string().optional(),
        conditionOperator: z.string().optional(),
        prefixes: z.array(z.string()).nullish(),
      }),
    )
    .nullish(),
  serverEndPoint: z.string().optional(),
  customStyles: z.string().optional(),
  envConstants: z
    .object({
      maxConcurrentUploads: z.number().int().optional(),
      maxConcurrentDownloads: z.number().int().optional(),
    })
    .optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Features the app recognises in `session.features`. */
export const FEATURE = {
  ldapIdp: 'ldap-idp',
  hideMenu: 'hide-menu',
  objectBrowserOnly: 'object-browser-only',
  kms: 'kms',
} as const;
