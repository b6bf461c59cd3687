import type { MenuId } from '@console/contract';

/** A menu entry as Power/permissionTree (and the contract's MENU) describe it. */
export interface MenuEntry {
  id: MenuId;
  path: string;
  zh: string;
  en: string;
  hidden: boolean;
  children?: readonly MenuEntry[];
}

/** One node of the role editor's tree; the key is the menu path, which is unique where ids can be lists. */
export interface PermissionNode {
  key: string;
  ids: readonly number[];
  zh: string;
  en: string;
  hidden: boolean;
  /** The caller does not hold it, so cannot grant it. */
  disabled: boolean;
  children: PermissionNode[];
}

const idsOf = (id: MenuId): readonly number[] => (typeof id === 'number' ? [id] : id);

/**
 * The tree of every menu entry. A leaf is grantable when the caller holds one of its ids; a group
 * when any of its entries is, since a group's own id follows its entries (see menuIdsFromChecked).
 */
export function buildPermissionTree(menus: readonly MenuEntry[], grantable: readonly number[]): PermissionNode[] {
  const held = new Set(grantable);
  const leaf = (entry: MenuEntry): PermissionNode => ({
    key: entry.path,
    ids: idsOf(entry.id),
    zh: entry.zh,
    en: entry.en,
    hidden: entry.hidden,
    disabled: !idsOf(entry.id).some((id) => held.has(id)),
    children: [],
  });
  return menus.map((group) => {
    const children = (group.children ?? []).map(leaf);
    const own = leaf(group);
    return { ...own, disabled: children.length > 0 ? children.every((child) => child.disabled) : own.disabled, children };
  });
}

/** The role's checked entries: leaves it holds (any one id suffices); groups are checked through their entries. */
export function checkedKeysOf(tree: readonly PermissionNode[], menuIds: readonly number[]): string[] {
  const held = new Set(menuIds);
  const holds = (node: PermissionNode) => node.ids.some((id) => held.has(id));
  return tree.flatMap((group) =>
    group.children.length === 0 ? (holds(group) ? [group.key] : []) : group.children.filter(holds).map((child) => child.key),
  );
}

/**
 * The role's menu ids from the checked entries: each checked entry's ids the caller can grant, plus
 * the id of every group with a checked entry (the side menu shows a group through it).
 */
export function menuIdsFromChecked(
  tree: readonly PermissionNode[],
  checkedKeys: readonly string[],
  grantable: readonly number[],
): number[] {
  const checked = new Set(checkedKeys);
  const held = new Set(grantable);
  const ids = new Set<number>();
  const grant = (node: PermissionNode) => {
    for (const id of node.ids) if (held.has(id)) ids.add(id);
  };
  for (const group of tree) {
    const chosen = group.children.filter((child) => checked.has(child.key) && !child.disabled);
    if (chosen.length > 0 || (group.children.length === 0 && checked.has(group.key) && !group.disabled)) grant(group);
    for (const child of chosen) grant(child);
  }
  return [...ids].sort((a, b) => a - b);
}

/**
 * The role's ids the tree does not show: screens not built yet, which the server leaves out of the
 * tree (issue 13's honest menu). Saving keeps them, so the role has them when their screens come.
 */
export function unshownIds(tree: readonly PermissionNode[], menuIds: readonly number[]): number[] {
  const shown = new Set(tree.flatMap((group) => [...group.ids, ...group.children.flatMap((child) => child.ids)]));
  return menuIds.filter((id) => !shown.has(id));
}

/** Keys of every entry the caller may grant: the editor's "select all". */
export function grantableKeys(tree: readonly PermissionNode[]): string[] {
  return tree.flatMap((group) =>
    group.children.length === 0
      ? group.disabled
        ? []
        : [group.key]
      : group.children.filter((child) => !child.disabled).map((child) => child.key),
  );
}

/** Entries whose name (either language) or path contains `text`, with their groups; all when empty. */
export function filterTree(tree: readonly PermissionNode[], text: string): PermissionNode[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [...tree];
  const matches = (node: PermissionNode) => [node.zh, node.en, node.key].some((value) => value.toLowerCase().includes(needle));
  return tree.flatMap((group) => {
    if (matches(group)) return [group];
    const children = group.children.filter(matches);
    return children.length > 0 ? [{ ...group, children }] : [];
  });
}

export interface ActionPermission {
  key: string;
  summary: string;
  /** The action's label in the interface language (older answers: none). */
  label?: string;
  menu_ids: readonly number[];
  mutates: boolean;
  sensitive: boolean;
}

/** The actions a role with these menus could call: those whose menu id (any one) it holds. */
export function actionsOfMenus(actions: readonly ActionPermission[], menuIds: readonly number[]): ActionPermission[] {
  const held = new Set(menuIds);
  return actions.filter((action) => action.menu_ids.some((id) => held.has(id)));
}

/** Denied actions kept on save: only those the role could call at all, so the list never collects leftovers. */
export function deniedWithin(
  denied: readonly string[],
  actions: readonly ActionPermission[],
  menuIds: readonly number[],
): string[] {
  const reachable = new Set(actionsOfMenus(actions, menuIds).map((action) => action.key));
  return [...new Set(denied)].filter((key) => reachable.has(key)).sort();
}

/** Leaf keys of a (possibly filtered) tree: what a check in that tree can change. */
export function leafKeys(tree: readonly PermissionNode[]): string[] {
  return tree.flatMap((group) => (group.children.length === 0 ? [group.key] : group.children.map((child) => child.key)));
}

/**
 * A check made in a filtered tree speaks only for the entries it shows: the others keep their state.
 * `reported` is what the tree answered (it may include group keys, which carry no ids of their own).
 */
export function mergeChecks(
  previous: readonly string[],
  shown: readonly PermissionNode[],
  reported: readonly string[],
): string[] {
  const visible = new Set(leafKeys(shown));
  const kept = previous.filter((key) => !visible.has(key));
  const now = reported.filter((key) => visible.has(key));
  return [...new Set([...kept, ...now])];
}
