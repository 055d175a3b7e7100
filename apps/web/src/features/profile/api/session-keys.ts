export const sessionKeys = {
  list: ['account-sessions'] as const,
};
