import {
  paiseToRupees,
  rupeesToPaise,
  type Settings,
  type UpdateSettingsBody,
} from '@nivas/domain';
import { sql } from 'drizzle-orm';
import { touchChangeStamps } from '../../db/change-stamps';
import type { Database } from '../../db/client';
import { adminSettings } from '../../db/schema';
import {
  fromRow,
  readSaved,
  savedColumns,
  templatesOf,
  zoneOf,
  type SavedSettings,
  type ServerSettings,
} from './saved';

/** GET and PUT /settings: the PG's settings as the API answers them, and their saving. */

/** The saved row as the API answers it: rupees, and the zone and templates in force. */
const toSettings = (saved: SavedSettings, server: ServerSettings): Settings => ({
  timeZone: zoneOf(saved, server),
  dueDay: saved.dueDay,
  graceDays: saved.graceDays,
  firstMonth: saved.firstMonth,
  eraseIdentityAfterDays: saved.eraseIdentityAfterDays,
  electricityRate: paiseToRupees(saved.electricityRatePaise),
  lateFee: {
    kind: saved.lateFeeKind,
    amount: paiseToRupees(saved.lateFeePaise),
    max: paiseToRupees(saved.lateFeeMaxPaise),
  },
  noticeDays: saved.noticeDays,
  minStayMonths: saved.minStayMonths,
  exitCharge: paiseToRupees(saved.exitChargePaise),
  depositRefundDays: saved.depositRefundDays,
  upiId: saved.upiId,
  payeeName: saved.payeeName,
  remindDaysBefore: saved.remindDaysBefore,
  reminderTemplates: templatesOf(saved),
});

/** The PG's settings as GET /settings answers them. */
export async function findSettings(
  db: Database,
  adminId: string,
  server: ServerSettings,
): Promise<Settings> {
  return toSettings(await readSaved(db, adminId), server);
}

/**
 * Saves what the body gives and keeps the rest. The data version moves with it: remembered
 * lists and figures were computed under the old rules (grace days, the day in another zone).
 */
export async function saveSettings(
  db: Database,
  adminId: string,
  body: UpdateSettingsBody,
  server: ServerSettings,
): Promise<Settings> {
  const given = Object.fromEntries(
    Object.entries(toColumns(body)).filter(([, value]) => value !== undefined),
  );
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(adminSettings)
      .values({ adminId, ...given })
      .onConflictDoUpdate({
        target: adminSettings.adminId,
        set: { ...given, updatedAt: sql`now()` },
      })
      .returning(savedColumns);
    await touchChangeStamps(tx, adminId, []);
    return row!;
  });
  return toSettings(fromRow(saved), server);
}

/** The body's settings as columns: rupees as paise; what the body leaves out stays undefined. */
function toColumns(body: UpdateSettingsBody) {
  const paise = (rupees: number | undefined) =>
    rupees === undefined ? undefined : rupeesToPaise(rupees);
  return {
    timeZone: body.timeZone,
    dueDay: body.dueDay,
    graceDays: body.graceDays,
    firstMonth: body.firstMonth,
    eraseIdentityAfterDays: body.eraseIdentityAfterDays,
    electricityRatePaise: paise(body.electricityRate),
    lateFeeKind: body.lateFee?.kind,
    lateFeePaise: paise(body.lateFee?.amount),
    lateFeeMaxPaise: paise(body.lateFee?.max),
    noticeDays: body.noticeDays,
    minStayMonths: body.minStayMonths,
    exitChargePaise: paise(body.exitCharge),
    depositRefundDays: body.depositRefundDays,
    upiId: body.upiId,
    payeeName: body.payeeName,
    remindDaysBefore: body.remindDaysBefore,
    reminderTemplateEn: body.reminderTemplates?.en,
    reminderTemplateHi: body.reminderTemplates?.hi,
  };
}
