import { isCancelledByLeaving, periodStart as periodStartOf, type RentPeriod } from '@nivas/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin } from '../../../test/test-app';
import type { App } from '../../app';
import { charges, rents } from '../../db/schema';
import { cancelledByLeaving, periodStart } from './leaving-sql';

/**
 * The cancellation on leaving has two forms: the domain's `isCancelledByLeaving` and
 * leaving-sql.ts (what the leaving tenant's rents are cancelled by). These cases go through
 * both, on this run's database engine, for several leaving dates, and the two must agree.
 */

type Case = [
  name: string,
  period: RentPeriod,
  month: number,
  year: number,
  dueDate: string,
  paidPaise: number,
  /** What stands paid on its late fee; none when undefined. */
  lateFeePaidPaise?: number,
];
const CASES: Case[] = [
  ['October, unpaid', 'monthly', 10, 2026, '2026-10-05', 0],
  ['November, unpaid, due on the 5th', 'monthly', 11, 2026, '2026-11-05', 0],
  ['November, a first rent due on the 23rd', 'monthly', 11, 2026, '2026-11-23', 0],
  ['December, unpaid', 'monthly', 12, 2026, '2026-12-05', 0],
  ['December, part paid', 'monthly', 12, 2026, '2026-12-05', 100_00],
  ['December, unpaid, its late fee part paid', 'monthly', 12, 2026, '2026-12-05', 0, 50_00],
  ['December, unpaid, its late fee unpaid', 'monthly', 12, 2026, '2026-12-05', 0, 0],
  ['January, unpaid, due on the 28th', 'monthly', 1, 2027, '2027-01-28', 0],
  ['a week starting 30 November', 'weekly', 11, 2026, '2026-11-30', 0],
  ['a week starting 20 November', 'weekly', 11, 2026, '2026-11-20', 0],
  ['a day, 1 December', 'daily', 12, 2026, '2026-12-01', 0],
  ['a day, 1 December, paid', 'daily', 12, 2026, '2026-12-01', 500_00],
];
const LEAVING_DATES = ['2026-11-19', '2026-11-20', '2026-11-29', '2026-11-30', '2026-12-01'];

let app: App;
let adminId: string;
let ids: string[];

const rentOf = ([, paymentPeriod, month, year, dueDate, paidPaise, lateFeePaid]: Case) => ({
  paymentPeriod,
  month,
  year,
  dueDate,
  amountPaid: paidPaise,
  lateFeePaid,
});

beforeAll(async () => {
  app = await createTestApp();
  adminId = (await registerAdmin(app)).admin._id;
  const inserted = await app.db
    .insert(rents)
    .values(
      CASES.map(([name, paymentPeriod, month, year, dueDate, paidPaise], i) => ({
        adminId,
        tenantName: name,
        tenantPhone: '',
        paymentPeriod,
        month,
        year,
        weekNumber: paymentPeriod === 'weekly' ? 40 + i : null,
        dueDate,
        amountPaise: 500_00,
        paidPaise,
      })),
    )
    .returning({ id: rents.id, name: rents.tenantName });
  ids = CASES.map(([name]) => inserted.find((row) => row.name === name)!.id);
  // Their late fees, as the daily run writes them (the paid sums set as the ledger keeps them).
  const fees = CASES.flatMap(([name, , , , , , lateFeePaidPaise], i) =>
    lateFeePaidPaise === undefined
      ? []
      : [
          {
            adminId,
            tenantName: name,
            tenantPhone: '',
            kind: 'lateFee',
            amountPaise: 200_00,
            paidPaise: lateFeePaidPaise,
            date: '2026-12-10',
            dueDate: '2026-12-10',
            rentId: ids[i]!,
          },
        ],
  );
  await app.db.insert(charges).values(fees);
});
afterAll(async () => {
  await app.close();
});

describe.each(LEAVING_DATES)(
  'cancellation on leaving %s in SQL and in the domain',
  (leavingDate) => {
    it('the SQL condition selects exactly the rents isCancelledByLeaving cancels', async () => {
      const rows = await app.db
        .select({ name: rents.tenantName })
        .from(rents)
        .where(
          and(eq(rents.adminId, adminId), inArray(rents.id, ids), cancelledByLeaving(leavingDate)),
        );
      const inSql = new Set(rows.map((row) => row.name));
      for (const c of CASES) {
        expect(inSql.has(c[0]), `${c[0]}, leaving ${leavingDate}`).toBe(
          isCancelledByLeaving(rentOf(c), leavingDate),
        );
      }
    });
  },
);

describe('periodStart', () => {
  it('is the same date in SQL and in the domain for every case', async () => {
    const rows = await app.db
      .select({ name: rents.tenantName, start: sql<string>`(${periodStart})::text` })
      .from(rents)
      .where(and(eq(rents.adminId, adminId), inArray(rents.id, ids)));
    for (const c of CASES) {
      const row = rows.find((r) => r.name === c[0])!;
      expect(row.start, c[0]).toBe(periodStartOf(rentOf(c)));
    }
  });

  it('the cases hold both answers for every leaving date tried', () => {
    for (const leavingDate of LEAVING_DATES.slice(1, 4)) {
      const answers = new Set(CASES.map((c) => isCancelledByLeaving(rentOf(c), leavingDate)));
      expect(answers, leavingDate).toEqual(new Set([true, false]));
    }
  });
});
