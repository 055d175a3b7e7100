import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from './config';

/**
 * Where the data lives, as the owner would type it: `./data` for a folder under the current
 * one, else its full path; for PostgreSQL its host, port and database, never the password.
 */
export function describeDataPlace(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
  cwd: string,
): string {
  if (config.databaseUrl) {
    try {
      const url = new URL(config.databaseUrl);
      return `PostgreSQL at ${url.host}${url.pathname}`;
    } catch {
      return 'PostgreSQL';
    }
  }
  const relative = path.relative(cwd, config.dataDir);
  const isInside = relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  return isInside ? `./${relative.split(path.sep).join('/')}` : config.dataDir;
}

/** The address to open in a browser: `localhost` for a server listening on every address. */
export function describeAddress(address: AddressInfo | string | null, host: string): string {
  if (address === null || typeof address === 'string') return `http://${host}`;
  const everywhere = ['0.0.0.0', '::', ''].includes(host);
  const shownHost = everywhere
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${shownHost}:${address.port}`;
}
