import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPathFor, passwordRedirect, permissionRedirect, safeReturnPath, sessionRedirect } from './guard.ts';

const at = (address: string) => new URL(address, 'http://console.test');

describe('route guard (SPEC §2)', () => {
  it('sends every route but login to login without a token, keeping the address to return to', () => {
    for (const path of ['/', '/home']) expect(sessionRedirect(at(path), false)).toBe('/login');
    expect(sessionRedirect(at('/operationLog/home'), false)).toBe('/login?redirect=%2FoperationLog%2Fhome');
    expect(sessionRedirect(at('/user/userInformation?nickname=ab&page=2'), false)).toBe(
      '/login?redirect=%2Fuser%2FuserInformation%3Fnickname%3Dab%26page%3D2',
    );
    for (const path of ['/401', '/500', '/anything']) expect(sessionRedirect(at(path), false)).toMatch(/^\/login\?redirect=/);
    expect(sessionRedirect(at('/login'), false)).toBeNull();
    expect(sessionRedirect(at('/login?redirect=%2FoperationLog%2Fhome'), false)).toBeNull();
  });

  it('sends login to the address it was opened for with a token, else home, and lets other routes through', () => {
    expect(sessionRedirect(at('/login'), true)).toBe('/home');
    expect(sessionRedirect(at('/login?redirect=%2Faccount%2Fhome%3Fusername%3Dx'), true)).toBe('/account/home?username=x');
    expect(sessionRedirect(at('/login?redirect=https%3A%2F%2Fevil.example'), true)).toBe('/home');
    expect(sessionRedirect(at('/operationLog/home'), true)).toBeNull();
  });

  it('sends a screen outside the access list to error_401', () => {
    expect(permissionRedirect(25001, [1000, 1001])).toBe('/401');
    expect(permissionRedirect(25001, [25001])).toBeNull();
    expect(permissionRedirect(-1, [1001])).toBeNull();
  });

  it('lets a role with no built screen (an empty menu) open home alone, not everything', () => {
    expect(permissionRedirect(25001, [])).toBe('/401');
    expect(permissionRedirect(-1, [])).toBeNull();
  });

  it('keeps an admin with a temporary password on the change-password page, and others off it', () => {
    for (const path of ['/home', '/operationLog/home', '/401']) expect(passwordRedirect(path, true)).toBe('/changePassword');
    expect(passwordRedirect('/changePassword', true)).toBeNull();
    expect(passwordRedirect('/changePassword', false)).toBe('/home');
    expect(passwordRedirect('/home', false)).toBeNull();
  });
});

describe('the address to return to after signing in', () => {
  it('takes a console path with its query and fragment', () => {
    expect(safeReturnPath('/user/userInformation?nickname=ab&page=2')).toBe('/user/userInformation?nickname=ab&page=2');
    expect(safeReturnPath('/user/userInformation/userDetail?user_id=7#memos')).toBe(
      '/user/userInformation/userDetail?user_id=7#memos',
    );
    expect(afterSignIn('?redirect=%2FoperationLog%2Fhome%3Fmodule%3DMember')).toBe('/operationLog/home?module=Member');
  });

  it('refuses anything that could leave the console: other hosts, schemes, backslashes, normalised tricks', () => {
    const refused = [
      'https://evil.example/home',
      '//evil.example/home',
      '/\\evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'home',
      '',
      null,
      undefined,
      `/${'a'.repeat(2000)}`,
    ];
    for (const raw of refused) expect(safeReturnPath(raw), String(raw)).toBeNull();
    expect(afterSignIn('?redirect=%2F%2Fevil.example')).toBe('/home');
    expect(afterSignIn('')).toBe('/home');
  });

  it('never returns to the login page itself, nor asks to return home', () => {
    expect(safeReturnPath('/login?redirect=%2Fhome')).toBeNull();
    expect(loginPathFor('/login')).toBe('/login');
    expect(loginPathFor('/home')).toBe('/login');
    expect(loginPathFor('/')).toBe('/login');
    expect(loginPathFor('//evil.example')).toBe('/login');
  });
});
