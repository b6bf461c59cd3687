import { describe, expect, it } from 'vitest';
import { leaf, top } from './menu-fixtures.ts';
import { menuGuardRedirect } from './use-menu-guard.ts';

/** The menu after a role lost the admin accounts screen and kept the operation log. */
const LOG_ONLY = [top(25000, '/operationLog', [leaf(25001, '/operationLog/home')])];
const LOG = '/operationLog/home';
const ACCOUNTS = '/account/home';

describe('menu guard after a refreshed menu', () => {
  it('sends the shown screen the menu lost to the 401 page, and lets a kept one stay', () => {
    expect(menuGuardRedirect({ rendered: ACCOUNTS, current: ACCOUNTS, settled: true }, LOG_ONLY)).toBe('/401');
    expect(menuGuardRedirect({ rendered: LOG, current: LOG, settled: true }, LOG_ONLY)).toBeNull();
    expect(menuGuardRedirect({ rendered: '/home', current: '/home', settled: true }, LOG_ONLY)).toBeNull();
  });

  it('judges nothing while a navigation runs or before the menu is there', () => {
    expect(menuGuardRedirect({ rendered: ACCOUNTS, current: ACCOUNTS, settled: false }, LOG_ONLY)).toBeNull();
    expect(menuGuardRedirect({ rendered: ACCOUNTS, current: ACCOUNTS, settled: true }, undefined)).toBeNull();
  });

  it('does not judge the screen being left when the menu answer renders it after the address moved on', () => {
    // The operator opened the log from accounts; the router's transition had not shown it yet.
    expect(menuGuardRedirect({ rendered: ACCOUNTS, current: LOG, settled: true }, LOG_ONLY)).toBeNull();
  });
});
