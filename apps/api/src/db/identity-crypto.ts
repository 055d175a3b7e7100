import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * Envelope encryption of tenants' identity data, with Node's crypto (AES-256-GCM):
 * each tenant has a random data key (DEK) that encrypts their identity and photo; the DEK
 * is stored only wrapped by the master key (DATA_KEY). Deleting the wrapped DEK makes the
 * tenant's ciphertext unreadable (crypto-erasure), and rotating the master key re-wraps the
 * DEKs without touching the data they encrypt.
 *
 * Every ciphertext is bound to its tenant and purpose by the GCM additional data, so a blob
 * copied onto another tenant's row, or a photo put where an identity belongs, fails to open.
 */

export const MASTER_KEY_BYTES = 32;
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** What a ciphertext holds; each side of the ID card has its own, so sides cannot be swapped. */
export type SealPurpose = 'data-key' | 'identity' | 'photo' | 'id-card-front' | 'id-card-back';
/** What a tenant's data key seals: everything but the key itself. */
type TenantPurpose = Exclude<SealPurpose, 'data-key'>;

/** The ciphertext could not be opened: wrong key, another tenant's blob, or altered bytes. */
export class IdentityDecryptError extends Error {
  override name = 'IdentityDecryptError';
}

const aad = (tenantId: string, purpose: SealPurpose) =>
  Buffer.from(`nivas:${purpose}:v${VERSION}:${tenantId}`, 'utf8');

/** version (1 byte) ‖ IV (12) ‖ ciphertext ‖ GCM tag (16). */
function seal(key: Buffer, plain: Buffer, additional: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additional);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, body, cipher.getAuthTag()]);
}

function open(key: Buffer, blob: Buffer, additional: Buffer): Buffer {
  if (blob.length < 1 + IV_BYTES + TAG_BYTES || blob[0] !== VERSION) {
    throw new IdentityDecryptError('Not an identity ciphertext');
  }
  const iv = blob.subarray(1, 1 + IV_BYTES);
  const tag = blob.subarray(blob.length - TAG_BYTES);
  const body = blob.subarray(1 + IV_BYTES, blob.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(additional);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    throw new IdentityDecryptError('The identity data could not be decrypted with this key');
  }
}

const derive = (master: Buffer, info: string) =>
  Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), info, 32));

export class IdentityVault {
  readonly #master: Buffer;
  /** Keys the equality hash of ID numbers: derived, so it never equals the master key. */
  readonly #hashKey: Buffer;
  readonly #checkKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== MASTER_KEY_BYTES) {
      throw new Error(`The master key must be ${MASTER_KEY_BYTES} bytes`);
    }
    this.#master = Buffer.from(masterKey);
    this.#hashKey = derive(masterKey, 'nivas id-proof hash v1');
    this.#checkKey = derive(masterKey, 'nivas key check v1');
  }

  /** A new random DEK for a tenant, and its wrapped form (the only form that is stored). */
  newTenantKey(tenantId: string): { key: Buffer; wrapped: Buffer } {
    const key = randomBytes(32);
    return { key, wrapped: this.wrapKey(tenantId, key) };
  }

  wrapKey(tenantId: string, key: Buffer): Buffer {
    return seal(this.#master, key, aad(tenantId, 'data-key'));
  }

  unwrapKey(tenantId: string, wrapped: Buffer): Buffer {
    return open(this.#master, wrapped, aad(tenantId, 'data-key'));
  }

  seal(key: Buffer, tenantId: string, purpose: TenantPurpose, plain: Buffer): Buffer {
    return seal(key, plain, aad(tenantId, purpose));
  }

  open(key: Buffer, tenantId: string, purpose: TenantPurpose, blob: Buffer): Buffer {
    return open(key, blob, aad(tenantId, purpose));
  }

  /**
   * HMAC-SHA256 of the PG and the normalised type and number: equal numbers give equal
   * hashes within one PG, and nothing links the same person across PGs or reveals the number.
   */
  idProofHash(adminId: string, type: string, normalisedNumber: string): Buffer {
    return createHmac('sha256', this.#hashKey)
      .update(`${adminId}\u0000${type}\u0000${normalisedNumber}`, 'utf8')
      .digest();
  }

  /** A value stored beside the data that tells whether this is the key it was written with. */
  keyCheck(): Buffer {
    return createHmac('sha256', this.#checkKey).update('nivas data key').digest();
  }

  matchesKeyCheck(stored: Buffer): boolean {
    const mine = this.keyCheck();
    return stored.length === mine.length && timingSafeEqual(stored, mine);
  }
}

/** DATA_KEY as written by a person: 32 bytes in base64 (or base64url) or hex. */
export function parseMasterKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
    if (key.length === MASTER_KEY_BYTES) return key;
  }
  return null;
}

export const newMasterKey = () => randomBytes(MASTER_KEY_BYTES);
export const formatMasterKey = (key: Buffer) => key.toString('base64');
