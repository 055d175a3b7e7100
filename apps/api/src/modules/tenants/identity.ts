import { idNumberTail, normaliseIdNumber, type TenantGuardian } from '@nivas/domain';
import type { IdentityVault } from '../../db/identity-crypto';

/** The identity fields kept encrypted; everything else about a tenant stays plain. */
export interface TenantIdentity {
  idProofNumber: string;
  dob: string | null;
  address: string;
  emergencyContact: { name: string; phone: string; relation: string };
  /**
   * Whom the address is 'care of'. Identities sealed before the guardian was kept have no
   * such key: `openIdentity` reads them as none.
   */
  guardian: TenantGuardian | null;
}

/** The columns that carry a tenant's identity: all of them null (or empty) once erased. */
export interface SealedIdentity {
  identity: Buffer;
  dataKey: Buffer;
  idProofTail: string;
  idProofHash: Buffer;
}

/**
 * Encrypts a tenant's identity under their data key (a new one when `wrappedKey` is null)
 * and computes what may stay plain: the mask's tail and the keyed hash for duplicates.
 */
export function sealIdentity(
  vault: IdentityVault,
  tenant: { id: string; adminId: string; idProofType: string; wrappedKey: Buffer | null },
  identity: TenantIdentity,
): SealedIdentity {
  const wrapped = tenant.wrappedKey ?? vault.newTenantKey(tenant.id).wrapped;
  const key = vault.unwrapKey(tenant.id, wrapped);
  const plain = Buffer.from(JSON.stringify(identity), 'utf8');
  return {
    identity: vault.seal(key, tenant.id, 'identity', plain),
    dataKey: wrapped,
    idProofTail: idNumberTail(identity.idProofNumber),
    idProofHash: vault.idProofHash(
      tenant.adminId,
      tenant.idProofType,
      normaliseIdNumber(identity.idProofNumber),
    ),
  };
}

/** The identity of a tenant row, or null when it was erased. */
export function openIdentity(
  vault: IdentityVault,
  tenant: { id: string; identity: Buffer | null; dataKey: Buffer | null },
): TenantIdentity | null {
  if (!tenant.identity || !tenant.dataKey) return null;
  const key = vault.unwrapKey(tenant.id, tenant.dataKey);
  const identity = JSON.parse(
    vault.open(key, tenant.id, 'identity', tenant.identity).toString('utf8'),
  ) as Omit<TenantIdentity, 'guardian'> & { guardian?: TenantGuardian | null };
  return { ...identity, guardian: identity.guardian ?? null };
}
