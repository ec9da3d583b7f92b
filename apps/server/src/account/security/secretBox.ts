import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

const keys = new Map<string, Buffer>();

/**
 * The key for secrets stored encrypted: LF_SECRET_KEY (64 hex digits) when set, else a key
 * generated once into `<data dir>/secret.key` (mode 0600). Losing that file makes the stored
 * secrets unreadable, so back it up with the database (README).
 */
function secretKey(config: Config): Buffer {
  if (config.secretKey) return Buffer.from(config.secretKey, 'hex');
  const file = join(config.dataDir, 'secret.key');
  const known = keys.get(file);
  if (known) return known;
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
  keys.set(file, key);
  return key;
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function sealSecret(config: Config, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(config), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

export function openSecret(config: Config, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
