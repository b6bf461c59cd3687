/**
 * A resource whose rows belong to a row of another one (a group's members, its chat) and appear
 * as a tab of that row's record page (DESIGN §4 "One row, one way"): the kit's list of them,
 * filtered by `field` holding the parent row's id, the filter fixed and not shown. Declared on the
 * child, beside `tabOf` (which places a list as a tab of a screen): the child knows the field that
 * names its parent, and a parent needs no edit when a module adds a child of its own.
 */
export interface RecordTabOf<Field extends string = string> {
  /** The parent resource's `namespace` (plain data: a child may live in another module). */
  resource: string;
  /** The child's field holding the parent row's id; the child's list must filter by it (`filter: 'eq'`). */
  field: Field;
}

/** What the lookup reads of a resource (structural: resource.ts declares `recordTabOf` with this file's type). */
interface Declared {
  namespace: string;
  recordTabOf?: RecordTabOf;
  fields: Readonly<Record<string, { kind: string; filter?: unknown } | undefined>>;
}

export interface RecordTab<R extends Declared = Declared> {
  /** The child resource; its `namespace` is the tab's key in the URL (`?tab=groupMessage`). */
  resource: R;
  field: string;
}

/**
 * The tabs of `parent`'s record page: the resources among `all` (RESOURCES) declaring themselves
 * a record tab of it, in declaration order. A child whose list cannot filter by its field is a
 * mistake of the declaration, stopped here rather than shown as a tab listing every parent's rows.
 */
export function recordTabsOf<R extends Declared>(parent: { namespace: string }, all: readonly R[]): RecordTab<R>[] {
  return all.flatMap((child) => {
    const declared = child.recordTabOf;
    if (!declared || declared.resource !== parent.namespace) return [];
    if (child.fields[declared.field]?.filter !== 'eq') {
      throw new Error(`${child.namespace}: recordTabOf.field ${declared.field} needs filter: 'eq'`);
    }
    return [{ resource: child, field: declared.field }];
  });
}
