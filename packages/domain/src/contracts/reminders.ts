import { z } from 'zod';
import { RENT_STATUSES } from '../rules/rent-status';
import { TENANT_LANGUAGES } from '../rules/tenant-language';

/** One due a reminder covers: a rent or a charge, with what is still owed on it. */
export const ReminderDueSchema = z.object({
  kind: z.enum(['rent', 'charge']),
  _id: z.string(),
  /**
   * What it is, as the ledger names it ('Rent · November 2026', 'Electricity · 20 Nov 2026'):
   * the owner's screens read it back (`readLedgerLabel`) and say it in the owner's language.
   */
  label: z.string(),
  dueDate: z.string(),
  amountDue: z.number(),
  status: z.enum(RENT_STATUSES),
  daysOverdue: z.number(),
});

/**
 * A tenant to remind (GET /reminders): everything they owe that falls due within the PG's
 * `remindDaysBefore` or is already due, with the message in their language and the one-tap
 * links that send it from the owner's phone.
 */
export const ReminderSchema = z.object({
  tenantId: z.string(),
  name: z.string(),
  phone: z.string(),
  language: z.enum(TENANT_LANGUAGES),
  room: z.object({ roomNumber: z.string(), floorNumber: z.number() }).nullable(),
  bedNumber: z.number().nullable(),
  /** Rupees: the sum of the dues below. */
  amountDue: z.number(),
  /** The oldest due's date: the list is ordered by it, oldest first. */
  oldestDueDate: z.string(),
  /** Whole days the oldest due is overdue; 0 while none is. */
  daysOverdue: z.number(),
  isOverdue: z.boolean(),
  dues: z.array(ReminderDueSchema),
  /** A reminder was sent today (POST /tenants/{id}/reminders): the list may hide them. */
  remindedToday: z.boolean(),
  /** The last day a reminder was sent; null: never. */
  lastRemindedOn: z.string().nullable(),
  /** The PG's template in the tenant's language, filled. */
  message: z.string(),
  whatsappUrl: z.string(),
  smsUrl: z.string(),
  telUrl: z.string(),
  /** The UPI payment link for `amountDue`; null while the PG has no UPI ID. */
  upiUrl: z.string().nullable(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

export const REMINDER_CHANNELS = ['whatsapp', 'sms', 'call'] as const;

/** POST /tenants/{id}/reminders: a reminder was sent now, by this channel. */
export const ReminderSentBodySchema = z.object({
  channel: z.enum(REMINDER_CHANNELS, {
    error: `Channel must be one of ${REMINDER_CHANNELS.join(', ')}`,
  }),
});
export type ReminderSentBody = z.output<typeof ReminderSentBodySchema>;

export const ReminderSentSchema = z.object({
  tenantId: z.string(),
  remindedOn: z.string(),
  channel: z.enum(REMINDER_CHANNELS),
});
export type ReminderSent = z.infer<typeof ReminderSentSchema>;
