/** The tenant form's query parameters (SPEC §2): roomId, returnToRoom=true and bedNumber. */
function returnToRoomQuery(roomId: string, bedNumber?: number) {
  const query = new URLSearchParams({ roomId, returnToRoom: 'true' });
  if (bedNumber !== undefined) query.set('bedNumber', String(bedNumber));
  return query.toString();
}

/**
 * A move-out's dates and deductions as query parameters: the preview's, and the move-out page's
 * own when it is come back to.
 */
export function moveOutQuery(input: {
  noticeDate: string;
  vacateDate: string;
  deductions: readonly { reason: string; amount: number }[];
}) {
  const query = new URLSearchParams({ noticeDate: input.noticeDate, vacateDate: input.vacateDate });
  if (input.deductions.length > 0) query.set('deductions', JSON.stringify(input.deductions));
  return query;
}

/**
 * Every route of the app, in one place. Screens link with these, never with string
 * literals, so a path changes here and nowhere else.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  logout: '/logout',
  connectionTest: '/connection-test',
  tenantOnboarding: '/tenant-onboarding',

  dashboard: '/dashboard',
  rooms: '/rooms',
  roomAdd: '/rooms/add',
  roomEdit: {
    pattern: '/rooms/edit/:id',
    to: (id: string) => `/rooms/edit/${encodeURIComponent(id)}`,
  },
  roomDetails: {
    pattern: '/rooms/details/:id',
    to: (id: string) => `/rooms/details/${encodeURIComponent(id)}`,
  },
  tenants: '/tenants',
  tenantAdd: '/tenants/add',
  /** A tenant's page: who they are and their account. */
  tenantDetails: {
    pattern: '/tenants/:id',
    to: (id: string) => `/tenants/${encodeURIComponent(id)}`,
  },
  /** The tenant's police verification form, to print. */
  tenantVerification: {
    pattern: '/tenants/:id/verification',
    to: (id: string) => `/tenants/${encodeURIComponent(id)}/verification`,
  },
  /** Moving a tenant out: dates, deductions and the settlement, then recorded. */
  tenantMoveOut: {
    pattern: '/tenants/:id/move-out',
    to: (id: string) => `/tenants/${encodeURIComponent(id)}/move-out`,
    /** With the dates and deductions entered, to come back to them. */
    withInput: (id: string, input: Parameters<typeof moveOutQuery>[0]) =>
      `/tenants/${encodeURIComponent(id)}/move-out?${moveOutQuery(input).toString()}`,
  },
  /** The recorded move-out statement, printable. */
  tenantMoveOutStatement: {
    pattern: '/tenants/:id/move-out/statement',
    to: (id: string) => `/tenants/${encodeURIComponent(id)}/move-out/statement`,
  },
  tenantEdit: {
    pattern: '/tenants/edit/:id',
    to: (id: string) => `/tenants/edit/${encodeURIComponent(id)}`,
  },
  /** SPEC §2: from a room's bed tile; after saving, the tenant form goes back to the room. */
  tenantAddToRoom: (roomId: string, bedNumber?: number) =>
    `/tenants/add?${returnToRoomQuery(roomId, bedNumber)}`,
  tenantEditFromRoom: (tenantId: string, roomId: string) =>
    `/tenants/edit/${encodeURIComponent(tenantId)}?${returnToRoomQuery(roomId)}`,
  /** From the tenant's page: after saving, back to it. */
  tenantEditFromPage: (tenantId: string) =>
    `/tenants/edit/${encodeURIComponent(tenantId)}?returnToTenant=true`,
  rents: '/rents',
  rentAdd: '/rents/add',
  /**
   * From a move-out, for a month of the stay with no rent: the form filled in for that tenant,
   * month and amount; after saving, back to the move-out as it was left (`returnTo`).
   */
  rentAddForMoveOut: (
    tenantId: string,
    period: { month: number; year: number },
    amount: number | null,
    returnTo: string,
  ) =>
    `/rents/add?${new URLSearchParams({
      tenantId,
      month: String(period.month),
      year: String(period.year),
      ...(amount === null ? {} : { amount: String(amount) }),
      returnTo,
    }).toString()}`,
  rentEdit: {
    pattern: '/rents/edit/:id',
    to: (id: string) => `/rents/edit/${encodeURIComponent(id)}`,
  },
  rentManagement: '/rent-management',
  /** Tenants to remind of what they owe, with one-tap WhatsApp, SMS and call. */
  reminders: '/reminders',
  profile: '/profile',
  settings: '/settings',
  /** The printable "Pay rent here" poster with the PG's UPI QR code. */
  upiPoster: '/settings/upi-poster',
  /** A tenant's own page, opened from their link without signing in. */
  tenantLink: {
    pattern: '/t/:token',
    to: (token: string) => `/t/${encodeURIComponent(token)}`,
  },
} as const;

/** Paths where failed background fetches are expected (no session yet) and stay quiet. */
export const quietPaths: readonly string[] = [paths.login, paths.logout, paths.register];
