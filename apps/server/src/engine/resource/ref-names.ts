import { type FieldSpec, type Fields, namedFieldNames, namedRefOf, type Resource } from '@console/contract';
import type { ActionContext } from '../context.ts';
import { finderFor, placeVisible } from '../scope.ts';

type Row = Record<string, unknown> & { id: number };

/** What naming needs: a connection, the caller's regions and how each entity's rows are found (a call's, or an export's). */
export type RefNameContext = Pick<ActionContext, 'sql' | 'scope' | 'references' | 'lang'>;

/** The fields a set of fields names: refs, rewards, and child lists holding either (a list's gifts). */
interface Named {
  refs: string[];
  rewards: string[];
  lists: string[];
}

/** Each field set's named fields, worked out once: every list call of a resource asks (a hot path). */
const NAMED = new WeakMap<Fields, Named>();
function namedFieldsOf(fields: Fields): Named {
  let names = NAMED.get(fields);
  if (!names) {
    const kinds = (kind: FieldSpec['kind']) => Object.keys(fields).filter((name) => fields[name]?.kind === kind);
    const lists = kinds('list').filter((name) => {
      const of = namedFieldsOf(fields[name]?.of ?? {});
      return of.refs.length + of.rewards.length + of.lists.length > 0;
    });
    names = { refs: namedFieldNames(fields), rewards: kinds('reward'), lists };
    NAMED.set(fields, names);
  }
  return names;
}

/** A gift reward's gift by name ("Gift × 5: Rose", not "#3"); the other catalogues are not references yet. */
async function rewardItemNames(ctx: RefNameContext, rows: Row[], name: string): Promise<(string | null)[]> {
  const giftOf = (row: Row) => {
    const reward = row[name] as { kind?: string; item_id?: number } | null | undefined;
    return reward?.kind === 'gift' && Number.isSafeInteger(reward.item_id) ? (reward.item_id as number) : null;
  };
  const keys = [...new Set(rows.map(giftOf).filter((key): key is number => key !== null))];
  const find = finderFor(ctx.references, { entity: 'gift' });
  const places = find && keys.length > 0 ? await find(ctx.sql, keys, ctx.lang) : new Map();
  return rows.map((row) => {
    const key = giftOf(row);
    return key === null ? null : (places.get(key)?.name ?? null);
  });
}

/**
 * The names of the rows a resource's references point at (its `ref` fields, and member and room
 * fields with no name beside them), put on each row as `ref_names` (by field), so lists and details
 * show "Rose room (100234)" rather than a bare key: one query per field for the whole page. A row
 * outside the caller's regions keeps its key but shows no name. A reward field's entry names its
 * gift, for "Gift × 5: Rose".
 */
export async function withRefNames<R extends Row>(ctx: RefNameContext, resource: Resource, rows: R[]): Promise<R[]> {
  return nameRows(ctx, resource.fields, rows);
}

/** withRefNames over any set of fields, the rows of its child lists named as one batch per list. */
async function nameRows<R extends Row>(ctx: RefNameContext, fields: Fields, rows: R[]): Promise<R[]> {
  const { refs, rewards, lists } = namedFieldsOf(fields);
  const names = [...refs, ...rewards];
  if (names.length + lists.length === 0 || rows.length === 0) return rows;
  const found: Record<string, (string | null)[]> = {};
  for (const name of rewards) found[name] = await rewardItemNames(ctx, rows, name);
  for (const name of refs) {
    const ref = namedRefOf(name, fields[name] as FieldSpec);
    const find = ref ? finderFor(ctx.references, ref) : undefined;
    const keys = [...new Set(rows.map((row) => Number(row[name])).filter((key) => Number.isSafeInteger(key) && key > 0))];
    const places = find && keys.length > 0 ? await find(ctx.sql, keys, ctx.lang) : new Map();
    found[name] = rows.map((row) => {
      const place = places.get(Number(row[name]));
      return place && placeVisible(ctx.scope, place) ? (place.name ?? null) : null;
    });
  }
  const children: Record<string, Row[][]> = {};
  for (const list of lists) {
    const of = rows.map((row) => (Array.isArray(row[list]) ? (row[list] as Row[]) : []));
    const named = await nameRows(ctx, fields[list]?.of ?? {}, of.flat());
    const starts: number[] = [];
    let total = 0;
    for (const one of of) {
      starts.push(total);
      total += one.length;
    }
    children[list] = of.map((one, index) => named.slice(starts[index], (starts[index] ?? 0) + one.length));
  }
  return rows.map((row, index) => ({
    ...row,
    ...Object.fromEntries(lists.map((list) => [list, children[list]?.[index] ?? row[list]])),
    ...(names.length > 0 ? { ref_names: Object.fromEntries(names.map((name) => [name, found[name]?.[index] ?? null])) } : {}),
  }));
}

/** A `ref` field's cell in an export, as the screen writes it: "Rose room (100234)", or the bare key with no name. */
export function refCellText(row: Readonly<Record<string, unknown>>, name: string): string | number {
  const key = row[name];
  const shown = (row.ref_names as Readonly<Record<string, string | null>> | undefined)?.[name];
  if (key === null || key === undefined) return '';
  return shown ? `${shown} (${String(key)})` : Number(key);
}

/** The name `withRefNames` found for a field of the row, if any. */
export function refNameOf(row: Readonly<Record<string, unknown>>, name: string): string | undefined {
  return (row.ref_names as Readonly<Record<string, string | null>> | undefined)?.[name] ?? undefined;
}
