import { type Resource, rowFieldNames } from '@console/contract';

/*
 * What a record's detail screen and its drawer share. Apart from the drawer (resource-details.tsx),
 * whose Drawer and its skeleton would otherwise be in every record page's first load.
 */

/** The detail key of one record (its detail screen and its drawer read the same). */
export const recordKey = (resource: Resource, id: number) => ['record', resource.module, resource.namespace, id];

/** What a row's details show: every field of the row but those kept for the wire (a key beside its shown name). */
export function shownFieldNames(resource: Resource): string[] {
  return rowFieldNames(resource.fields).filter((name) => !resource.fields[name]?.wireOnly);
}
