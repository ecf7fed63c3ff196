import { z } from 'zod/mini';
import { BODY_LIMITS } from './body-limits';
import { endpoint } from './endpoint';
import { secretKeySchema, userAccessKeySchema } from './iam-names';

export const changePasswordRequestSchema = z.object({
  current_secret_key: z.string().check(z.minLength(1, 'Enter your current secret key'), z.maxLength(256)),
  new_secret_key: secretKeySchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changeUserPasswordRequestSchema = z.object({
  selectedUser: userAccessKeySchema,
  newSecretKey: secretKeySchema,
});
export type ChangeUserPasswordRequest = z.infer<typeof changeUserPasswordRequestSchema>;

/** The console's own refusals (MinIO's pass through as they come). */
export const ACCOUNT_MESSAGES = {
  wrongPassword: 'error please check your current password',
  notInternalUser: 'Only users of the built-in identity provider have a password to change here',
} as const;

export const accountChangePassword = endpoint({
  id: 'AccountChangePassword',
  area: 'account',
  method: 'POST',
  path: '/account/change-password',
  summary: "Changes the logged-in user's own secret key; the session continues with the new one",
  body: changePasswordRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 204,
});

export const changeUserPassword = endpoint({
  id: 'ChangeUserPassword',
  area: 'account',
  method: 'POST',
  path: '/account/change-user-password',
  summary: "Sets another user's secret key",
  body: changeUserPasswordRequestSchema,
  bodyLimit: BODY_LIMITS.login,
  status: 201,
});

export const ACCOUNT_ENDPOINTS = [accountChangePassword, changeUserPassword] as const;
