import { ErrorResponseSchema } from '@nivas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { errorAnswer } from '../errors';

declare module 'fastify' {
  interface FastifyReply {
    /** In tests: a reason the answer breaks its route's response schema, else null. */
    answerProblem(payload: unknown): string | null;
  }
}

/**
 * The schema with every object strict, however deep: an answer that carries a key its
 * schema lacks (a spread row's password hash) is a mismatch, not something to strip.
 */
export function strictDeep(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strictDeep(field)])),
    );
  }
  if (schema instanceof z.ZodArray) return z.array(strictDeep(schema.element as z.ZodType));
  if (schema instanceof z.ZodNullable) return strictDeep(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return strictDeep(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodUnion) {
    return z.union((schema.options as z.ZodType[]).map(strictDeep) as [z.ZodType, z.ZodType]);
  }
  return schema;
}

/** The route's schema for the status; for a failure it does not describe, the error shape. */
function responseSchema(request: FastifyRequest, statusCode: number): z.ZodType | undefined {
  const responses = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const schema = responses?.[statusCode];
  if (schema instanceof z.ZodType) return schema;
  return statusCode >= 400 ? ErrorResponseSchema : undefined;
}

/**
 * Tests only. Production writes answers with plain JSON.stringify and checks nothing; so do
 * tests, and this checks each answer on the way out against its route's schema made strict,
 * and every failed answer against `{ success: false, error, code }` with a known code. A
 * mismatch becomes a 500 naming the problem, which fails the test that made the request.
 */
export const answerCheck = fp(async (app: FastifyInstance) => {
  const strict = new WeakMap<z.ZodType, z.ZodType>();

  app.decorateReply('answerProblem', function (this: FastifyReply, payload: unknown) {
    const schema = responseSchema(this.request, this.statusCode);
    if (!schema) return null;
    if (!strict.has(schema)) strict.set(schema, strictDeep(schema));
    const result = strict.get(schema)!.safeParse(payload);
    if (result.success) return null;
    return result.error.issues
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
  });

  app.addHook('preSerialization', async (request, reply, payload) => {
    const problem = reply.answerProblem(payload);
    if (!problem) return payload;
    request.log.error({ route: request.routeOptions.url, problem }, 'answer breaks its schema');
    reply.code(500);
    return errorAnswer('INTERNAL', `The answer does not match its schema: ${problem}`);
  });
});
