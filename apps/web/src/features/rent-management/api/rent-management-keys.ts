import type { RentListParams } from './get-rents-page';

/**
 * Query keys of rent management. They start with 'rents' like every rent query of the app, so
 * a payment or a new record made anywhere reloads these lists too.
 */
export const rentManagementKeys = {
  all: ['rents'] as const,
  page: (params: RentListParams) => ['rents', 'page', params] as const,
  payments: (rentId: string) => ['rents', 'payments', rentId] as const,
};
