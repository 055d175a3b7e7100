import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Config } from './config';
import { followChanges } from './db/change-feed';
import { ChangeStampReader } from './db/change-stamps';
import { SessionReader } from './db/session-reader';
import { API_PREFIX, echoedFieldsHook, strictBody } from './http';
import { loggerOptions, RequestLog } from './logging';
import { assertDataKey } from './db/data-key-check';
import { IdentityVault } from './db/identity-crypto';
import type { Database, DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/routes';
import { scheduleLateFees } from './modules/charges/late-fees';
import { chargeRoutes } from './modules/charges/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { depositRoutes } from './modules/deposits/routes';
import { moveOutRoutes } from './modules/move-out/routes';
import { diagnosticsRoutes } from './modules/diagnostics/routes';
import { exportRoutes } from './modules/export/routes';
import { meterRoutes } from './modules/meter/routes';
import { paymentRoutes } from './modules/payments/routes';
import { receiptFontRoutes } from './modules/receipts/fonts';
import { receiptRoutes } from './modules/receipts/routes';
import { reminderRoutes } from './modules/reminders/routes';
import { rentRoutes } from './modules/rents/routes';
import { roomRoutes } from './modules/rooms/routes';
import { settingsRoutes } from './modules/settings/routes';
import { sharedRoutes, shareLinkRoutes } from './modules/shared/routes';
import { SettingsReader, type RuleSettings } from './modules/settings/rules';
import { scheduleIdentityErasure } from './modules/tenants/identity-erasure';
import { tenantRoutes } from './modules/tenants/routes';
import { answerCheck } from './plugins/answer-check';
import { sealPlainIdentities } from './modules/tenants/seal-plain-identities';
import { auth } from './plugins/auth';
import { errorHandler, frameworkErrors } from './plugins/error-handler';
import { openApi } from './plugins/openapi';
import { rememberedAnswers } from './plugins/remembered-answers';
import { securityHeaders } from './plugins/security-headers';
import { webApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: Database;
    /** Encrypts and decrypts tenants' identity data under the master key. */
    vault: IdentityVault;
    changeStamps: ChangeStampReader;
    /** The live sessions tokens name, kept per process (db/session-reader.ts). */
    sessions: SessionReader;
    /** The settings a PG's rules apply now: its zone, due day, grace days, today (settings/rules.ts). */
    settingsFor(adminId: string, now?: Date): Promise<RuleSettings>;
    /** The saved settings behind `settingsFor`, kept per process for a second. */
    settings: SettingsReader;
    /** Every route the server answers, as registered: the isolation tests walk it. */
    routeTable: { method: string; url: string }[];
  }
}

/** Large enough for any form, small enough that nobody can exhaust memory with one request. */
export const BODY_LIMIT_BYTES = 256 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /**
   * The app's clock: each PG's today that requests are judged by, and the daily jobs (identity
   * erasure, late fees). Tests move it.
   */
  now?: () => Date;
}

/** Builds the whole server, ready but not listening: tests and benchmarks use it as it is. */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: BODY_LIMIT_BYTES,
    // The client's address (request.ip) behind a reverse proxy: TRUST_PROXY in config.ts. A
    // hop count becomes the function Fastify makes of one (its types omit the number form).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    frameworkErrors,
    logController: new RequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
    const takeEchoes = route.schema ? echoedFieldsHook(route.schema) : null;
    if (takeEchoes) route.preValidation = [route.preValidation ?? [], takeEchoes].flat();
  });
  // An empty JSON body is no body (a DELETE sent with Content-Type: application/json);
  // anything else goes to Fastify's own parser, prototype-poisoning checks and all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body as string, done);
  });

  app.setValidatorCompiler((route) => {
    const schema = route.schema as ZodType;
    return validatorCompiler({
      ...route,
      schema: route.httpPart === 'body' ? strictBody(schema) : schema,
    });
  });
  // Answers are built by typed to-api functions and written with plain JSON.stringify, in
  // service and in tests alike; tests add a strict check of each answer (answer-check.ts).
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const isTest = config.environment === 'test';
  if (isTest) await app.register(answerCheck);
  app.decorate('config', config);
  app.decorate('database', database);
  const settings = new SettingsReader(database.db, { timeZone: config.businessTimeZone });
  app.decorate('settings', settings);
  app.decorate('settingsFor', (adminId: string, at?: Date) =>
    settings.rulesFor(adminId, at ?? now()),
  );
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());

  // Identity data at rest: the key must be this database's, older plain rows are encrypted,
  // and departed tenants' identity is erased now and then daily.
  const vault = new IdentityVault(config.dataKey.key);
  app.decorate('vault', vault);
  await assertDataKey(database.db, vault);
  await sealPlainIdentities(database.db, vault);
  const stopErasure = await scheduleIdentityErasure({
    db: database.db,
    now,
    log: app.log,
  });
  app.addHook('onClose', async () => stopErasure());
  // Late fees by each PG's rule: now, then daily, on the same clock.
  const stopLateFees = await scheduleLateFees({
    db: database.db,
    server: { timeZone: config.businessTimeZone },
    now,
    log: app.log,
  });
  app.addHook('onClose', async () => stopLateFees());

  // What is kept of an admin (change stamps, sessions, settings) is forgotten once a write of
  // that admin has committed: on this process when its handler is done, on the others sharing
  // the PostgreSQL when the change feed brings the notice (decision 0012).
  const feed =
    database.kind === 'postgres' && database.url
      ? followChanges(database.url, (adminId) => forgetAdmin(adminId), app.log)
      : null;
  if (feed) app.addHook('onClose', async () => feed.close());
  app.decorate('changeStamps', new ChangeStampReader(database.db));
  // Sessions are kept only where no sign-out can go unheard: the embedded database has one
  // process; on PostgreSQL, while the feed listens (elsewhere each request reads its session).
  const sessionsTrusted = database.kind === 'pglite' ? () => true : () => feed?.listening === true;
  app.decorate('sessions', new SessionReader(database.db, sessionsTrusted));
  const forgetAdmin = (adminId: string | null) => {
    app.changeStamps.forget(adminId);
    app.sessions.forget(adminId);
    settings.forget(adminId);
  };
  await app.register(rememberedAnswers, { checkAgainstSchema: isTest });
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.adminId && reply.statusCode < 400) {
      forgetAdmin(request.adminId);
    }
  });

  // Shutting down waits for every connection to end. One that was busy when the close began
  // (an answer written but not yet flushed counts) would then sit open as a kept-alive idle
  // socket for Fastify's 72 s keep-alive timeout, past the shutdown's deadline: so while
  // closing, each finished answer closes whatever connections are idle by then.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onResponse', async () => {
    if (isClosing) setImmediate(() => app.server.closeIdleConnections());
  });

  // Every API answer holds the PG's data, a token or an error about them: no browser cache
  // or proxy may keep a copy (a shared phone's Back button included). Unknown API paths too.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Answers over 1 KB are compressed; the web app's hashed assets are compressed at build time.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // Another origin's client may read the export's file name.
    exposedHeaders: ['Content-Disposition'],
  });
  await app.register(auth, { secret: config.jwtSecret });
  await app.register(openApi, { version: config.version });

  await app.register(
    async (api) => {
      await api.register(diagnosticsRoutes);
      await api.register(authRoutes);
      await api.register(roomRoutes);
      await api.register(tenantRoutes);
      await api.register(rentRoutes);
      await api.register(paymentRoutes);
      await api.register(receiptRoutes);
      await api.register(receiptFontRoutes);
      await api.register(reminderRoutes);
      await api.register(depositRoutes);
      await api.register(chargeRoutes);
      await api.register(meterRoutes);
      await api.register(moveOutRoutes);
      await api.register(dashboardRoutes);
      await api.register(exportRoutes);
      await api.register(settingsRoutes);
      await api.register(shareLinkRoutes);
      await api.register(sharedRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(webApp, { distDir: config.webDistDir });
  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
