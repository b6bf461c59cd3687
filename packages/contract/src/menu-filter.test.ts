import { describe, expect, it } from 'vitest';
import { ALL_MENU_IDS, MENU } from './menu.ts';
import { filterMenu, flattenMenuIds, isPermitted, type MenuItem } from './menu-filter.ts';

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
