import { describe, expect, it } from 'vitest';
import { passwordRedirect, permissionRedirect, sessionRedirect, startRedirect } from './guard.ts';

describe('route guard (SPEC §2)', () => {
  it('sends every route but login to login without a token', () => {
    for (const path of ['/', '/home', '/operationLog/home', '/401', '/500', '/anything']) {
      expect(sessionRedirect(path, false)).toBe('/login');
    }
    expect(sessionRedirect('/login', false)).toBeNull();
  });

  it('sends login to home with a token, and lets other routes through', () => {
    expect(sessionRedirect('/login', true)).toBe('/home');
    expect(sessionRedirect('/operationLog/home', true)).toBeNull();
  });

  it('sends a screen outside the access list to error_401', () => {
    expect(permissionRedirect(25001, [1000, 1001])).toBe('/401');
    expect(permissionRedirect(25001, [25001])).toBeNull();
    expect(permissionRedirect(-1, [1001])).toBeNull();
    expect(permissionRedirect(25001, [])).toBeNull();
  });

  it('goes home at start when the route is not among the opened tabs', () => {
    const tabs = [
      { key: '/home', path: '/home' },
      { key: '/operationLog/home', path: '/operationLog/home?x=1' },
    ];
    expect(startRedirect('/operationLog/home', tabs)).toBeNull();
    expect(startRedirect('/home', [])).toBeNull();
    expect(startRedirect('/operationLog/home', [])).toBe('/home');
  });

  it('keeps an admin with a temporary password on the change-password page, and others off it', () => {
    for (const path of ['/home', '/operationLog/home', '/401']) expect(passwordRedirect(path, true)).toBe('/changePassword');
    expect(passwordRedirect('/changePassword', true)).toBeNull();
    expect(passwordRedirect('/changePassword', false)).toBe('/home');
    expect(passwordRedirect('/home', false)).toBeNull();
  });
});
