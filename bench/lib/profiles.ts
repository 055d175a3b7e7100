import type { SeedShape } from './seed-sql';

type Profile = Omit<SeedShape, 'seed' | 'timeZone'>;

/** The sizes the benchmarks and the demo use. */
export const PROFILES = {
  /** One PG to look around in: 3 floors, 24 rooms, 60 tenants, a year of rents. */
  demo: {
    admins: 1,
    emailPrefix: 'demo',
    emailDomain: 'nivas.app',
    password: 'nivas-demo-2026',
    floors: 3,
    roomsPerAdmin: 24,
    tenantsPerAdmin: 60,
    months: 12,
  },
  /** One large PG: 1,000 rooms, 3,000 tenants, five years of monthly rents (~180,000). */
  large: {
    admins: 1,
    emailPrefix: 'large',
    emailDomain: 'bench.nivas.app',
    password: 'nivas-bench-2026',
    floors: 10,
    roomsPerAdmin: 1000,
    tenantsPerAdmin: 3000,
    months: 60,
  },
  /** Many PGs on one PostgreSQL: 2,000 accounts × 40 rooms × 100 tenants × 12 months. */
  multi: {
    admins: 2000,
    emailPrefix: 'multi',
    emailDomain: 'bench.nivas.app',
    password: 'nivas-bench-2026',
    floors: 4,
    roomsPerAdmin: 40,
    tenantsPerAdmin: 100,
    months: 12,
  },
  /** One account of the `multi` shape alone, the baseline for "no full-table work". */
  single: {
    admins: 1,
    emailPrefix: 'single',
    emailDomain: 'bench.nivas.app',
    password: 'nivas-bench-2026',
    floors: 4,
    roomsPerAdmin: 40,
    tenantsPerAdmin: 100,
    months: 12,
  },
} satisfies Record<string, Profile>;

export type ProfileName = keyof typeof PROFILES;
