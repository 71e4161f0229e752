import { createCipheriv, createHmac, timingSafeEqual, type Cipher, type Hmac } from 'node:crypto';
import { pbkdf2Sha1 } from './pbkdf2-sha1.js';

/**
 * The two encryptions makers' tools write, on OpenSSL (node:crypto; the key derivation in libuv's
 * thread pool, see pbkdf2-sha1.ts) rather than a pure-JS implementation: WinZip AES (AE-1/AE-2:
 * 7-Zip, WinZip, Explzh, zip.js) and traditional PKWARE encryption "ZipCrypto" (`zip -P`, 7-Zip's
 * default, Lhaplus, Explorer).
 */
export interface EntryDecryptor {
  /** Bytes of the entry's data before the ciphertext (salt + verifier, or the 12-byte header). */
  readonly headerLength: number;
  /** Bytes after the ciphertext (the AES authentication code). */
  readonly trailerLength: number;
  /** Checks the password against the header; false when it is wrong. */
  start(header: Buffer): Promise<boolean>;
  decrypt(chunk: Buffer): Buffer;
  /** After the last chunk: whether the trailer authenticates the ciphertext. */
  verify(trailer: Buffer): boolean;
}

/** Key length by the AES extra field's strength byte (1, 2, 3). */
const AES_KEY_BYTES: Record<number, number> = { 1: 16, 2: 24, 3: 32 };
const AUTH_CODE_BYTES = 10;
const BLOCK = 16;

/**
 * WinZip AES (https://www.winzip.com/en/support/aes-encryption/): PBKDF2-HMAC-SHA1, 1000
 * iterations, over a per-entry salt gives the AES key, the HMAC key and a 2-byte verifier; the
 * data is AES-CTR with a little-endian counter from 1 (OpenSSL's CTR counts big-endian, so the
 * counter blocks are built here and encrypted with ECB); HMAC-SHA1 of the ciphertext, truncated to
 * 10 bytes, follows it. The derivation runs in libuv's thread pool, so several entries overlap.
 */
export class WinZipAesDecryptor implements EntryDecryptor {
  readonly headerLength: number;
  readonly trailerLength = AUTH_CODE_BYTES;
  private readonly keyBytes: number;
  private cipher: Cipher | null = null;
  private hmac: Hmac | null = null;
  /** Blocks used so far; the next keystream block is counter + 1. */
  private counter = 0;
  /** Keystream bytes left over from the last chunk's final partial block. */
  private spare: Buffer = Buffer.alloc(0);

  constructor(
    private readonly password: Buffer,
    strength: number,
  ) {
    const keyBytes = AES_KEY_BYTES[strength];
    if (!keyBytes) throw new Error(`unknown AES strength ${strength}`);
    this.keyBytes = keyBytes;
    this.headerLength = keyBytes / 2 + 2;
  }

  async start(header: Buffer): Promise<boolean> {
    const salt = header.subarray(0, this.keyBytes / 2);
    const derived = await pbkdf2Sha1(this.password, salt, 1000, this.keyBytes * 2 + 2);
    if (!derived.subarray(this.keyBytes * 2).equals(header.subarray(this.keyBytes / 2))) return false;
    this.cipher = createCipheriv(
      `aes-${this.keyBytes * 8}-ecb`,
      derived.subarray(0, this.keyBytes),
      null,
    ).setAutoPadding(false);
    this.hmac = createHmac('sha1', derived.subarray(this.keyBytes, this.keyBytes * 2));
    return true;
  }

  decrypt(chunk: Buffer): Buffer {
    this.hmac!.update(chunk);
    const out = Buffer.allocUnsafe(chunk.length);
    const fromSpare = Math.min(this.spare.length, chunk.length);
    for (let i = 0; i < fromSpare; i++) out[i] = chunk[i]! ^ this.spare[i]!;
    this.spare = this.spare.subarray(fromSpare);
    const rest = chunk.length - fromSpare;
    if (rest === 0) return out;
    const keystream = this.keystream(Math.ceil(rest / BLOCK));
    for (let i = 0; i < rest; i++) out[fromSpare + i] = chunk[fromSpare + i]! ^ keystream[i]!;
    this.spare = keystream.subarray(rest);
    return out;
  }

  private keystream(blocks: number): Buffer {
    const counters = Buffer.alloc(blocks * BLOCK);
    for (let i = 0; i < blocks; i++) {
      this.counter++;
      counters.writeUInt32LE(this.counter % 0x1_0000_0000, i * BLOCK);
      counters.writeUInt32LE(Math.floor(this.counter / 0x1_0000_0000), i * BLOCK + 4);
    }
    return this.cipher!.update(counters);
  }

  verify(trailer: Buffer): boolean {
    const expected = this.hmac!.digest().subarray(0, AUTH_CODE_BYTES);
    return trailer.length === AUTH_CODE_BYTES && timingSafeEqual(expected, trailer);
  }
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/**
 * Traditional PKWARE encryption (APPNOTE 6.1): three 32-bit keys updated per byte. Weak, but what
 * most Japanese tools write by default. The 12th header byte is the check byte: the CRC's high
 * byte, or with a data descriptor (bit 3) the high byte of the DOS time (Info-ZIP) — either is
 * accepted then, as tools differ.
 */
export class ZipCryptoDecryptor implements EntryDecryptor {
  readonly headerLength = 12;
  readonly trailerLength = 0;
  private k0 = 0x12345678;
  private k1 = 0x23456789;
  private k2 = 0x34567890;

  constructor(
    password: Buffer,
    private readonly checkBytes: number[],
  ) {
    for (const byte of password) this.update(byte);
  }

  private update(byte: number): void {
    this.k0 = CRC_TABLE[(this.k0 ^ byte) & 0xff]! ^ (this.k0 >>> 8);
    this.k1 = (Math.imul((this.k1 + (this.k0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    this.k2 = CRC_TABLE[(this.k2 ^ (this.k1 >>> 24)) & 0xff]! ^ (this.k2 >>> 8);
  }

  async start(header: Buffer): Promise<boolean> {
    const plain = this.decrypt(header);
    return this.checkBytes.includes(plain[11]!);
  }

  decrypt(chunk: Buffer): Buffer {
    const out = Buffer.allocUnsafe(chunk.length);
    for (let i = 0; i < chunk.length; i++) {
      const temp = (this.k2 | 2) & 0xffff;
      const byte = chunk[i]! ^ ((Math.imul(temp, temp ^ 1) >>> 8) & 0xff);
      out[i] = byte;
      this.update(byte);
    }
    return out;
  }

  verify(): boolean {
    return true;
  }
}
