import {
  AdminSchema,
  AuthResponseSchema,
  dataResponse,
  LoginSchema,
  RegisterSchema,
  UpdateDetailsSchema,
  UpdateLanguageSchema,
  UpdatePasswordSchema,
} from '@nivas/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity as security } from '../../http';
import { LoginThrottle } from './login-throttle';
import {
  authenticateAdmin,
  findAdmin,
  registerAdmin,
  updateAdminDetails,
  updateAdminLanguage,
  updateAdminPassword,
  type SignedIn,
  type ThrottledCheck,
} from './service';
import { sessionRoutes } from './session-routes';
import { createSession, type SessionOrigin } from './sessions';
import { toApiAdmin } from './to-api';

const tags = ['admin'];

/** Where a new session comes from: the client address (after TRUST_PROXY) and its browser. */
const originOf = (request: FastifyRequest): SessionOrigin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.db, app.config.jwtSecret);
  const throttledFor =
    (request: FastifyRequest, reply: FastifyReply): ThrottledCheck =>
    (email, check) =>
      throttle.guard(reply, { email, ip: request.ip }, check);

  const signedIn = ({ admin, session }: SignedIn, message: string) => ({
    success: true as const,
    token: app.issueToken(session),
    admin: toApiAdmin(admin),
    message,
  });

  app.post(
    '/admin/register',
    { schema: { tags, body: RegisterSchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          signedIn(
            await registerAdmin(app.db, request.body, originOf(request)),
            'Registration successful',
          ),
        ),
  );

  app.post(
    '/admin/login',
    { schema: { tags, body: LoginSchema, response: { 200: AuthResponseSchema } } },
    async (request, reply) => {
      const admin = await throttledFor(request, reply)(request.body.email, () =>
        authenticateAdmin(app.db, request.body),
      );
      const session = await createSession(app.db, admin.id, originOf(request));
      return signedIn({ admin, session }, 'Login successful');
    },
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (protectedRoutes) => {
    protectedRoutes.addHook('onRequest', app.authenticate);

    protectedRoutes.get(
      '/admin/me',
      { schema: { tags, security, response: { 200: dataResponse(AdminSchema) } } },
      async (request) => ({
        success: true as const,
        data: toApiAdmin(await findAdmin(app.db, request.adminId)),
      }),
    );

    protectedRoutes.put(
      '/admin/updatedetails',
      {
        schema: {
          tags,
          security,
          body: UpdateDetailsSchema,
          response: { 200: dataResponse(AdminSchema) },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: toApiAdmin(
          await updateAdminDetails(
            app.db,
            request.adminId,
            request.body,
            throttledFor(request, reply),
          ),
        ),
      }),
    );

    protectedRoutes.put(
      '/admin/language',
      {
        schema: {
          tags,
          security,
          body: UpdateLanguageSchema,
          response: { 200: dataResponse(AdminSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: toApiAdmin(await updateAdminLanguage(app.db, request.adminId, request.body.language)),
      }),
    );

    protectedRoutes.put(
      '/admin/updatepassword',
      {
        schema: {
          tags,
          security,
          body: UpdatePasswordSchema,
          response: { 200: AuthResponseSchema },
        },
      },
      async (request, reply) =>
        signedIn(
          await updateAdminPassword(
            app.db,
            request.adminId,
            request.body,
            throttledFor(request, reply),
            originOf(request),
          ),
          'Password updated successfully',
        ),
    );

    await protectedRoutes.register(sessionRoutes);
  };
  await app.register(signedInRoutes);
};
