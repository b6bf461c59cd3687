import type { MenuItem } from '@console/contract';

/** A screen entry of a `Power/leftMenu` answer, for tests. */
export const leaf = (id: MenuItem['id'], path: string, opts: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: path,
  path,
  version: 1,
  hidden: false,
  two_child_list: [],
  ...opts,
});

/** A group entry of a `Power/leftMenu` answer, for tests. */
export const top = (id: number, path: string, children: MenuItem[], opts: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: path,
  path,
  version: 1,
  hidden: false,
  one_child_list: children,
  ...opts,
});
