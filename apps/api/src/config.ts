import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { formatMasterKey, newMasterKey, parseMasterKey } from './db/identity-crypto';
import { apiRoot, repoRoot } from './paths';

/** The environment, read once at start-up. Nothing else in the server reads process.env. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  DATA_KEY: z
    .string()
    .refine((v) => parseMasterKey(v) !== null, 'DATA_KEY must be 32 bytes written as base64 or hex')
    .optional(),
  CORS_ORIGINS: z.string().default(''),
  TZ_BUSINESS: z.string().default('Asia/Kolkata'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  TRUST_PROXY: z
    .string()
    .default('')
    .refine(
      (value) => parseTrustProxy(value) !== null,
      'TRUST_PROXY must be a number of proxy hops, or a comma-separated list of addresses or CIDR ranges',
    ),
});

/**
 * Which reverse proxies may say who the client is (X-Forwarded-For), as Fastify's
 * `trustProxy` takes it: a hop count ("1": the one proxy in front), or the proxies' addresses
 * and ranges ("10.0.0.0/8, 127.0.0.1"). Unset trusts nobody: the address is the socket's, and
 * a forged X-Forwarded-For changes nothing (sign-in throttling counts per address).
 * Answers null for a value that is neither.
 */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 100 ? hops : null;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const isAddressOrRange = (entry: string) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
  };
  return entries.every(isAddressOrRange) ? entries : null;
}

/** false: trust no proxy; a number: that many hops; a list: those addresses and ranges. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** The master key that wraps every tenant's data key (identity data at rest). */
  dataKey: DataKey;
  corsOrigins: string[];
  businessTimeZone: string;
  logLevel: string;
  environment: string;
  trustProxy: TrustProxy;
  /** The built web app; served when it exists. */
  webDistDir: string;
  version: string;
}

export interface DataKey {
  key: Buffer;
  /** `env`: DATA_KEY; `file`: DATA_DIR/data-key, generated on first start. */
  source: 'env' | 'file';
  file: string;
}

export const dataKeyFile = (dataDir: string) => path.join(dataDir, 'data-key');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * The file's text, written first with `make()` when there is none. Several processes may start
 * together on one DATA_DIR (several servers on one PostgreSQL): the text is written whole to a
 * file of this process's own and linked into place, which only one process can do; every other
 * reads what that one wrote, never a half-written file, never a second secret of its own.
 */
function readOrCreate(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  // DATA_DIR holds tenants' identity data: its folder is the owner's user's alone.
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8');
}

/** A secret generated on first start and kept beside the data, so tokens outlive restarts. */
const loadOrCreateSecret = (dataDir: string): string =>
  readOrCreate(path.join(dataDir, 'jwt-secret'), () =>
    randomBytes(48).toString('base64url'),
  ).trim();

/** Like the token secret: DATA_KEY, or a key generated once into DATA_DIR/data-key (0600). */
function loadOrCreateDataKey(dataDir: string, fromEnv: string | undefined): DataKey {
  const file = dataKeyFile(dataDir);
  if (fromEnv) return { key: parseMasterKey(fromEnv)!, source: 'env', file };
  const key = parseMasterKey(readOrCreate(file, () => `${formatMasterKey(newMasterKey())}\n`));
  if (!key) throw new Error(`${file} does not hold a 32-byte key in base64 or hex`);
  return { key, source: 'file', file };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    dataKey: loadOrCreateDataKey(dataDir, e.DATA_KEY),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    businessTimeZone: e.TZ_BUSINESS,
    logLevel: e.LOG_LEVEL,
    environment: e.NODE_ENV,
    trustProxy: parseTrustProxy(e.TRUST_PROXY) ?? false,
    webDistDir: path.join(repoRoot, 'apps/web/dist'),
    version: readVersion(),
  };
}
