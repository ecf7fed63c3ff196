export const authKeys = {
  session: ['session'] as const,
  loginDetails: ['login-details'] as const,
};
