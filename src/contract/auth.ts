import { z } from 'zod/mini';
import { isPrintableAscii, refusedBy } from './checks';

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

/** Generous bounds around MinIO's own (access keys of 3 to 20 characters for service accounts, longer for users). */
export const MAX_ACCESS_KEY_LENGTH = 128;
export const MAX_SECRET_KEY_LENGTH = 256;
/** MinIO's tokens (a JWT with at most a 2 KiB session policy) stay well below; the login body holds 8 KiB. */
export const MAX_SESSION_TOKEN_LENGTH = 6 * 1024;

/** Why a credential called `label` cannot be sent to MinIO, or null: what a header or a signature can carry. */
function credentialProblem(label: string, value: string, maxLength: number): string | null {
  if (value.length > maxLength) return `The ${label} has at most ${maxLength} characters`;
  if (!isPrintableAscii(value)) return `The ${label} has printable ASCII characters only`;
  return null;
}

const requiredKey = (whenEmpty: string, label: string, maxLength: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, whenEmpty),
    refusedBy((key: string) => credentialProblem(label, key, maxLength)),
  );

export const loginRequestSchema = z.object({
  accessKey: requiredKey('Enter an access key', 'access key', MAX_ACCESS_KEY_LENGTH),
  secretKey: requiredKey('Enter a secret key', 'secret key', MAX_SECRET_KEY_LENGTH),
  sts: z.optional(
    z
      .string()
      .check(
        refusedBy((token: string) => credentialProblem('session token', token, MAX_SESSION_TOKEN_LENGTH)),
      ),
  ),
  features: z.optional(z.object({ hide_menu: z.optional(z.boolean()) })),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const oauthCallbackRequestSchema = z.object({
  code: z.string().check(z.minLength(1)),
  state: z.string().check(z.minLength(1)),
});

export const logoutRequestSchema = z.object({ state: z.optional(z.string()) });
