import fc from 'fast-check';
import {
  adminLanguageFields,
  loginFields,
  profileFields,
  registerFields,
  roomFields,
  tenantFields,
  updatePasswordFields,
} from '../test/malformed';
import { registration, roomBody, sessionIdOf, tenantBody, TEST_PASSWORD } from '../test/test-app';
import { roomNames, stranger, tenantNames, type Pg, type Target } from './fuzz-test-setup';

/**
 * The malformed-request plans of the write routes of accounts, rooms and tenants, for
 * fuzz-malformed-requests.test.ts.
 */
const sessionNames = /Session not found|^id: /;

export const ACCOUNT_ROOM_AND_TENANT_TARGETS: Record<string, (pg: Pg) => Target> = {
  'POST /api/v1/admin/register': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/register',
    body: registration(),
    fields: registerFields(pg.admin.admin.email).map((f) =>
      f.key === 'email' ? { ...f, names: /email|already exists|too many failed/i } : f,
    ),
  }),
  'POST /api/v1/admin/login': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/login',
    body: { email: pg.admin.admin.email, password: TEST_PASSWORD },
    fields: loginFields,
  }),
  'PUT /api/v1/admin/updatedetails': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/updatedetails',
    body: {
      name: 'Renamed Owner',
      email: pg.admin.admin.email,
      pgName: 'Renamed PG',
      address: '1 New Road',
      phone: '9000000001',
    },
    fields: profileFields(stranger.email),
  }),
  'PUT /api/v1/admin/language': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/language',
    body: { language: 'hi' },
    fields: adminLanguageFields,
  }),
  'PUT /api/v1/admin/updatepassword': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/admin/updatepassword',
    body: { currentPassword: TEST_PASSWORD, newPassword: 'another-secret-456' },
    fields: updatePasswordFields,
  }),
  'POST /api/v1/admin/logout': (pg) => ({ admin: pg.admin, url: '/api/v1/admin/logout' }),
  'POST /api/v1/admin/logout-all': (pg) => ({ admin: pg.admin, url: '/api/v1/admin/logout-all' }),
  'DELETE /api/v1/admin/sessions/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/admin/sessions/${sessionIdOf(pg.admin.token)}`,
    idNames: sessionNames,
    badIds: [{ id: stranger.sessionId, names: sessionNames }],
  }),
  'POST /api/v1/rooms': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/rooms',
    body: roomBody({ roomNumber: 'NEW-1' }),
    fields: roomFields({ roomNumber: 'F1', floorNumber: 1 }),
  }),
  'PUT /api/v1/rooms/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.emptyRoomId}`,
    idNames: roomNames,
    badIds: [{ id: stranger.roomId, names: roomNames }],
    body: roomBody({ roomNumber: 'F2-renamed', capacity: 4 }),
    fields: roomFields({ roomNumber: 'F1', floorNumber: 1 }),
  }),
  'DELETE /api/v1/rooms/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/rooms/${pg.emptyRoomId}`,
    idNames: roomNames,
    badIds: [
      { id: stranger.roomId, names: roomNames },
      { id: pg.roomId, names: /still has 2 tenants/ },
    ],
  }),
  'POST /api/v1/tenants': (pg) => ({
    admin: pg.admin,
    url: '/api/v1/tenants',
    body: tenantBody(pg.roomId, 3, { name: 'Newcomer' }),
    fields: [
      ...tenantFields({ otherAdminsRoomId: stranger.roomId, forUpdate: false }),
      // Bed 2 is taken.
      { key: 'bedNumber', names: /Bed 2 in Room F1 is already occupied/, invalid: fc.constant(2) },
    ],
  }),
  'PUT /api/v1/tenants/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    body: tenantBody(pg.roomId, 1, { name: 'On Bed 1, renamed' }),
    fields: [
      ...tenantFields({ otherAdminsRoomId: stranger.roomId, forUpdate: true }),
      { key: 'bedNumber', names: /Bed 2 in Room F1 is already occupied/, invalid: fc.constant(2) },
    ],
  }),
  'PUT /api/v1/tenants/:id/vacate': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/vacate`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'DELETE /api/v1/tenants/:id': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
  }),
  'PUT /api/v1/tenants/:id/photo': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/photo`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    isPhoto: true,
  }),
  'PUT /api/v1/tenants/:id/id-card/:side': (pg) => ({
    admin: pg.admin,
    url: `/api/v1/tenants/${pg.tenantId}/id-card/back`,
    idNames: tenantNames,
    badIds: [{ id: stranger.tenantId, names: tenantNames }],
    isPhoto: true,
  }),
};
