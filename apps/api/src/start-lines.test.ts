import { describe, expect, it } from 'vitest';
import { describeAddress, describeDataPlace } from './start-lines';

describe('the start line', () => {
  it('says where the data is as the owner would type it, and never a database password', () => {
    const place = (dataDir: string, databaseUrl?: string) =>
      describeDataPlace({ dataDir, databaseUrl }, '/home/owner/nivas');
    expect(place('/home/owner/nivas/data')).toBe('./data');
    expect(place('/home/owner/nivas/state/pg')).toBe('./state/pg');
    expect(place('/var/lib/nivas')).toBe('/var/lib/nivas');
    expect(place('/home/owner/nivas')).toBe('/home/owner/nivas');
    expect(place('/unused', 'postgres://nivas:s3cret@db.local:5432/nivas')).toBe(
      'PostgreSQL at db.local:5432/nivas',
    );
  });

  it('names localhost for a server listening on every address, else the address itself', () => {
    const v4 = { address: '0.0.0.0', family: 'IPv4', port: 8080 };
    expect(describeAddress(v4, '0.0.0.0')).toBe('http://localhost:8080');
    expect(describeAddress({ ...v4, address: '::', family: 'IPv6' }, '::')).toBe(
      'http://localhost:8080',
    );
    expect(describeAddress({ ...v4, address: '127.0.0.1' }, '127.0.0.1')).toBe(
      'http://127.0.0.1:8080',
    );
    expect(describeAddress({ address: '::1', family: 'IPv6', port: 9000 }, '::1')).toBe(
      'http://[::1]:9000',
    );
  });
});
