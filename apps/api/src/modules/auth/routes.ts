import {
  AdminSchema,
  AuthResponseSchema,
  dataResponse,
  LoginSchema,
  RegisterSchema,
  UpdateDetailsSchema,
  UpdatePasswordSchema,
} from '@nivas/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoginThrottle } from './login-throttle';
import {
  authenticateAdmin,
  findAdmin,
  registerAdmin,
  updateAdminDetails,
  updateAdminPassword,
} from './service';
import { toApiAdmin } from './to-api';

const tags = ['admin'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle();

  /** Runs an attempt under the throttle: failures count, a success clears the count. */
  async function throttled<T>(ip: string, email: string, attempt: () => Promise<T>): Promise<T> {
    throttle.assertAllowed(ip, email);
    try {
      const result = await attempt();
      throttle.reset(ip, email);
      return result;
    } catch (error) {
      throttle.recordFailure(ip, email);
      throw error;
    }
  }

  app.post(
    '/admin/register',
    { schema: { tags, body: RegisterSchema, response: { 201: AuthResponseSchema } } },
    async (request, reply) => {
      const admin = await throttled(request.ip, request.body.email, () =>
        registerAdmin(app.db, request.body),
      );
      return reply.code(201).send({
        success: true,
        token: app.issueToken(admin),
        admin: toApiAdmin(admin),
        message: 'Registration successful',
      });
    },
  );

  app.post(
    '/admin/login',
    { schema: { tags, body: LoginSchema, response: { 200: AuthResponseSchema } } },
    async (request) => {
      const admin = await throttled(request.ip, request.body.email, () =>
        authenticateAdmin(app.db, request.body),
      );
      return {
        success: true as const,
        token: app.issueToken(admin),
        admin: toApiAdmin(admin),
        message: 'Login successful',
      };
    },
  );

  const signedInRoutes: FastifyPluginAsyncZod = async (protectedRoutes) => {
    protectedRoutes.addHook('onRequest', app.authenticate);
    const security = [{ bearerAuth: [] }];

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
      async (request) => ({
        success: true as const,
        data: toApiAdmin(await updateAdminDetails(app.db, request.adminId, request.body)),
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
      async (request) => {
        const admin = await updateAdminPassword(app.db, request.adminId, request.body);
        return {
          success: true as const,
          token: app.issueToken(admin),
          admin: toApiAdmin(admin),
          message: 'Password updated successfully',
        };
      },
    );
  };
  await app.register(signedInRoutes);
};
