import { z } from 'zod';

export const loginStrategySchema = z.enum([
  'form',
  'redirect',
  'service-account',
  'redirect-service-account',
]);

export const loginDetailsSchema = z.object({
  loginStrategy: loginStrategySchema.optional(),
  redirectRules: z
    .array(
      z.object({
        redirect: z.string().optional(),
        displayName: z.string().optional(),
        serviceType: z.string().optional(),
      }),
    )
    .nullish(),
  isK8S: z.boolean().optional(),
  animatedLogin: z.boolean().optional(),
});
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

export const loginRequestSchema = z.object({
  accessKey: z.string().trim().min(1, 'Enter an access key'),
  secretKey: z.string().trim().min(1, 'Enter a secret key'),
  sts: z.string().optional(),
  features: z.object({ hide_menu: z.boolean().optional() }).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const oauthCallbackRequestSchema = z.object({
  code: z.string().min(1),
  state: z.string().min(1),
});

export const logoutRequestSchema = z.object({ state: z.string().optional() });
