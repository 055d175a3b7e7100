/** Query keys of tenant data; `all` is the prefix that reloads everything about tenants. */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: ['tenants', 'list'] as const,
  detail: (id: string) => ['tenants', 'detail', id] as const,
  /**
   * Outside `all`: a photo changes only with its tenant's `updatedAt`, so reloading the list
   * must not download every photo again.
   */
  photo: (id: string, updatedAt: string) => ['tenant-photo', id, updatedAt] as const,
  /** A side of the ID card's masked copy: outside `all` for the same reason as the photo. */
  idCard: (id: string, side: string, updatedAt: string) =>
    ['tenant-id-card', id, side, updatedAt] as const,
};
