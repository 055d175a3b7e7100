/**
 * Query keys of the rents feature. Every rent query of the app starts with 'rents' (rent
 * management's too), so a change to any rent reloads them all with one invalidation.
 */
export const rentKeys = {
  all: ['rents'] as const,
  lists: ['rents', 'list'] as const,
  list: (page: number) => ['rents', 'list', { page }] as const,
  detail: (id: string) => ['rents', 'detail', id] as const,
  tenantChoices: ['rents', 'tenant-choices'] as const,
};
