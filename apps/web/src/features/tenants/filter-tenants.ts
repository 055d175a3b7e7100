import type { Tenant } from '@nivas/domain';

export const STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function parseStatusFilter(value: string | null): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** SPEC §2: the status filter, and a search over name, phone and email in any case. */
export function filterTenants(tenants: readonly Tenant[], search: string, status: StatusFilter) {
  const needle = search.trim().toLowerCase();
  return tenants.filter(
    (tenant) =>
      (status === 'all' || tenant.active === (status === 'active')) &&
      (needle === '' ||
        [tenant.name, tenant.phone, tenant.email].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
