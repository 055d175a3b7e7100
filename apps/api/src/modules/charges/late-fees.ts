import { lateFeeFor, lateFeeNote, rentPaymentLabel, type RentPeriod } from '@nivas/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { charges, rents, rooms, tenants } from '../../db/schema';
import { overdue } from '../rents/status-sql';
import { dueOf } from '../rents/to-api';
import { rulesOfLateFeePgs, type RuleSettings } from '../settings/rules';
import type { ServerSettings } from '../settings/saved';

/**
 * The PG's late-fee rule (settings `lateFee`) applied as a charge per overdue rent: the
 * domain's `lateFeeFor` gives the fee a rent has earned by today, worked out from the dates
 * alone, so the run is idempotent: run twice a day (or at every start) it changes nothing the
 * second time. A rent's late fee is one charge (unique index `charges_late_fee_key`), inserted
 * the first day and raised, never lowered, as a per-day fee grows; a waived one stays waived.
 * Only rents of tenants who still live here: a tenant who left was settled when they left.
 */

/** Rows a statement writes at most: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** Applies one PG's rule in one transaction; answers how many fees were added or raised. */
export async function applyLateFeesOfPg(
  db: Database,
  adminId: string,
  rules: Pick<RuleSettings, 'today' | 'graceDays' | 'lateFee'>,
  now: Date,
): Promise<number> {
  if (rules.lateFee.kind === 'none') return 0;
  return db.transaction(async (tx) => {
    // The rents and their tenants are locked (`for key share`, as a payment locks a tenant)
    // so that neither is deleted under the insert; one being paid is waited for and read
    // again, and then it is no longer overdue.
    const late = await tx
      .select({ rent: rents, name: tenants.name, phone: tenants.phone })
      .from(rents)
      .innerJoin(tenants, eq(tenants.id, rents.tenantId))
      .where(and(eq(rents.adminId, adminId), eq(tenants.active, true), overdue(rules)))
      // One order for every run: two processes inserting the same fees in two orders could
      // each wait for the other's uncommitted row.
      .orderBy(asc(rents.id))
      .for('key share', { of: [rents, tenants] });
    const fees = late
      .map((row) => ({ ...row, fee: lateFeeFor(rules.lateFee, dueOf(row.rent), rules) }))
      .filter((row) => row.fee > 0);
    if (fees.length === 0) return 0;
    const roomIds = [...new Set(fees.flatMap((row) => row.rent.roomId ?? []))];
    // A room deleted meanwhile leaves the fee without a room, not a foreign-key failure.
    const kept =
      roomIds.length === 0
        ? []
        : await tx
            .select({ id: rooms.id })
            .from(rooms)
            .where(inArray(rooms.id, roomIds))
            .for('key share');
    const keptRooms = new Set(kept.map((room) => room.id));
    let written = 0;
    for (let start = 0; start < fees.length; start += CHUNK) {
      const rows = fees.slice(start, start + CHUNK).map(({ rent, name, phone, fee }) => {
        const hasRoom = rent.roomId !== null && keptRooms.has(rent.roomId);
        return {
          adminId,
          tenantId: rent.tenantId,
          tenantName: name,
          tenantPhone: phone,
          roomId: hasRoom ? rent.roomId : null,
          roomNumber: hasRoom ? rent.roomNumber : null,
          floorNumber: hasRoom ? rent.floorNumber : null,
          kind: 'lateFee',
          amountPaise: fee,
          date: rules.today,
          dueDate: rules.today,
          note: lateFeeNote(
            rentPaymentLabel({ ...rent, paymentPeriod: rent.paymentPeriod as RentPeriod }),
          ),
          rentId: rent.id,
        };
      });
      const changed = await tx
        .insert(charges)
        .values(rows)
        .onConflictDoUpdate({
          target: charges.rentId,
          targetWhere: sql`${charges.kind} = 'lateFee'`,
          set: { amountPaise: sql`excluded.amount_paise`, updatedAt: now },
          // Raised only: never lowered (a rule made milder keeps what was charged), never on a
          // waived fee, and not at all when it already is this much (the second run of a day).
          setWhere: sql`${charges.waivedAt} is null and ${charges.amountPaise} < excluded.amount_paise`,
        })
        .returning({ id: charges.id });
      written += changed.length;
    }
    if (written > 0) await touchChangeStamps(tx, adminId, []);
    return written;
  });
}

/** Every PG with a late-fee rule, each on its own day; answers how many fees were written. */
export async function applyLateFees(
  db: Database,
  server: ServerSettings,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const { adminId, rules } of await rulesOfLateFeePgs(db, server, now)) {
    written += await applyLateFeesOfPg(db, adminId, rules, now);
  }
  return written;
}

export const LATE_FEE_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the late fees now and then once a day, as the identity erasure runs
 * (tenants/identity-erasure.ts): the timer does not keep the process alive, and a failed run
 * is logged (its code only) and tried again the next day.
 */
export async function scheduleLateFees(options: {
  db: Database;
  server: ServerSettings;
  now: () => Date;
  log: {
    error: (object: object, message: string) => void;
    info: (object: object, message: string) => void;
  };
}): Promise<() => void> {
  const run = async () => {
    const written = await applyLateFees(options.db, options.server, options.now());
    if (written > 0) options.log.info({ written }, 'applied late fees');
  };
  await run();
  const timer = setInterval(() => {
    run().catch((error: { code?: string }) =>
      options.log.error({ code: error?.code }, 'applying late fees failed'),
    );
  }, LATE_FEE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
