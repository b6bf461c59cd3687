import { ALL_MENU_IDS, ALL_MENU_NODES, existingMenu, MENU } from '@console/contract';
import { describe, expect, it } from 'vitest';
import {
  type ActionPermission,
  actionsOfMenus,
  buildPermissionTree,
  checkedKeysOf,
  deniedWithin,
  filterTree,
  grantableKeys,
  menuIdsFromChecked,
  mergeChecks,
  unshownIds,
} from './permission-tree.ts';

const everything = [...ALL_MENU_IDS];
const keysOf = (nodes: ReturnType<typeof buildPermissionTree>): string[] =>
  nodes.flatMap((node) => [node.key, ...keysOf(node.children)]);

describe('buildPermissionTree', () => {
  it('has every menu entry of the contract once, keyed by path, in both languages', () => {
    const tree = buildPermissionTree(MENU, everything);
    expect(keysOf(tree).sort()).toEqual(ALL_MENU_NODES.map((node) => node.path).sort());
    expect(new Set(keysOf(tree)).size).toBe(ALL_MENU_NODES.length);
    const ids = new Set(tree.flatMap((group) => [...group.ids, ...group.children.flatMap((child) => child.ids)]));
    expect([...ids].sort()).toEqual(everything.sort());
    const account = tree.find((group) => group.key === '/account');
    expect(account).toMatchObject({ zh: '账号管理', en: 'Accounts', ids: [22000] });
    expect(account?.children[0]).toMatchObject({ key: '/account/home', zh: '管理员账号', en: 'Admin accounts', hidden: false });
  });

  it('keeps hidden entries (their pages need permission too) and flags them', () => {
    const tree = buildPermissionTree(MENU, everything);
    const detail = tree[0]?.children.find((child) => child.key === '/user/userInformation/userDetail');
    expect(detail).toMatchObject({ hidden: true, disabled: false });
  });

  it('disables what the caller lacks, and a group whose entries are all out of reach', () => {
    const tree = buildPermissionTree(MENU, [1000, 1001, 25000, 25001]);
    const users = tree.find((group) => group.key === '/user');
    expect(users?.disabled).toBe(false);
    expect(users?.children.map((child) => [child.key, child.disabled])).toEqual([
      ['/user/userInformation', false],
      ['/user/userInformation/userDetail', true],
      ['/user/labelManagement', true],
    ]);
    expect(tree.find((group) => group.key === '/service')?.disabled).toBe(true);
    expect(tree.find((group) => group.key === '/operationLog')?.disabled).toBe(false);
  });

  it('treats an entry with a list of ids as grantable when the caller holds any of them', () => {
    const tree = buildPermissionTree(MENU, [322]);
    const support = tree
      .find((group) => group.key === '/service')
      ?.children.find((child) => child.key === '/service/supportList');
    expect(support).toMatchObject({ ids: [49, 322], disabled: false });
  });
});

describe('checked entries ↔ role menu ids', () => {
  const tree = buildPermissionTree(MENU, everything);

  it('checks the entries a role holds, never a group by its own id (that would check all its entries)', () => {
    expect(checkedKeysOf(tree, [25000, 1000, 1001])).toEqual(['/user/userInformation']);
    expect(checkedKeysOf(tree, [322])).toEqual(['/service/supportList']);
  });

  it('adds the group id of every checked entry and sorts', () => {
    expect(menuIdsFromChecked(tree, ['/operationLog/home', '/user/userInformation'], everything)).toEqual([
      1000, 1001, 25000, 25001,
    ]);
    expect(menuIdsFromChecked(tree, [], everything)).toEqual([]);
  });

  it('round-trips a built-in role', () => {
    const operator = [1000, 1001, 1002, 2000, 2001, 2002, 9000, 9001, 9002, 10000, 10001, 12000, 12001];
    expect(menuIdsFromChecked(tree, checkedKeysOf(tree, operator), everything)).toEqual(operator);
  });

  it('grants only what the caller holds, even for a checked entry the caller cannot grant', () => {
    const mine = [1000, 1001, 322, 2000];
    const limited = buildPermissionTree(MENU, mine);
    const ids = menuIdsFromChecked(limited, ['/user/userInformation', '/user/labelManagement', '/service/supportList'], mine);
    expect(ids).toEqual([322, 1000, 1001, 2000]);
  });

  it('select all is every grantable entry', () => {
    const limited = buildPermissionTree(MENU, [1000, 1001, 25000, 25001]);
    expect(grantableKeys(limited)).toEqual(['/user/userInformation', '/operationLog/home']);
    expect(grantableKeys(tree)).toHaveLength(ALL_MENU_NODES.filter((node) => node.children.length === 0).length);
  });
});

describe('filterTree', () => {
  const tree = buildPermissionTree(MENU, everything);
  it('keeps matching entries under their groups, in either language, and whole matching groups', () => {
    const found = filterTree(tree, '操作日志');
    expect(found.map((group) => group.key)).toEqual(['/operationLog']);
    const log = filterTree(tree, 'user tags');
    expect(log).toHaveLength(1);
    expect(log[0]?.children.map((child) => child.key)).toEqual(['/user/labelManagement']);
    expect(filterTree(tree, '  ')).toHaveLength(MENU.length);
  });
});

describe('mergeChecks', () => {
  const tree = buildPermissionTree(MENU, everything);
  it('changes only the entries a filtered tree shows, and drops group keys', () => {
    const shown = filterTree(tree, 'operation log');
    const before = ['/user/userInformation', '/operationLog/home'];
    expect(mergeChecks(before, shown, [])).toEqual(['/user/userInformation']);
    expect(mergeChecks(['/user/userInformation'], shown, ['/operationLog', '/operationLog/home'])).toEqual([
      '/user/userInformation',
      '/operationLog/home',
    ]);
  });
});

describe('action permissions', () => {
  const actions: ActionPermission[] = [
    { key: 'OperationLog/list', summary: '', menu_ids: [25001], mutates: false, sensitive: false },
    { key: 'Member/memberList', summary: '', menu_ids: [1001], mutates: false, sensitive: false },
    { key: 'Member/ban', summary: '', menu_ids: [1001, 1002], mutates: true, sensitive: true },
  ];

  it('lists the actions reachable through the role’s menus', () => {
    expect(actionsOfMenus(actions, [1002]).map((action) => action.key)).toEqual(['Member/ban']);
  });

  it('keeps only denials the role could reach', () => {
    expect(deniedWithin(['Member/ban', 'OperationLog/list', 'Member/ban'], actions, [1001])).toEqual(['Member/ban']);
  });
});

describe('unshownIds: a role keeps the screens the tree does not offer yet', () => {
  it('keeps the ids of unbuilt screens and their groups, and nothing the tree shows', () => {
    // The server offers only built screens: here the operation log and user search.
    const tree = buildPermissionTree(existingMenu(MENU, new Set([1001, 25001])), everything);
    const operator = [1000, 1001, 1002, 2000, 2001, 9000, 9001, 25000];
    expect(unshownIds(tree, operator)).toEqual([1002, 2000, 2001, 9000, 9001]);
    // Saving what the editor checked plus these gives the role back every id it held, but a shown
    // group held without any of its entries (25000), as the editor always did.
    const saved = [...menuIdsFromChecked(tree, checkedKeysOf(tree, operator), everything), ...unshownIds(tree, operator)];
    expect(saved.sort((a, b) => a - b)).toEqual(operator.filter((id) => id !== 25000));
  });
});
