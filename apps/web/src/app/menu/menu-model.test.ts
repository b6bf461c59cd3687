import { CLIENT_VERSION_OTHER, CLIENT_VERSION_PRODUCTION, type MenuItem } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { clientVersionFor } from './client-version.ts';
import { leaf, top } from './menu-fixtures.ts';
import { buildSideMenu, leafPaths } from './menu-model.ts';
import { authListOf, mayOpen } from './permissions.ts';

/** A server answer like `Power/leftMenu`: hidden and newer entries included. */
const LEFT_MENU: MenuItem[] = [
  top(1000, '/user', [leaf(1001, '/user/userInformation'), leaf(1002, '/user/userInformation/userDetail', { hidden: true })]),
  top(2000, '/service', [
    leaf(2001, '/service/roomManagement'),
    leaf([49, 322], '/service/supportList'),
    leaf(2015, '/service/newSupport', { version: 12 }),
  ]),
  top(11000, '/activityconfiguration', [leaf(11008, '/activityconfiguration/specialMomentV3', { version: 12 })], { version: 1 }),
  top(14000, '/apply-approval', [leaf(14001, '/apply-approval/apply')], { version: 13 }),
  top(25000, '/operationLog', [leaf(25001, '/operationLog/home')]),
];

const EVERYTHING = new Set([
  '/user/userInformation',
  '/user/userInformation/userDetail',
  '/service/roomManagement',
  '/service/supportList',
  '/service/newSupport',
  '/activityconfiguration/specialMomentV3',
  '/apply-approval/apply',
  '/operationLog/home',
]);

describe('side menu (SPEC §5 rules over built screens)', () => {
  it('always leads with home (id -1) and leaves out screens that are not built', () => {
    const menu = buildSideMenu(LEFT_MENU, new Set(['/operationLog/home']), CLIENT_VERSION_PRODUCTION);
    expect(menu.map((entry) => entry.key)).toEqual(['/home', '/operationLog/home']);
    expect(buildSideMenu([], new Set(), CLIENT_VERSION_PRODUCTION).map((entry) => entry.key)).toEqual(['/home']);
  });

  it('drops hidden children, and entries newer than the client version', () => {
    const production = leafPaths(buildSideMenu(LEFT_MENU, EVERYTHING, CLIENT_VERSION_PRODUCTION));
    expect(production).not.toContain('/user/userInformation/userDetail');
    expect(production).not.toContain('/service/newSupport');
    expect(production).not.toContain('/activityconfiguration/specialMomentV3');
    expect(production).not.toContain('/apply-approval/apply');
    const other = leafPaths(buildSideMenu(LEFT_MENU, EVERYTHING, CLIENT_VERSION_OTHER));
    expect(other).toContain('/service/newSupport');
    expect(other).toContain('/activityconfiguration/specialMomentV3');
    expect(other).toContain('/apply-approval/apply');
    expect(other).not.toContain('/user/userInformation/userDetail');
  });

  it('keeps a group of several entries as a submenu and shows a lone entry on its own', () => {
    const menu = buildSideMenu(LEFT_MENU, EVERYTHING, CLIENT_VERSION_PRODUCTION);
    const service = menu.find((entry) => entry.key === '/service');
    expect(service?.children?.map((child) => child.key)).toEqual(['/service/roomManagement', '/service/supportList']);
    expect(menu.find((entry) => entry.key === '/user/userInformation')).toMatchObject({ group: '/user' });
  });

  it('keeps a child whose id is a list of permission ids', () => {
    const service = [top(2000, '/service', [leaf(2001, '/service/roomManagement'), leaf([49, 322], '/service/supportList')])];
    expect(leafPaths(buildSideMenu(service, EVERYTHING, 11))).toEqual([
      '/home',
      '/service/roomManagement',
      '/service/supportList',
    ]);
  });

  it('names entries from the contract menu in both languages', () => {
    const [, log] = buildSideMenu(LEFT_MENU, new Set(['/operationLog/home']), 11);
    expect(log.names).toEqual({ zh: '操作日志', en: 'Operation log' });
  });

  it('uses version 11 for production-type builds and 16 otherwise', () => {
    expect(clientVersionFor('production')).toBe(11);
    expect(clientVersionFor('staging')).toBe(16);
    expect(clientVersionFor('development')).toBe(16);
  });
});

describe('access list', () => {
  it('holds every id of the tree, hidden ones and id lists included, once', () => {
    expect(authListOf(LEFT_MENU).sort((a, b) => a - b)).toEqual(
      [49, 322, 1000, 1001, 1002, 2000, 2001, 2015, 11000, 11008, 14000, 14001, 25000, 25001].sort((a, b) => a - b),
    );
  });

  it('lets a screen open when any of its ids is held, home always', () => {
    expect(mayOpen(25001, [25000, 25001])).toBe(true);
    expect(mayOpen(25001, [1001])).toBe(false);
    expect(mayOpen([49, 322], [322])).toBe(true);
    expect(mayOpen(-1, [1001])).toBe(true);
  });

  it('opens home alone for an empty menu (a role whose screens are not built yet), not everything', () => {
    expect(mayOpen(25001, [])).toBe(false);
    expect(mayOpen(-1, [])).toBe(true);
  });
});
