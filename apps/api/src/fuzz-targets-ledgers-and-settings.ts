import fc from 'fast-check';
import {
  chargeFields,
  depositFields,
  generateFields,
  meterFields,
  moveOutFields,
  payFields,
  recurringChargeFields,
  reminderFields,
  rentFields,
  settingsFields,
  voidFields,
  waiveFields,
} from '../test/malformed';
import { roomNames, stranger, tenantNames, type Pg, type Target } from './fuzz-test-setup';

/**
 * The malformed-request plans of the write routes of rents, payments, deposits, charges,
 * meters, settings and what is shared with tenants, for fuzz-malformed-requests.test.ts.
 */
const rentNames = /Rent record not found|^id: /;
const paymentNames = /Payment not found|^id: /;
const chargeNames = /Charge not found|^id: /;
const recurringChargeNames = /Recurring charge not found|^id: /;
const readingNames = /Meter reading not found|^id: /;
const rentBody = (tenantId: string) => ({
  tenantId,
  amount: 4500,
  month: 7,
  year: 2031,
  dueDate: '2031-07-05',
});

export const LEDGER_AND_SETTINGS_TARGETS: Record<string, (pg: Pg) => Target> = {
  'POST /api/v1/rents/generate-monthly': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rents/generate-monthly',
    body: { month: 3, year: 2032 },
    fields: generateFields,
  }),
  'POST /api/v1/rents': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rents',
    body: rentBody(pg.tenantId),
    fields: [
      ...rentFields({ otherAdminsTenantId: stranger.tenantId }),
      // January 2031 already has a rent for this tenant.
      {
        key: 'month',
        names: /already exists/,
        invalid: fc.constant(1),
      },
    ],
  }),
  'PUT /api/v1/rents/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.rentId}`,
    idNames: rentNames,
    badIds: [{ id: stranger.rentId, names: rentNames }],
    body: { tenantId: pg.tenantId, amount: 5500, month: 1, year: 2031, dueDate: '2031-01-06' },
    fields: rentFields({ otherAdminsTenantId: stranger.tenantId }),
  }),
  'DELETE /api/v1/rents/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.unpaidRentId}`,
    idNames: rentNames,
    badIds: [
      { id: stranger.rentId, names: rentNames },
      // A payment stands on it.
      { id: pg.rentId, names: /void them before deleting/ },
    ],
  }),
  'POST /api/v1/payments/:id/void': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/payments/${pg.paymentId}/void`,
    idNames: paymentNames,
    badIds: [{ id: stranger.paymentId, names: paymentNames }],
    body: { reason: 'Entered twice' },
    fields: voidFields,
  }),
  'POST /api/v1/tenants/:id/move-out': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/move-out`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: {
      noticeDate: '2026-11-01',
      vacateDate: '2026-11-20',
      deductions: [{ reason: 'Lost key', amount: 300 }],
      refundMethod: 'UPI',
      refundReference: 'UPI-9',
    },
    fields: moveOutFields,
  }),
  'PUT /api/v1/rents/:id/pay': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rents/${pg.rentId}/pay`,
    idNames: rentNames,
    badIds: [{ id: stranger.rentId, names: rentNames }],
    body: { amount: 250, paymentMethod: 'UPI', paymentReference: 'UPI-1' },
    fields: payFields,
  }),
  'POST /api/v1/tenants/:id/deposit': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/deposit`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: {
      kind: 'collect',
      amount: 5000,
      date: '2026-11-01',
      method: 'Cash',
      reference: 'DEP-1',
      reason: '',
    },
    fields: depositFields,
  }),
  'POST /api/v1/tenants/:id/charges': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/charges`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { kind: 'laundry', amount: 350, date: '2031-03-01', dueDate: '2031-03-05', note: 'Iron' },
    fields: chargeFields,
  }),
  'PUT /api/v1/charges/:id/pay': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/charges/${pg.chargeId}/pay`,
    idNames: chargeNames,
    badIds: [{ id: stranger.chargeId, names: chargeNames }],
    body: { amount: 250, paymentMethod: 'UPI', paymentReference: 'UPI-1' },
    fields: payFields,
  }),
  'POST /api/v1/charges/:id/waive': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/charges/${pg.unpaidChargeId}/waive`,
    idNames: chargeNames,
    badIds: [
      { id: stranger.chargeId, names: chargeNames },
      // A payment stands on it.
      { id: pg.chargeId, names: /void them before waiving/ },
    ],
    body: { reason: 'Goodwill' },
    fields: waiveFields,
  }),
  'POST /api/v1/tenants/:id/recurring-charges': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/recurring-charges`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { kind: 'laundry', amount: 400, note: 'Weekly wash' },
    fields: recurringChargeFields,
  }),
  'DELETE /api/v1/recurring-charges/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/recurring-charges/${pg.recurringChargeId}`,
    idNames: recurringChargeNames,
    badIds: [{ id: stranger.recurringChargeId, names: recurringChargeNames }],
  }),
  'POST /api/v1/rooms/:id/meter-readings': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.roomId}/meter-readings`,
    idNames: roomNames,
    badIds: [{ id: stranger.roomId, names: roomNames }],
    body: { date: '2026-11-01', reading: 150.5 },
    fields: meterFields,
  }),
  'POST /api/v1/meter-readings/:id/undo': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/meter-readings/${pg.readingId}/undo`,
    idNames: readingNames,
    badIds: [{ id: stranger.readingId, names: readingNames }],
    body: { reason: 'Typed wrong' },
    // The same reason as a waiver's: its shares are waived with it.
    fields: waiveFields,
  }),
  'PUT /api/v1/settings': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/settings',
    body: {
      eraseIdentityAfterDays: 45,
      dueDay: 7,
      graceDays: 2,
      firstMonth: 'full',
      timeZone: 'Asia/Kolkata',
      electricityRate: 8.5,
      lateFee: { kind: 'perDay', amount: 50, max: 500 },
      noticeDays: 15,
      minStayMonths: 2,
      exitCharge: 500,
      depositRefundDays: 10,
      upiId: 'fuzz.pg@okaxis',
      payeeName: 'Fuzz PG',
      remindDaysBefore: 5,
      reminderTemplates: { en: 'Hi {name}, {amount} is due', hi: 'नमस्ते {name}, {amount} बाकी है' },
    },
    fields: settingsFields,
  }),
  'POST /api/v1/tenants/:id/share-link': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/share-link`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'DELETE /api/v1/tenants/:id/share-link': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/share-link`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    // The tenant has no link yet: there is nothing to end.
    changes: false,
  }),
  'POST /api/v1/payments/:id/receipt-share': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/payments/${pg.paymentId}/receipt-share`,
    idNames: paymentNames,
    badIds: [{ id: stranger.paymentId, names: paymentNames }],
  }),
  'POST /api/v1/tenants/:id/reminders': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/reminders`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: { channel: 'whatsapp' },
    fields: reminderFields,
  }),
};
