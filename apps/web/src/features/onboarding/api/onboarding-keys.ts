/** Query keys of the onboarding feature: its own copies of the lists it reads. */
export const onboardingKeys = {
  rooms: ['onboarding', 'rooms'] as const,
  tenants: ['onboarding', 'tenants'] as const,
};
