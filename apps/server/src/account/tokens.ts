import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie; only its hash is stored, so a leaked table opens no session. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
