import { AdminSchema, dataResponse } from '@nivas/domain';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { answerCheck } from './answer-check';

/** A route that answers a whole admin row, hash and all, as a careless handler might. */
async function appWithCarelessRoute() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(answerCheck);
  const row = {
    _id: 'a1',
    name: 'Asha',
    email: 'asha@example.com',
    pgName: 'Asha PG',
    address: '1 Road',
    phone: '9876543210',
    language: 'en' as const,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  app.get('/me', { schema: { response: { 200: dataResponse(AdminSchema) } } }, async () => ({
    success: true as const,
    data: { ...row, passwordHash: '$argon2id$v=19$…' },
  }));
  app.get(
    '/me-done-right',
    { schema: { response: { 200: dataResponse(AdminSchema) } } },
    async () => ({ success: true as const, data: row }),
  );
  app.get('/refuse-without-code', async (_request, reply) =>
    reply.code(409).send({ success: false, error: 'Bed 2 is already occupied' }),
  );
  app.get('/refuse-with-code', async (_request, reply) =>
    reply.code(409).send({ success: false, error: 'Bed 2 is already occupied', code: 'BED_TAKEN' }),
  );
  return app;
}

describe('the answer check of the tests', () => {
  it('turns an answer with a key its schema lacks, however deep, into a 500 naming it', async () => {
    const app = await appWithCarelessRoute();
    const careless = await app.inject({ url: '/me' });
    expect(careless.statusCode).toBe(500);
    expect(careless.json().error).toMatch(/data: Unrecognized key: "passwordHash"/);
    expect(careless.body).not.toContain('$argon2id');

    const right = await app.inject({ url: '/me-done-right' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.name).toBe('Asha');
    await app.close();
  });

  it('holds every failed answer to { success: false, error, code } with a known code', async () => {
    const app = await appWithCarelessRoute();
    const uncoded = await app.inject({ url: '/refuse-without-code' });
    expect(uncoded.statusCode).toBe(500);
    expect(uncoded.json()).toMatchObject({
      code: 'INTERNAL',
      error: expect.stringMatching(/code/),
    });

    const coded = await app.inject({ url: '/refuse-with-code' });
    expect(coded.statusCode).toBe(409);
    expect(coded.json()).toEqual({
      success: false,
      error: 'Bed 2 is already occupied',
      code: 'BED_TAKEN',
    });
    await app.close();
  });
});
