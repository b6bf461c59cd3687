import { hash, randomBytes } from 'node:crypto';

/** 256-bit random session token (DESIGN §6); only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex; every authenticated call computes one, so the one-shot `hash` (a third of `createHash`'s cost). */
export function hashToken(token: string): string {
  return hash('sha256', token);
}

/** Cheap shape check so garbage never reaches the database. */
export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
