import { z } from 'zod/mini';

export const loginDetailsSchema = z.object({
  loginStrategy: z.optional(z.enum(['form', 'redirect', 'service-account', 'redirect-service-account'])),
  redirectRules: z.nullish(
    z.array(
      z.object({
        redirect: z.optional(z.string()),
        displayName: z.optional(z.string()),
        serviceType: z.optional(z.string()),
      }),
    ),
  ),
  isK8S: z.optional(z.boolean()),
  animatedLogin: z.optional(z.boolean()),
});
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

const requiredKey = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const loginRequestSchema = z.object({
  accessKey: requiredKey('Enter an access key'),
  secretKey: requiredKey('Enter a secret key'),
  sts: z.optional(z.string()),
  features: z.optional(z.object({ hide_menu: z.optional(z.boolean()) })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const oauthCallbackRequestSchema = z.object({
  code: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
});

export const logoutRequestSchema = z.object({ state: z.optional(z.string()) });
