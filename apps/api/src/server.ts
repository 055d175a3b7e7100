import { claimDataDirOrExit } from './ops/data-dir-lock';

/**
 * Starts the server and stops it gracefully: in-flight requests finish, then the database
 * closes. It says what it is doing in plain lines on stdout, and its last line says where
 * Nivas is and where its data lives; the request log follows (pino JSON, or readable lines on
 * a terminal).
 */
const say = (line: string) => process.stdout.write(`${line}\n`);

// DATA_DIR is taken before anything is read or written there (loadConfig may create the token
// secret in it): a second server on the same DATA_DIR exits here. No lock with DATABASE_URL.
const dataDirLock = claimDataDirOrExit('server');
// The app is loaded only now, so that a second server fails at once, not after loading it.
const [
  { default: closeWithGrace },
  { buildApp },
  { loggerOptions },
  { loadConfig },
  { openDatabase },
  privateFiles,
  { describeDataPlace, describeAddress },
] = await Promise.all([
  import('close-with-grace'),
  import('./app'),
  import('./logging'),
  import('./config'),
  import('./db/client'),
  import('./ops/private-files'),
  import('./start-lines'),
]);

const config = loadConfig();
const dataPlace = describeDataPlace(config, process.cwd());
let started = performance.now();
say(`Opening the database (${dataPlace}; created and migrated on the first start)...`);
const database = await openDatabase(config);
say(`Database ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// PGlite creates its files 0666 (see ops/private-files.ts): those made while opening and
// migrating are made private now; later ones sit in the 0700 folder and are made private at exit.
if (dataDirLock) privateFiles.restrictDataDir(config.dataDir);
// `npm start` builds the web app while the database opens (scripts/start.mjs); the app looks
// for the built files once, as it is built, so it waits for the word that they are there.
if (process.env.NIVAS_WEB_BUILD_PENDING === '1' && process.send) await webAppBuilt();
started = performance.now();
const app = await buildApp({
  config,
  database,
  logger: loggerOptions(config.logLevel, { pretty: process.stdout.isTTY === true }),
});

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  const started = performance.now();
  await app.close();
  app.log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
});
// Started by `npm start` (scripts/start.mjs) with a channel to it: should that process die
// without passing a signal on, the server stops as if told to, rather than run on alone.
if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));

// Fastify's own "Server listening at" lines (one per network address) would come after the
// line below; that line says it for a person, so they are left out.
app.log.level = 'warn';
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if ((error as { code?: unknown }).code !== 'EADDRINUSE') throw error;
  say(
    `Port ${config.port} is in use by another program: stop it, or start Nivas with PORT set to another port.`,
  );
  await app.close();
  process.exit(1);
}
app.log.level = config.logLevel;
say(
  `Nivas is running at ${describeAddress(app.server.address(), config.host)} (data in ${dataPlace})`,
);

/** Resolves when `npm start` says the web app is built; exits should `npm start` go away first. */
function webAppBuilt(): Promise<void> {
  return new Promise((resolve) => {
    const gone = () => process.exit(1);
    process.once('disconnect', gone);
    process.on('message', function built(message) {
      if (message !== 'web-built') return;
      process.off('message', built);
      process.off('disconnect', gone);
      resolve();
    });
  });
}
