import { FIRST_SUPER_ADMIN_ID } from '@console/contract';
import { Keys, readItem, removeItem, writeItem } from './storage.ts';

/** The signed-in admin as the browser remembers it; the server stays the judge of the token. */
export interface SessionInfo {
  token: string;
  uid: number;
  username: string;
  operateArea: string;
}

/**
 * The token lives in local storage, and every call carries it (SPEC §7). The `token` cookie is the
 * server's: set at sign-in and cleared at sign-out, HttpOnly so no script reads it, for what the
 * browser loads by itself (uploaded pictures).
 */
export function currentSession(): SessionInfo | null {
  const token = readItem(Keys.token);
  const uid = Number(readItem(Keys.uid));
  if (!token || !Number.isInteger(uid) || uid <= 0) return null;
  return {
    token,
    uid,
    username: readItem(Keys.username) ?? '',
    operateArea: readItem(Keys.operateArea) ?? '',
  };
}

export function hasToken(): boolean {
  return currentSession() !== null;
}

export function saveSession(session: SessionInfo): void {
  writeItem(Keys.token, session.token);
  writeItem(Keys.uid, String(session.uid));
  writeItem(Keys.username, session.username);
  writeItem(Keys.operateArea, session.operateArea);
}

/** Forgets the session and everything derived from it; per-admin data (opened tabs) stays for their next visit. */
export function clearSession(): void {
  removeItem(Keys.token);
  removeItem(Keys.uid);
  removeItem(Keys.username);
  removeItem(Keys.operateArea);
  removeItem(Keys.authList);
  removeItem(Keys.tabNum);
  removeItem(Keys.mustChangePassword);
}

/** After a sign-in with a temporary password (or a reset), nothing but changing it is allowed. */
export function passwordChangeRequired(): boolean {
  return readItem(Keys.mustChangePassword) === '1';
}

export function setPasswordChangeRequired(required: boolean): void {
  if (required) writeItem(Keys.mustChangePassword, '1');
  else removeItem(Keys.mustChangePassword);
}

export const isFirstSuperAdmin = (uid: number) => uid === FIRST_SUPER_ADMIN_ID;

type EndReason = 'signedOut' | 'rejected' | 'outdated';
type EndListener = (reason: EndReason) => void;
const endListeners = new Set<EndListener>();

/**
 * Ends the session from anywhere (the API client has no router): listeners empty the caches and
 * go to login, or reload for an outdated build.
 */
export function endSession(reason: EndReason): void {
  clearSession();
  for (const listener of endListeners) listener(reason);
}

export function onSessionEnd(listener: EndListener): () => void {
  endListeners.add(listener);
  return () => endListeners.delete(listener);
}
