import type { RentStatus } from '@nivas/domain';

/**
 * Every rent query of the app, both rent screens' included, under one root: a payment, a
 * new record or a deletion made on either screen reloads both with one invalidation of `all`.
 */
export const rentKeys = {
  all: ['rents'] as const,
  /** The simple list's pages (/rents). */
  lists: ['rents', 'list'] as const,
  list: (page: number) => ['rents', 'list', { page }] as const,
  /** Rent management's lists: a status, a search and a page, filtered by the server. */
  page: (params: { status?: RentStatus; q: string; page: number }) =>
    ['rents', 'page', params] as const,
  detail: (id: string) => ['rents', 'detail', id] as const,
  payments: (rentId: string) => ['rents', 'payments', rentId] as const,
  /**
   * A tenant's account (their rents, payments and totals): under the rents' root, so that a
   * payment, a void or a new record made on any screen reloads it with the rent lists.
   */
  account: (tenantId: string) => ['rents', 'account', tenantId] as const,
  tenantChoices: ['rents', 'tenant-choices'] as const,
  /** Dues other than rent (GET /charges), beside the rents on rent management. */
  chargeLists: ['rents', 'charges'] as const,
  charges: (params: { status?: RentStatus }) => ['rents', 'charges', params] as const,
  chargePayments: (chargeId: string) => ['rents', 'charge-payments', chargeId] as const,
  /**
   * A move-out: the statement for chosen dates and deductions, and the one recorded. Under the
   * rents' root: a payment or a new charge changes what the statement says.
   */
  moveOutPreview: (tenantId: string, input: object) =>
    ['rents', 'move-out-preview', tenantId, input] as const,
  moveOut: (tenantId: string) => ['rents', 'move-out', tenantId] as const,
};
