import { describe, expect, it } from 'vitest';
import { ALL_MENU_IDS, MENU, type MenuNode } from './menu.ts';
import { existingMenu, existingScreenIds, filterMenu, flattenMenuIds, isPermitted, type MenuItem } from './menu-filter.ts';

const item = (id: MenuItem['id'], extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: String(id),
  path: `/p${id}`,
  version: 1,
  hidden: false,
  ...extra,
});

describe('filterMenu (SPEC §5)', () => {
  const tree = [
    item(-1),
    item(10, { one_child_list: [item(11), item(12, { hidden: true }), item(13, { version: 14 }), item([14, 15])] }),
    item(20, { version: 12, one_child_list: [item(21), item(22)] }),
    item(30, { one_child_list: [item(31)] }),
  ];

  it('always shows id -1 and hides unpermitted top-level items', () => {
    expect(filterMenu(tree, new Set([11]), 16).map((i) => i.id)).toEqual([-1]);
  });

  it('drops hidden children and children newer than the client', () => {
    const [, users] = filterMenu(tree, new Set([10, 11, 12, 13, 15]), 11);
    expect(users?.one_child_list?.map((c) => c.id)).toEqual([11, [14, 15]]);
  });

  it('keeps newer entries for the non-production client version (16)', () => {
    const ids = filterMenu(tree, new Set([10, 11, 13, 20, 21, 22]), 16).map((i) => i.id);
    expect(ids).toEqual([-1, 10, 20]);
    expect(filterMenu(tree, new Set([10, 20]), 11).map((i) => i.id)).toEqual([-1, 10]);
  });

  it('keeps only authorised children when there are several, a list id needing any one', () => {
    const [, users] = filterMenu(tree, new Set([10, 15]), 16);
    expect(users?.one_child_list?.map((c) => c.id)).toEqual([[14, 15]]);
  });

  it('lets a lone child ride on its parent’s permission', () => {
    const [, lone] = filterMenu(tree, new Set([30]), 16);
    expect(lone?.one_child_list?.map((c) => c.id)).toEqual([31]);
  });

  it('allows everything for an empty permission list', () => {
    expect(filterMenu(tree, new Set(), 16).map((i) => i.id)).toEqual([-1, 10, 20, 30]);
    expect(isPermitted(999, new Set())).toBe(true);
  });

  it('flattens nested ids into the authList', () => {
    expect(flattenMenuIds([item(1, { one_child_list: [item([2, 3], { two_child_list: [item(4)] })] })])).toEqual([1, 2, 3, 4]);
  });
});

describe('the menu tree', () => {
  it('has unique ids and pins the support list to 49 and 322', () => {
    const all = MENU.flatMap((top) => [top, ...top.children]).flatMap((n) => (typeof n.id === 'number' ? [n.id] : [...n.id]));
    expect(new Set(all).size).toBe(all.length);
    expect(ALL_MENU_IDS.has(49) && ALL_MENU_IDS.has(322)).toBe(true);
    expect(MENU.find((m) => m.path === '/service')?.children.find((c) => c.path.endsWith('supportList'))?.id).toEqual([49, 322]);
  });

  it('names every entry in both languages', () => {
    for (const node of MENU.flatMap((top) => [top, ...top.children])) {
      expect(node.zh.length * node.en.length, node.path).toBeGreaterThan(0);
    }
  });
});

describe('the honest menu: only screens that exist', () => {
  const node = (id: MenuNode['id'], path: string, children: MenuNode[] = []): MenuNode => ({
    id,
    path,
    zh: path,
    en: path,
    hidden: false,
    version: 1,
    children,
  });
  const tree = [
    node(1000, '/user', [node(1001, '/user/search'), node(1002, '/user/detail'), node(1003, '/user/tags')]),
    node(2000, '/room', [node(2001, '/room/list'), node([49, 322], '/room/support')]),
    node(3000, '/log'),
    node(4000, '/none', [node(4001, '/none/list')]),
  ];

  it('takes the ids the registered actions need, and home', () => {
    const ids = existingScreenIds([
      { permission: { menu: 1001 } },
      { permission: { menu: [1001, 1002] } },
      { permission: 'signedIn' },
      { permission: 'public' },
      { permission: { menu: 322 } },
    ]);
    expect([...ids].sort((a, b) => a - b)).toEqual([-1, 322, 1001, 1002]);
  });

  it('keeps entries whose screen exists (any id of a list), and groups with one; drops the rest', () => {
    const shown = existingMenu(tree, new Set([1001, 1002, 322, 3000]));
    expect(shown.map((top) => [top.id, top.children.map((child) => child.id)])).toEqual([
      [1000, [1001, 1002]],
      [2000, [[49, 322]]],
      [3000, []],
    ]);
  });

  it('does not show a group through its own id alone when none of its entries exists', () => {
    expect(existingMenu(tree, new Set([1000, 4000]))).toEqual([]);
  });

  it('leaves MENU itself whole: the ids stay reserved', () => {
    const before = JSON.stringify(MENU);
    existingMenu(MENU, new Set([25001]));
    expect(JSON.stringify(MENU)).toBe(before);
    expect(existingMenu(MENU, new Set([25001])).map((top) => top.path)).toEqual(['/operationLog']);
  });
});
