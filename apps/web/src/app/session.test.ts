import { beforeEach, describe, expect, it } from 'vitest';
import { memoryBackends } from '../test/memory-backends.ts';
import { clearSession, currentSession, endSession, onSessionEnd, saveSession } from './session.ts';
import { Keys, perAdminKey, readItem, writeItem } from './storage.ts';

let cookies: Map<string, string>;
beforeEach(() => {
  cookies = memoryBackends().cookies;
});

describe('session storage (SPEC §3, §4)', () => {
  it('keeps the token in local storage with uid and username, and leaves the token cookie to the server', () => {
    saveSession({ token: 'tok', uid: 7, username: 'agent', operateArea: 'Arabic' });
    expect(currentSession()).toEqual({ token: 'tok', uid: 7, username: 'agent', operateArea: 'Arabic' });
    // The server sets it HttpOnly at sign-in: a cookie a script writes is one a script can read.
    expect(cookies.has('token')).toBe(false);
  });

  it('never takes a token from a cookie', () => {
    cookies.set('token', 'from-a-cookie');
    writeItem(Keys.uid, '7');
    expect(currentSession()).toBeNull();
  });

  it('sign-out clears token, uid, username and the access list, but keeps per-admin tabs', () => {
    saveSession({ token: 'tok', uid: 7, username: 'agent', operateArea: '' });
    writeItem(Keys.authList, '[1]');
    writeItem(perAdminKey('openedTabs', 7), '[]');
    clearSession();
    expect(currentSession()).toBeNull();
    expect(readItem(Keys.token)).toBeNull();
    expect(readItem(Keys.uid)).toBeNull();
    expect(readItem(Keys.username)).toBeNull();
    expect(readItem(Keys.authList)).toBeNull();
    expect(readItem(perAdminKey('openedTabs', 7))).toBe('[]');
  });

  it('tells listeners why the session ended, after clearing it', () => {
    saveSession({ token: 'tok', uid: 7, username: 'agent', operateArea: '' });
    const seen: string[] = [];
    const stop = onSessionEnd((reason) => seen.push(`${reason}:${currentSession() === null}`));
    endSession('rejected');
    endSession('outdated');
    stop();
    endSession('signedOut');
    expect(seen).toEqual(['rejected:true', 'outdated:true']);
  });
});
