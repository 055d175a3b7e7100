import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IdentityDecryptError, IdentityVault, parseMasterKey } from './identity-crypto';

const vault = new IdentityVault(randomBytes(32));
const tenantId = randomUUID();
const plain = Buffer.from(JSON.stringify({ idProofNumber: '234567890123' }));

describe('IdentityVault', () => {
  it('round-trips a wrapped data key and what it seals, with a fresh IV each time', () => {
    const { key, wrapped } = vault.newTenantKey(tenantId);
    expect(wrapped.includes(key)).toBe(false);
    expect(vault.unwrapKey(tenantId, wrapped).equals(key)).toBe(true);
    const first = vault.seal(key, tenantId, 'identity', plain);
    const second = vault.seal(key, tenantId, 'identity', plain);
    expect(first.equals(second)).toBe(false);
    expect(first.includes(Buffer.from('234567890123'))).toBe(false);
    expect(vault.open(key, tenantId, 'identity', first).equals(plain)).toBe(true);
  });

  it('detects any changed byte of a sealed blob or a wrapped key', () => {
    const { key, wrapped } = vault.newTenantKey(tenantId);
    const sealed = vault.seal(key, tenantId, 'identity', plain);
    for (const index of [0, 1, 13, sealed.length - 17, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[index]! ^= 0x01;
      expect(() => vault.open(key, tenantId, 'identity', altered)).toThrow(IdentityDecryptError);
    }
    const alteredKey = Buffer.from(wrapped);
    alteredKey[20]! ^= 0x80;
    expect(() => vault.unwrapKey(tenantId, alteredKey)).toThrow(IdentityDecryptError);
    expect(() => vault.open(key, tenantId, 'identity', sealed.subarray(0, 10))).toThrow(
      IdentityDecryptError,
    );
  });

  it('refuses another master key, another data key, another tenant and another purpose', () => {
    const { key, wrapped } = vault.newTenantKey(tenantId);
    const sealed = vault.seal(key, tenantId, 'identity', plain);
    const other = new IdentityVault(randomBytes(32));
    expect(() => other.unwrapKey(tenantId, wrapped)).toThrow(IdentityDecryptError);
    expect(() => vault.open(randomBytes(32), tenantId, 'identity', sealed)).toThrow(
      IdentityDecryptError,
    );
    // A blob (or a wrapped key) copied onto another tenant's row does not open there.
    expect(() => vault.open(key, randomUUID(), 'identity', sealed)).toThrow(IdentityDecryptError);
    expect(() => vault.unwrapKey(randomUUID(), wrapped)).toThrow(IdentityDecryptError);
    expect(() => vault.open(key, tenantId, 'photo', sealed)).toThrow(IdentityDecryptError);
  });

  it('hashes ID numbers per PG and type, keyed by the master key', () => {
    const admin = randomUUID();
    const hash = vault.idProofHash(admin, 'PAN', 'ABCDE1234F');
    expect(vault.idProofHash(admin, 'PAN', 'ABCDE1234F').equals(hash)).toBe(true);
    expect(vault.idProofHash(admin, 'Other', 'ABCDE1234F').equals(hash)).toBe(false);
    expect(vault.idProofHash(randomUUID(), 'PAN', 'ABCDE1234F').equals(hash)).toBe(false);
    const other = new IdentityVault(randomBytes(32));
    expect(other.idProofHash(admin, 'PAN', 'ABCDE1234F').equals(hash)).toBe(false);
  });

  it('tells its own key check from another key’s', () => {
    const other = new IdentityVault(randomBytes(32));
    expect(vault.matchesKeyCheck(vault.keyCheck())).toBe(true);
    expect(vault.matchesKeyCheck(other.keyCheck())).toBe(false);
  });
});

describe('parseMasterKey', () => {
  const key = randomBytes(32);
  it.each([
    ['base64', key.toString('base64'), true],
    ['base64url', key.toString('base64url'), true],
    ['hex', key.toString('hex'), true],
    ['hex upper case', key.toString('hex').toUpperCase(), true],
    ['16 bytes', randomBytes(16).toString('base64'), false],
    ['text', 'correct horse battery staple', false],
  ])('%s: accepted=%s', (_, text, accepted) => {
    const parsed = parseMasterKey(text);
    expect(parsed !== null).toBe(accepted);
    if (accepted) expect(parsed!.equals(key)).toBe(true);
  });
});
