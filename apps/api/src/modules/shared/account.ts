import {
  accountTotals,
  dueLabelIn,
  formatReceiptNumber,
  maskIdNumber,
  paiseToRupees,
  upiNoteOf,
  upiPaymentLink,
  type ChargeKind,
  type RentPeriod,
  type SharedAccount,
  type TenantLanguage,
} from '@nivas/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, charges, payments, rents } from '../../db/schema';
import { notFound } from '../../errors';
import { describeDue, listOpenDues } from '../reminders/open-dues';
import type { RuleSettings } from '../settings/rules';
import { findTenant } from '../tenants/queries';
import { sharePaths } from './links';

/** The PG as its tenants see it: name, phone and address. */
export async function findPg(db: Database, adminId: string) {
  const [pg] = await db
    .select({ name: admins.pgName, phone: admins.phone, address: admins.address })
    .from(admins)
    .where(eq(admins.id, adminId));
  if (!pg) throw notFound('Link');
  return pg;
}

/** A phone as a tenant's own page shows it: the last four digits. */
const maskPhone = (phone: string) => `XXXXXX${phone.slice(-4)}`;

/**
 * What the tenant's own link shows (GET /shared/{token}): the PG, who they are (phone and ID
 * masked, nothing else of their identity), what they owe, every payment with its receipt, and
 * the UPI link for what they owe; labels in the tenant's language. Nothing of another tenant.
 */
export async function readSharedAccount(
  db: Database,
  link: { adminId: string; tenantId: string; token: string },
  rules: RuleSettings,
): Promise<SharedAccount> {
  const { adminId, tenantId, token } = link;
  const [tenant, pg, dues, paid] = await Promise.all([
    findTenant(db, adminId, tenantId),
    findPg(db, adminId),
    listOpenDues(db, adminId, { tenantId }),
    db
      .select({
        payment: payments,
        rent: {
          paymentPeriod: rents.paymentPeriod,
          month: rents.month,
          year: rents.year,
          weekNumber: rents.weekNumber,
          dueDate: rents.dueDate,
        },
        charge: { kind: charges.kind, date: charges.date },
      })
      .from(payments)
      .leftJoin(rents, eq(rents.id, payments.rentId))
      .leftJoin(charges, eq(charges.id, payments.chargeId))
      .where(and(eq(payments.adminId, adminId), eq(payments.tenantId, tenantId)))
      .orderBy(desc(payments.paidOn), desc(payments.createdAt), desc(payments.id)),
  ]);
  const language = tenant.language as TenantLanguage;
  const totals = accountTotals(dues, [], rules);
  const owed = totals.due + totals.upcoming;
  const payeeName = rules.payeeName || pg.name;
  return {
    language,
    pg,
    tenant: {
      name: tenant.name,
      phone: maskPhone(tenant.phone),
      room: tenant.room
        ? { roomNumber: tenant.room.roomNumber, floorNumber: tenant.room.floorNumber }
        : null,
      bedNumber: tenant.bedNumber,
      idProofType: tenant.idProofType,
      idProofNumber:
        tenant.identityErasedAt === null
          ? maskIdNumber(tenant.idProofType, tenant.idProofTail)
          : '',
    },
    dues: dues.map((due) => {
      const described = describeDue(due, language, rules);
      return {
        kind: due.kind,
        label: described.label,
        dueDate: due.dueDate,
        amount: paiseToRupees(due.amount),
        amountPaid: paiseToRupees(due.amountPaid),
        amountDue: paiseToRupees(described.amountDue),
        status: described.status,
        daysOverdue: described.daysOverdue,
      };
    }),
    payments: paid.map(({ payment, rent, charge }) => ({
      _id: payment.id,
      receiptNumber: formatReceiptNumber(payment.receiptYear, payment.receiptSequence),
      paidOn: payment.paidOn,
      amount: paiseToRupees(payment.amountPaise),
      method: payment.method as SharedAccount['payments'][number]['method'],
      label: rent
        ? dueLabelIn(
            { kind: 'rent', rent: { ...rent, paymentPeriod: rent.paymentPeriod as RentPeriod } },
            language,
          )
        : charge
          ? dueLabelIn(
              { kind: 'charge', charge: { ...charge, kind: charge.kind as ChargeKind } },
              language,
            )
          : payment.label,
      isVoided: payment.voidedAt !== null,
      receiptUrl: sharePaths.receipt(token, payment.id),
      receiptPdfUrl: sharePaths.receiptPdf(token, payment.id),
    })),
    totals: {
      due: paiseToRupees(totals.due),
      overdue: paiseToRupees(totals.overdue),
      upcoming: paiseToRupees(totals.upcoming),
    },
    upiUrl:
      rules.upiId && owed > 0
        ? upiPaymentLink(
            { upiId: rules.upiId, payeeName },
            {
              amountPaise: owed,
              note: upiNoteOf({ name: tenant.name, roomNumber: tenant.room?.roomNumber }),
            },
          )
        : null,
    payeeName: rules.upiId ? payeeName : null,
  };
}
