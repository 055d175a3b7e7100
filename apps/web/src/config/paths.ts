/** The tenant form's query parameters (SPEC §2): roomId, returnToRoom=true and bedNumber. */
function returnToRoomQuery(roomId: string, bedNumber?: number) {
  const query = new URLSearchParams({ roomId, returnToRoom: 'true' });
  if (bedNumber !== undefined) query.set('bedNumber', String(bedNumber));
  return query.toString();
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
