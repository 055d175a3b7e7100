import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/** Where the server is reached, as the request came (a reverse proxy's, with TRUST_PROXY). */
/** Where the API answers (SPEC §7). */
export const API_PREFIX = '/api/v1';
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Shared route pieces: the `:id` parameter and the security requirement of signed-in routes. */
export const IdParamsSchema = z.object({ id: z.string().max(64) });
export const bearerSecurity = [{ bearerAuth: [] }];
export const SuccessSchema = z.object({ success: z.literal(true) });

/**
 * The server's view of a body schema: unknown fields are refused (400 naming them) instead
 * of silently dropped, so a typo like `{ "amout": 100 }` on a payment can never pass for a
 * payment of the whole balance. The shared contracts stay lenient for the forms.
 */
export function strictBody<T extends z.ZodType>(schema: T): T {
  if (schema instanceof z.ZodObject) {
    // Objects inside the body too (a tenant's emergencyContact): a misspelt `phon` there
    // was dropped silently and the contact saved without a phone.
    const nested = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(
      ([key, field]) => {
        const strict = strictObjectField(field);
        return strict ? [[key, strict] as const] : [];
      },
    );
    return schema.safeExtend(Object.fromEntries(nested)).strict() as unknown as T;
  }
  if (schema instanceof z.ZodPipe)
    return z.pipe(strictBody(schema.in as z.ZodType), schema.out) as unknown as T;
  if (schema instanceof z.ZodOptional)
    return strictBody(schema.unwrap() as z.ZodType).optional() as unknown as T;
  return schema;
}

/** A field that holds an object, bare, optional or with a default, made strict; null for others. */
function strictObjectField(field: z.ZodType): z.ZodType | null {
  if (field instanceof z.ZodObject) return strictBody(field);
  if (field instanceof z.ZodDefault) {
    const inner = strictObjectField(field.unwrap() as z.ZodType);
    return inner && inner.default(field.def.defaultValue as never);
  }
  // A tenant edit's emergencyContact may be left out (kept as stored), but not misspelt.
  if (field instanceof z.ZodOptional) {
    return strictObjectField(field.unwrap() as z.ZodType)?.optional() ?? null;
  }
  return null;
}

/** The fields of an object schema, through the wrappers the contracts use; null for others. */
export function objectShape(schema: unknown): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return objectShape(schema.in);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return objectShape(schema.unwrap());
  }
  return null;
}

interface RouteSchemas {
  body?: unknown;
  response?: unknown;
}

/** The keys of the record a route answers (`data` of its 200 or 201), when it answers one. */
function answeredKeys(schema: RouteSchemas): string[] {
  const responses = (schema.response ?? {}) as Record<number, unknown>;
  const answer = responses[200] ?? responses[201];
  const data = objectShape(answer)?.data;
  return Object.keys(objectShape(data) ?? {});
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const ID_MISMATCH = '_id must match the id in the address';

/**
 * "Strict on what is written, liberal on what is echoed" (DESIGN.md), for clients that send
 * back the record they read: a missing body is `{}`; a key the route answers but does not take
 * (`_id`, timestamps, `hasPhoto`, `status`, `tenantInfo`, …) is dropped, `_id` only when it
 * names the record in the address; an embedded `{ _id, … }` in a field the route takes stands
 * for that id. Every other unknown key still meets the strict body (400).
 */
export function echoedFieldsHook(schema: RouteSchemas) {
  const taken = objectShape(schema.body);
  if (!taken) return null;
  const echoed = answeredKeys(schema).filter((key) => !(key in taken));
  return async (request: FastifyRequest) => {
    if (request.body === undefined) {
      request.body = {};
      return;
    }
    if (!isRecord(request.body)) return;
    const body = { ...request.body };
    const addressed = (request.params as { id?: string } | undefined)?.id;
    if (addressed !== undefined && '_id' in body && body._id !== addressed) {
      throw new AppError('INVALID_INPUT', ID_MISMATCH);
    }
    // Without an id in the address, an _id is left for the strict body to refuse.
    for (const key of echoed) if (key !== '_id' || addressed !== undefined) delete body[key];
    for (const [key, value] of Object.entries(body)) {
      if (key in taken && isRecord(value) && typeof value._id === 'string') body[key] = value._id;
    }
    request.body = body;
  };
}
