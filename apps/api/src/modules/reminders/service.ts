import {
  dueLabelIn,
  fillReminderTemplate,
  formatDateIn,
  formatInr,
  monthNameIn,
  paiseToRupees,
  reminderHorizon,
  rentPeriodIn,
  smsLink,
  telLink,
  upiNoteOf,
  upiPaymentLink,
  whatsappLink,
  type Reminder,
  type ReminderSentBody,
  type TenantLanguage,
} from '@nivas/domain';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { remindersSent, rooms, tenants } from '../../db/schema';
import type { RuleSettings } from '../settings/rules';
import { findPg } from '../shared/account';
import { findTenant } from '../tenants/queries';
import { describeDue, listOpenDues, type OpenDue } from './open-dues';

/**
 * The tenants to remind (GET /reminders): each tenant with dues falling due within the PG's
 * `remindDaysBefore` or already due, oldest due first, with the PG's template filled in the
 * tenant's language and the links that send it. Deleted tenants are not reminded (no phone
 * to reach): their rents keep only a snapshot.
 */
export async function listReminders(
  db: Database,
  adminId: string,
  rules: RuleSettings,
): Promise<Reminder[]> {
  const dues = await listOpenDues(db, adminId, {
    dueBy: reminderHorizon(rules.today, rules.remindDaysBefore),
  });
  const byTenant = new Map<string, OpenDue[]>();
  for (const due of dues) byTenant.set(due.tenantId, [...(byTenant.get(due.tenantId) ?? []), due]);
  const ids = [...byTenant.keys()];
  if (ids.length === 0) return [];
  const [people, sent, pg] = await Promise.all([
    db
      .select({
        id: tenants.id,
        name: tenants.name,
        phone: tenants.phone,
        language: tenants.language,
        bedNumber: tenants.bedNumber,
        room: { roomNumber: rooms.roomNumber, floorNumber: rooms.floorNumber },
      })
      .from(tenants)
      .leftJoin(rooms, eq(rooms.id, tenants.roomId))
      .where(and(eq(tenants.adminId, adminId), inArray(tenants.id, ids))),
    db
      .select({ tenantId: remindersSent.tenantId, last: max(remindersSent.sentOn) })
      .from(remindersSent)
      .where(and(eq(remindersSent.adminId, adminId), inArray(remindersSent.tenantId, ids)))
      .groupBy(remindersSent.tenantId),
    findPg(db, adminId),
  ]);
  const lastSent = new Map(sent.map((row) => [row.tenantId, row.last]));
  return people
    .map((person) =>
      reminderOf(
        { ...person, language: person.language as TenantLanguage },
        byTenant.get(person.id)!,
        lastSent.get(person.id) ?? null,
        pg.name,
        rules,
      ),
    )
    .sort((a, b) =>
      a.oldestDueDate === b.oldestDueDate
        ? a.name.localeCompare(b.name)
        : a.oldestDueDate < b.oldestDueDate
          ? -1
          : 1,
    );
}

/** The months a reminder asks for: 'October 2026, November 2026', in the tenant's language. */
function monthsOf(dues: OpenDue[], language: TenantLanguage): string {
  const months = dues.map((due) => {
    if (due.what.kind === 'rent') return rentPeriodIn(due.what.rent, language);
    const [year, month] = due.what.charge.date.split('-').map(Number) as [number, number];
    return `${monthNameIn(month, language)} ${year}`;
  });
  return [...new Set(months)].join(', ');
}

function reminderOf(
  tenant: {
    id: string;
    name: string;
    phone: string;
    language: TenantLanguage;
    bedNumber: number | null;
    room: { roomNumber: string; floorNumber: number } | null;
  },
  dues: OpenDue[],
  lastRemindedOn: string | null,
  pgName: string,
  rules: RuleSettings,
): Reminder {
  const { language } = tenant;
  const described = dues.map((due) => ({ due, ...describeDue(due, language, rules) }));
  const totalPaise = described.reduce((sum, d) => sum + d.amountDue, 0);
  const oldest = dues[0]!;
  const upiUrl = rules.upiId
    ? upiPaymentLink(
        { upiId: rules.upiId, payeeName: rules.payeeName || pgName },
        {
          amountPaise: totalPaise,
          note: upiNoteOf({ name: tenant.name, roomNumber: tenant.room?.roomNumber }),
        },
      )
    : null;
  const message = fillReminderTemplate(rules.reminderTemplates[language], {
    name: tenant.name,
    amount: formatInr(paiseToRupees(totalPaise)),
    month: monthsOf(dues, language),
    dueDate: formatDateIn(oldest.dueDate, language),
    pgName,
    upiLink: upiUrl ?? '',
  });
  return {
    tenantId: tenant.id,
    name: tenant.name,
    phone: tenant.phone,
    language,
    room: tenant.room,
    bedNumber: tenant.bedNumber,
    amountDue: paiseToRupees(totalPaise),
    oldestDueDate: oldest.dueDate,
    daysOverdue: Math.max(...described.map((d) => d.daysOverdue)),
    isOverdue: described.some((d) => d.status === 'Overdue'),
    dues: described.map(({ due, amountDue, status, daysOverdue }) => ({
      kind: due.kind,
      _id: due.id,
      // The owner reads this list: named as the ledger names it, which their screens say in
      // their own language (the message above is the tenant's).
      label: dueLabelIn(due.what, 'en'),
      dueDate: due.dueDate,
      amountDue: paiseToRupees(amountDue),
      status,
      daysOverdue,
    })),
    remindedToday: lastRemindedOn === rules.today,
    lastRemindedOn,
    message,
    whatsappUrl: whatsappLink(tenant.phone, message),
    smsUrl: smsLink(tenant.phone, message),
    telUrl: telLink(tenant.phone),
    upiUrl,
  };
}

/** A reminder was sent today: recorded once a day a tenant, the latest channel kept. */
export async function recordReminderSent(
  db: Database,
  adminId: string,
  tenantId: string,
  body: ReminderSentBody,
  today: string,
) {
  await findTenant(db, adminId, tenantId);
  await db
    .insert(remindersSent)
    .values({ adminId, tenantId, sentOn: today, channel: body.channel })
    .onConflictDoUpdate({
      target: [remindersSent.tenantId, remindersSent.sentOn],
      set: { channel: body.channel, sentAt: sql`now()` },
    });
  return { tenantId, remindedOn: today, channel: body.channel };
}
