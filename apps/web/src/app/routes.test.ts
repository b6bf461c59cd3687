import * as contract from '@console/contract';
import {
  type ActionSpec,
  ALL_MENU_IDS,
  ALL_MENU_NODES,
  existingMenu,
  existingScreenIds,
  HOME_MENU_ID,
  isResource,
  MENU,
  menuIdsOf,
  RESOURCES,
} from '@console/contract';
import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES, findBuiltRoute, HOME_PATH } from './routes.ts';

const builtIds = () => BUILT_ROUTES.flatMap((route) => menuIdsOf(route.menuId));

const isSpec = (value: unknown): value is ActionSpec =>
  typeof value === 'object' && value !== null && 'module' in value && 'action' in value && 'permission' in value;

/** Every action the contract declares (the server registers an implementation of each). */
const contractActions = (): ActionSpec[] => [
  ...new Set(
    Object.values(contract).flatMap((exported) =>
      typeof exported === 'object' && exported !== null
        ? Object.values(exported).flatMap((one: unknown) => (isResource(one) ? one.specs : isSpec(one) ? [one] : []))
        : [],
    ),
  ),
];

describe('built screens registry', () => {
  it('gathers the screens of every module, each path once', () => {
    const paths = BUILT_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    // One screen of each module folder, so a module whose screens.ts the glob misses fails here.
    const samples = ['/user/userInformation', '/riskcontrolManagement/deviceBlackList', '/setting/countryList', '/account/home'];
    for (const path of samples) expect(paths).toContain(path);
  });

  it('builds a screen for every resource that is not a tab of another screen', () => {
    const built = new Set(builtIds());
    for (const resource of RESOURCES.filter((one) => one.tabOf === undefined))
      expect(
        menuIdsOf(resource.menu).some((id) => built.has(id)),
        resource.module,
      ).toBe(true);
  });

  it('leaves the menu ids not built yet out', () => {
    const built = new Set(builtIds());
    const notBuilt = [...ALL_MENU_IDS].filter((id) => !built.has(id));
    expect(notBuilt.length).toBeGreaterThan(0);
    expect(notBuilt).toContain(12004);
    expect(notBuilt).not.toContain(25001);
  });

  it('puts every screen but home at its contract menu path, with the same permission id', () => {
    for (const route of BUILT_ROUTES.filter((one) => one.path !== HOME_PATH)) {
      const node = ALL_MENU_NODES.find((one) => one.path === route.path);
      expect(node, route.path).toBeDefined();
      expect(menuIdsOf(route.menuId)).toEqual(menuIdsOf(node?.id ?? []));
    }
  });

  it('finds the screen of a pathname, and nothing for unbuilt or unknown paths', () => {
    expect(findBuiltRoute('/operationLog/home')?.menuId).toBe(25001);
    expect(findBuiltRoute('/home')?.menuId).toBe(HOME_MENU_ID);
    expect(findBuiltRoute('/user/userInformation')?.menuId).toBe(1001);
    expect(findBuiltRoute('/service/roomManagement')?.menuId).toBe(2001);
    expect(findBuiltRoute('/activityManagement/goldenEggs')).toBeUndefined();
    expect(findBuiltRoute('/nowhere')).toBeUndefined();
  });

  it('agrees with the server’s honest menu: a built screen is offered, and an offered entry is built', () => {
    const offered = existingMenu(MENU, existingScreenIds(contractActions()));
    const offeredPaths = new Set(offered.flatMap((top) => [top.path, ...top.children.map((child) => child.path)]));
    for (const route of BUILT_ROUTES.filter((one) => one.path !== HOME_PATH)) {
      expect(offeredPaths.has(route.path), `${route.path}: no action needs its menu id, so the server does not offer it`).toBe(
        true,
      );
    }
    for (const entry of offered.flatMap((top) => top.children)) {
      expect(
        findBuiltRoute(entry.path),
        `${entry.path}: offered by the server (an action needs its id) but not built`,
      ).toBeDefined();
    }
  });
});
