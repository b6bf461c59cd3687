import { ALL_MENU_IDS, ALL_MENU_NODES, HOME_MENU_ID, menuIdsOf } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { BUILT_ROUTES, findBuiltRoute, HOME_PATH } from './routes.ts';

/**
 * The screens the web has built. Adding a screen means adding it here too; every other menu id of
 * the contract is not built yet and stays out of the side menu.
 */
const EXPECTED_BUILT_IDS = [HOME_MENU_ID, 1001, 1002, 1003, 21001, 21002, 21003, 21009, 22001, 23001, 23002, 23003, 24008, 25001];

const builtIds = () => BUILT_ROUTES.flatMap((route) => menuIdsOf(route.menuId));

describe('built screens registry', () => {
  it('lists exactly the screens that exist', () => {
    expect(builtIds().sort((a, b) => a - b)).toEqual([...EXPECTED_BUILT_IDS].sort((a, b) => a - b));
  });

  it('knows which menu ids are not built yet', () => {
    const built = new Set(builtIds());
    const notBuilt = [...ALL_MENU_IDS].filter((id) => !built.has(id));
    expect(notBuilt).toHaveLength(ALL_MENU_IDS.size - (EXPECTED_BUILT_IDS.length - 1));
    expect(notBuilt).toContain(2001);
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
    expect(findBuiltRoute('/service/roomManagement')).toBeUndefined();
    expect(findBuiltRoute('/nowhere')).toBeUndefined();
  });
});
