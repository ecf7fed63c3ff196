export const authKeys = {
  loginDetails: ['login-details'] as const,
};
