import { claimDataDirOrExit } from './ops/data-dir-lock';

/** Starts the server and stops it gracefully: in-flight requests finish, then the database closes. */
// DATA_DIR is taken before anything is read or written there (loadConfig may create the token
// secret in it): a second server on the same DATA_DIR exits here. No lock with DATABASE_URL.
const dataDirLock = claimDataDirOrExit('server');
// The app is loaded only now, so that a second server fails at once, not after loading it.
const [{ default: closeWithGrace }, { buildApp }, { loadConfig }, { openDatabase }, privateFiles] =
  await Promise.all([
    import('close-with-grace'),
    import('./app'),
    import('./config'),
    import('./db/client'),
    import('./ops/private-files'),
  ]);

const config = loadConfig();
const database = await openDatabase(config);
// PGlite creates its files 0666 (see ops/private-files.ts): those made while opening and
// migrating are made private now; later ones sit in the 0700 folder and are made private at exit.
if (dataDirLock) privateFiles.restrictDataDir(config.dataDir);
const app = await buildApp({ config, database });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  const started = performance.now();
  await app.close();
  app.log.info({ ms: Math.round(performance.now() - started) }, 'stopped');
});

await app.listen({ port: config.port, host: config.host });
