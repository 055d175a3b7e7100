import type { RentStatus } from '@nivas/domain';

/**
 * Where the screens' first data live on the API, named once: each screen's query reads them,
 * and its route asks for them ahead (api/read-ahead.ts). Only strings: this module comes with
 * the first download.
 */
export const apiPaths = {
  dashboardStats: () => 'dashboard/stats',
  settings: () => 'settings',
  tenants: () => 'tenants',
  tenantAccount: (id: string) => `tenants/${encodeURIComponent(id)}/account`,
  /** GET /rents?status=&q=&page=&limit=: one page, the latest due date first. */
  rentsPage({ status, q, page }: RentListParams) {
    const searchParams = new URLSearchParams({
      page: String(page),
      limit: String(RENTS_PAGE_SIZE),
    });
    if (status) searchParams.set('status', status);
    // Cards show 'Room 101 · Floor 1'; the server knows room numbers, not those labels.
    const words = q.replace(/\b(room|floor)\b|·/gi, ' ').trim();
    if (words) searchParams.set('q', words);
    return `rents?${searchParams}`;
  },
};

/**
 * Rents per page of Rent Management and of the rents list: a few screens' worth, and a
 * fraction of a large PG's.
 */
export const RENTS_PAGE_SIZE = 50;

/** What one list of Rent Management asks of GET /rents; the server filters, searches and pages. */
export interface RentListParams {
  status?: RentStatus;
  /** Words that must all be found in the tenant's name or phone, the room, month or year. */
  q: string;
  page: number;
}
