import {
  addDays,
  amountDueOf,
  isOverdue,
  isOwedToday,
  isUnpaid,
  isUpcoming,
  matchesStatusFilter,
  paiseToRupees,
  RENT_STATUSES,
  rentStatus,
  type DueRules,
  type RentDue,
} from '@nivas/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAdmin } from '../../../test/test-app';
import type { App } from '../../app';
import { charges, rents } from '../../db/schema';
import { dashboardStats } from '../dashboard/service';
import {
  chargeStatusSql,
  dueByToday,
  overdue,
  statusCondition,
  statusFilter,
  unpaid,
  upcoming,
} from './status-sql';

/**
 * The rent status rules have two forms: the domain's functions (what every answer shows) and
 * status-sql.ts (what the database filters and counts by). These cases go through both, on
 * this run's database engine, and the two must agree on every one.
 */

/** The 1st of a month, so that "yesterday" crosses a month end (28 Feb 2030). */
const today = '2030-03-01';
/** Each check runs without grace, and with 3 grace days (the cases around -3 and -4 cross it). */
const RULES: DueRules[] = [
  { today, graceDays: 0 },
  { today, graceDays: 3 },
];

type Case = [name: string, amount: number, amountPaid: number, dueInDays: number, cancelled?: true];
const CASES: Case[] = [
  ['due yesterday, nothing paid', 500_000, 0, -1],
  ['due yesterday, one paisa short', 500_000, 499_999, -1],
  ['due yesterday, paid exactly', 500_000, 500_000, -1],
  ['due 3 days ago, nothing paid', 500_000, 0, -3],
  ['due 3 days ago, part paid', 500_000, 100_000, -3],
  ['due 4 days ago, nothing paid', 500_000, 0, -4],
  ['due 4 days ago, part paid', 500_000, 100_000, -4],
  ['due 40 days ago, part paid', 500_000, 100_000, -40],
  ['due today, nothing paid', 500_000, 0, 0],
  ['due today, part paid', 500_000, 250_000, 0],
  ['due today, paid exactly', 500_000, 500_000, 0],
  ['due tomorrow, nothing paid', 500_000, 0, 1],
  ['due tomorrow, one paisa paid', 500_000, 1, 1],
  ['due in 30 days, nothing paid', 500_000, 0, 30],
  ['due in 31 days, nothing paid', 500_000, 0, 31],
  ['a zero amount due yesterday', 0, 0, -1],
  ['a zero amount due tomorrow', 0, 0, 1],
  ['cancelled, due 40 days ago, nothing paid', 500_000, 0, -40, true],
  ['cancelled, due tomorrow, nothing paid', 500_000, 0, 1, true],
  ['cancelled, due in 10 days, part paid', 500_000, 100_000, 10, true],
];

let app: App;
let adminId: string;
let chargeAdminId: string;
const CHARGE_CASES = CASES.filter(([, amount]) => amount > 0);
/** Each case's rent id, in the order of CASES. */
let ids: string[];

const dueOf = ([, amount, amountPaid, dueInDays, cancelled]: Case): RentDue => ({
  amount,
  amountPaid,
  dueDate: addDays(today, dueInDays),
  cancelled: cancelled ?? false,
});

beforeAll(async () => {
  app = await createTestApp();
  adminId = (await registerAdmin(app)).admin._id;
  const inserted = await app.db
    .insert(rents)
    .values(
      CASES.map((c) => {
        const { amount, amountPaid, dueDate } = dueOf(c);
        const [year, month] = dueDate.split('-').map(Number) as [number, number];
        return {
          adminId,
          tenantName: c[0],
          tenantPhone: '',
          month,
          year,
          dueDate,
          amountPaise: amount,
          paidPaise: amountPaid,
          cancelledAt: c[4] ? new Date() : null,
        };
      }),
    )
    .returning({ id: rents.id, name: rents.tenantName });
  ids = CASES.map(([name]) => inserted.find((row) => row.name === name)!.id);

  // The same cases as charges of a second PG (a charge is never of zero: those are left out).
  chargeAdminId = (await registerAdmin(app)).admin._id;
  await app.db.insert(charges).values(
    CHARGE_CASES.map((c) => {
      const { amount, amountPaid, dueDate } = dueOf(c);
      return {
        adminId: chargeAdminId,
        tenantName: c[0],
        tenantPhone: '',
        kind: 'other',
        amountPaise: amount,
        paidPaise: amountPaid,
        date: addDays(dueDate, -10),
        dueDate,
        waivedAt: c[4] ? new Date() : null,
        waiveReason: c[4] ? 'case' : null,
      };
    }),
  );
});
afterAll(async () => {
  await app.close();
});

/** The constraint a database error names, through Drizzle's wrapping. */
function constraintOf(error: unknown): unknown {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint } = e as { constraint?: unknown };
    if (constraint) return constraint;
  }
  return null;
}

/** The cases whose rent the condition selects, by name. */
async function selected(condition: ReturnType<typeof overdue>): Promise<Set<string>> {
  const rows = await app.db
    .select({ name: rents.tenantName })
    .from(rents)
    .where(and(eq(rents.adminId, adminId), inArray(rents.id, ids), condition));
  return new Set(rows.map((row) => row.name));
}

describe.each(RULES)('rent status in SQL and in the domain, %o', (rules) => {
  it.each(RENT_STATUSES)(
    '"%s": the SQL condition selects exactly the rents rentStatus gives it',
    async (status) => {
      const inSql = await selected(statusCondition(status, rules));
      for (const c of CASES) {
        const inDomain = rentStatus(dueOf(c), rules).status === status;
        expect(inSql.has(c[0]), `${c[0]}: ${status}`).toBe(inDomain);
      }
    },
  );

  it.each(RENT_STATUSES)(
    'the "%s" filter of GET /rents selects exactly what matchesStatusFilter does',
    async (status) => {
      const inSql = await selected(statusFilter(status, rules));
      for (const c of CASES) {
        const inDomain = matchesStatusFilter(dueOf(c), status, rules);
        expect(inSql.has(c[0]), `${c[0]}: ${status}`).toBe(inDomain);
      }
    },
  );

  it.each([
    ['unpaid', () => unpaid, (due: RentDue) => isUnpaid(due)],
    ['overdue', () => overdue(rules), (due: RentDue) => isOverdue(due, rules)],
    ['upcoming', () => upcoming(rules), (due: RentDue) => isUpcoming(due, rules)],
    ['dueByToday', () => dueByToday(rules), (due: RentDue) => isOwedToday(due, rules)],
  ] as const)('%s: SQL and domain agree on every case', async (_name, condition, rule) => {
    const inSql = await selected(condition());
    for (const c of CASES) expect(inSql.has(c[0]), c[0]).toBe(rule(dueOf(c)));
  });

  it('each case has one status in SQL, as in the domain', async () => {
    const counts = new Map<string, number>();
    for (const status of RENT_STATUSES) {
      for (const name of await selected(statusCondition(status, rules))) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
    }
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(CASES.length);
  });

  it("the dashboard's aggregate counts and sums what the domain does", async () => {
    const stats = await dashboardStats(app.db, adminId, rules);
    const dues = CASES.map(dueOf);
    expect({
      pendingRents: stats.pendingRents,
      pendingAmount: stats.pendingAmount,
      owedTodayAmount: stats.owedTodayAmount,
      overdueCount: stats.overdueCount,
      upcomingCount: stats.upcomingCount,
    }).toEqual({
      pendingRents: dues.filter(isUnpaid).length,
      pendingAmount: paiseToRupees(dues.reduce((sum, due) => sum + amountDueOf(due), 0)),
      owedTodayAmount: paiseToRupees(
        dues.filter((due) => isOwedToday(due, rules)).reduce((s, due) => s + amountDueOf(due), 0),
      ),
      overdueCount: dues.filter((due) => isOverdue(due, rules)).length,
      upcomingCount: dues.filter((due) => isUpcoming(due, rules)).length,
    });
  });

  it('the grace days and the cancelled rents are part of what is tested', () => {
    const statuses = new Set(CASES.map((c) => rentStatus(dueOf(c), rules).status));
    expect([...statuses].sort()).toEqual([...RENT_STATUSES].sort());
  });
});

/** The charge cases the condition selects, by name. */
async function selectedCharges(condition: ReturnType<typeof overdue>): Promise<Set<string>> {
  const rows = await app.db
    .select({ name: charges.tenantName })
    .from(charges)
    .where(and(eq(charges.adminId, chargeAdminId), condition));
  return new Set(rows.map((row) => row.name));
}

describe.each(RULES)(
  'charge status in SQL and in the domain (waived is cancelled), %o',
  (rules) => {
    it.each(RENT_STATUSES)(
      '"%s": condition and filter select what the domain gives',
      async (status) => {
        const byStatus = await selectedCharges(chargeStatusSql.statusCondition(status, rules));
        const byFilter = await selectedCharges(chargeStatusSql.statusFilter(status, rules));
        for (const c of CHARGE_CASES) {
          expect(byStatus.has(c[0]), `${c[0]}: ${status}`).toBe(
            rentStatus(dueOf(c), rules).status === status,
          );
          expect(byFilter.has(c[0]), `${c[0]}: filter ${status}`).toBe(
            matchesStatusFilter(dueOf(c), status, rules),
          );
        }
      },
    );

    it.each([
      ['unpaid', () => chargeStatusSql.unpaid, (due: RentDue) => isUnpaid(due)],
      ['overdue', () => chargeStatusSql.overdue(rules), (due: RentDue) => isOverdue(due, rules)],
      ['upcoming', () => chargeStatusSql.upcoming(rules), (due: RentDue) => isUpcoming(due, rules)],
      [
        'dueByToday',
        () => chargeStatusSql.dueByToday(rules),
        (due: RentDue) => isOwedToday(due, rules),
      ],
    ] as const)('%s: SQL and domain agree on every case', async (_name, condition, rule) => {
      const inSql = await selectedCharges(condition());
      for (const c of CHARGE_CASES) expect(inSql.has(c[0]), c[0]).toBe(rule(dueOf(c)));
    });

    it("the dashboard's pending and owed-today amounts count what the domain says is owed on charges", async () => {
      const stats = await dashboardStats(app.db, chargeAdminId, rules);
      const dues = CHARGE_CASES.map(dueOf);
      const owed = dues.reduce((sum, due) => sum + amountDueOf(due), 0);
      const owedToday = dues
        .filter((due) => isOwedToday(due, rules))
        .reduce((sum, due) => sum + amountDueOf(due), 0);
      expect({
        pendingRents: stats.pendingRents,
        pendingAmount: stats.pendingAmount,
        owedTodayAmount: stats.owedTodayAmount,
      }).toEqual({
        pendingRents: 0,
        pendingAmount: paiseToRupees(owed),
        owedTodayAmount: paiseToRupees(owedToday),
      });
    });
  },
);

describe('rows the rules cannot meet', () => {
  it('an overpaid rent cannot be stored (the domain would call it Paid)', async () => {
    expect(rentStatus({ amount: 100, amountPaid: 101, dueDate: today }, RULES[0]!).status).toBe(
      'Paid',
    );
    const refusal = await app.db
      .insert(rents)
      .values({
        adminId,
        tenantName: 'overpaid',
        tenantPhone: '',
        month: 3,
        year: 2030,
        dueDate: today,
        amountPaise: 100,
        paidPaise: 101,
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(constraintOf(refusal)).toBe('rents_paid_within_amount');
  });
});
