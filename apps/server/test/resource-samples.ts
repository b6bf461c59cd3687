import {
  actionKey,
  type FieldSpec,
  LANGUAGE_GROUPS,
  MAX_PAGE_SIZE,
  RESOURCES,
  type Resource,
  savedFieldNames,
} from '@console/contract';
import { FIXTURE_NOW } from './fixture-db.ts';
import type { TestApp } from './harness.ts';
import type { Body, FailingCall, Sample, SampleEnv } from './samples.ts';

/**
 * Samples derived from each resource's declaration (issue 12): for every mutating action of every
 * screen in RESOURCES, a valid body, failing bodies (unknown id, duplicate, over limits, nothing
 * to export) and a body outside the demo country admin's region. The generated authorization and
 * audit suites read them through SAMPLES, so a new resource needs no hand-kept sample; a
 * hand-kept one in samples.ts still wins for a screen whose rules the declaration cannot say.
 */

/** The region the demo country admin of the authorization suite holds. */
const COUNTRY_ADMIN_REGION = 1;
/** Where valid bodies put rows: a region the super admin may use and the country admin may not. */
const OTHER_REGION = 0;
export const UNKNOWN_ID = 999_999;

type Row = Body & { id: number };
/** The actions that change one existing row; each gets a row of its own. */
type RowUse = 'delete' | 'toggle' | 'check' | 'remove';

/** What derived samples need from the fixture, read once per test file. */
export interface ResourceEnv {
  /**
   * Existing rows per resource (by its list action's key), one per row-changing action and never
   * shared: the audit suite runs a resource's actions one after the other on one database. For a
   * region-scoped resource they lie outside region 1, so they double as out-of-region targets.
   */
  rows: Record<string, Partial<Record<RowUse, Row>>>;
  /** A country of OTHER_REGION and a room, for fields of those kinds. */
  countryId: number;
  roomId: number;
}

let idSerial = 0;
/**
 * A fresh 8-digit pretty number with no equal digits side by side: no pairs, so the fixture's
 * 8-digit plain type fits it. Each base-9 digit of a counter skips the digit before it.
 */
function freshIdNumber(): string {
  idSerial += 1;
  let previous = 9;
  let number = '9';
  for (const symbol of idSerial.toString(9).padStart(7, '0')) {
    const digit = Number(symbol) >= previous ? Number(symbol) + 1 : Number(symbol);
    number += String(digit);
    previous = digit;
  }
  return number;
}
let idTypePairs = 0;

/**
 * Values the declaration cannot say (a colour, an IP of a kind), by module and field; every
 * other field gets the value its kind and limits give.
 */
const SAMPLE_VALUES: Readonly<Record<string, Readonly<Record<string, (env: SampleEnv) => unknown>>>> = {
  // A number is digits only; a new type needs digits and pairs no type has (the fixture's stop at 9 digits).
  IdMall: { number: freshIdNumber },
  IdLock: { number: freshIdNumber },
  IdMallType: { digits: () => 12, pairs: () => idTypePairs++ % 7 },
  // Rows about a room and a member name both by their pretty ids.
  Room: { room_no: (env) => env.rooms.outsideRegion1.roomNo, user_no: (env) => env.roomMemberNo },
};

const removeSpecOf = (resource: Resource) => resource.remove;
const importRefusesExisting = (resource: Resource) => resource.actions.import?.existing === 'refuse';
const rangeWireOf = (name: string, field: FieldSpec) => field.rangeWire ?? [`${name}_from`, `${name}_to`];

let serial = 0;
/** A value no row has: `sample-<n>`, within the field's length. */
function freshText(max: number): string {
  serial += 1;
  const value = `sample-${serial}`;
  return value.length <= max ? value : String(serial).slice(-max);
}

/** A valid value of a field: fresh text, region 0, the first choice, the limits' nearest to 0, true. */
function valueFor(resource: Resource, name: string, env: SampleEnv): unknown {
  const hint = SAMPLE_VALUES[resource.module]?.[name];
  if (hint) return hint(env);
  const field = resource.fields[name] as FieldSpec;
  switch (field.kind) {
    case 'text':
      return freshText(field.max ?? 255);
    case 'longText':
      return freshText(field.max ?? 5000);
    case 'admin':
      return 'admin';
    case 'color':
      return '#1677ff';
    case 'bool':
      return true;
    case 'enum':
      return field.values?.[0];
    case 'region':
      return OTHER_REGION;
    case 'regions':
      return [OTHER_REGION];
    case 'country':
      return env.resources.countryId;
    case 'countries':
      return [env.resources.countryId];
    case 'languageGroup':
      return LANGUAGE_GROUPS[0].id;
    case 'time':
      return FIXTURE_NOW + 86_400;
    case 'image':
    case 'file':
      return `/files/${env.uploadId}`;
    case 'member':
      return env.memberOutsideRegion1;
    case 'room':
      return env.resources.roomId;
    default: {
      if (field.values?.length) return field.values[0];
      let value = 0;
      if (field.min !== undefined && value < field.min) value = field.min;
      if (field.max !== undefined && value > field.max) value = field.max;
      return value;
    }
  }
}

/** A value just past a field's limit (too long, too large), if it has one. */
function overLimit(field: FieldSpec): unknown {
  if (field.kind === 'text' || field.kind === 'admin') return 'x'.repeat((field.max ?? 255) + 1);
  if (field.kind === 'longText') return 'x'.repeat((field.max ?? 5000) + 1);
  if ((field.kind === 'int' || field.kind === 'money') && field.max !== undefined) return field.max + 1;
  return undefined;
}

/** The fields a valid save sends: what the form sends, but optional nullable ones (no end) stay out. */
function savedNames(resource: Resource): string[] {
  return savedFieldNames(resource.fields).filter((name) => {
    const field = resource.fields[name] as FieldSpec;
    return field.required || !field.nullable;
  });
}

function savedBody(resource: Resource, env: SampleEnv): Body {
  return Object.fromEntries(savedNames(resource).map((name) => [name, valueFor(resource, name, env)]));
}

/**
 * The row a body acts on. Undefined only for the audit suite's probe (an env that answers 1 to
 * everything, to learn a body's field names); a fixture without a fitting row fails loudly.
 */
function rowFor(env: SampleEnv, key: string, use: RowUse): Row | undefined {
  const resources = env.resources as ResourceEnv | number;
  if (typeof resources !== 'object') return undefined;
  const row = resources.rows[key]?.[use];
  if (!row) {
    throw new Error(`${key}: the fixture has no row to ${use} (outside region ${COUNTRY_ADMIN_REGION} when scoped); seed one`);
  }
  return row;
}

/** Picks a distinct existing row for each row-changing action the resource has. */
function allocateRows(resource: Resource, rows: Row[]): Partial<Record<RowUse, Row>> {
  const region = resource.scope?.region;
  // Rows the country admin may not change: another region, or several regions (changed only by one
  // holding them all) when the resource has a region list.
  const theirs = (value: unknown) =>
    Array.isArray(value) ? value.every((id) => id === COUNTRY_ADMIN_REGION) : value === COUNTRY_ADMIN_REGION;
  const outside = rows.filter((row) => region === undefined || !theirs(row[region]));
  const uses: Partial<Record<RowUse, Row>> = {};
  const take = (use: RowUse, pick: (free: Row[]) => Row | undefined) => {
    const row = pick(outside.filter((candidate) => !Object.values(uses).includes(candidate)));
    if (row) uses[use] = row;
  };
  const { review } = resource;
  if (resource.check && review) take('check', (free) => free.find((row) => row[review.field] === review.pending));
  if (resource.toggle) take('toggle', (free) => free[0]);
  // The remove preset keeps taken-off rows as history, `removed_at` set; only a live row can be taken off.
  if (removeSpecOf(resource))
    take('remove', (free) => free.find((row) => row.removed_at === undefined || row.removed_at === null));
  if (resource.delete) take('delete', (free) => free.at(-1));
  return uses;
}

/** Reads the rows derived samples act on, through each resource's own list, as the super admin. */
export async function resourceEnv(t: Pick<TestApp, 'call' | 'login' | 'db'>): Promise<ResourceEnv> {
  const token = await t.login('admin');
  const rows: ResourceEnv['rows'] = {};
  for (const resource of RESOURCES) {
    const key = actionKey(resource.list);
    const page = await t.call<{ list: Row[] }>(key, { pn: MAX_PAGE_SIZE, sort: 'id', order: 'asc' }, { token });
    if (page.status !== 200) throw new Error(`${key}: ${page.msg}`);
    rows[key] = allocateRows(resource, page.data.list);
  }
  const country = await t.db.query<{ id: number }>('SELECT id FROM country WHERE region_id = $1 ORDER BY id LIMIT 1', [
    OTHER_REGION,
  ]);
  const room = await t.db.query<{ id: number }>('SELECT id FROM room ORDER BY id LIMIT 1');
  return { rows, countryId: Number(country.rows[0]?.id), roomId: Number(room.rows[0]?.id) };
}

/** A list filter no row matches: a text one, else a range starting ten years on. */
function filterMatchingNothing(resource: Resource): Body | undefined {
  const fields = Object.entries(resource.fields);
  const text = fields.find(([, field]) => field.filter === 'contains' || field.filter === 'prefix');
  if (text) return { [text[0]]: 'no-such-value'.slice(0, text[1].max ?? 255) };
  const range = fields.find(([, field]) => field.filter === 'range');
  if (range) return { [rangeWireOf(range[0], range[1])[0]]: FIXTURE_NOW + 10 * 365 * 86_400 };
  return undefined;
}

/** A value an import's value field refuses: past its limit, or not of its kind. */
function badImportValue(field: FieldSpec): string {
  const over = overLimit(field);
  if (over !== undefined) return String(over);
  return field.kind === 'enum' ? 'no-such-choice' : 'x';
}

function samplesOf(resource: Resource): Record<string, Sample> {
  const samples: Record<string, Sample> = {};
  const listKey = actionKey(resource.list);
  const region = resource.scope?.region;
  const unknownId = (body: Body) => ({ 'unknown id': (): FailingCall => ({ body }) });

  if (resource.save) {
    const valid = (env: SampleEnv) => savedBody(resource, env);
    const failures: Record<string, (env: SampleEnv) => FailingCall> = {};
    // An add-only resource (`actions.add`) takes no id.
    if (resource.actions.save) failures['unknown id'] = (env) => ({ body: { ...valid(env), id: UNKNOWN_ID } });
    for (const name of savedNames(resource)) {
      const field = resource.fields[name] as FieldSpec;
      if (!field.unique) continue;
      // Saved once, then again (in another case when `ci`): the second save must be refused.
      failures[`duplicate ${name}`] = (env) => {
        const setup = valid(env);
        return { setup, body: { ...setup, [name]: field.unique === 'ci' ? String(setup[name]).toUpperCase() : setup[name] } };
      };
    }
    const over = Object.fromEntries(
      savedNames(resource).flatMap((name) => {
        const value = overLimit(resource.fields[name] as FieldSpec);
        return value === undefined ? [] : [[name, value]];
      }),
    );
    if (Object.keys(over).length > 0) failures['over limits'] = (env) => ({ body: { ...valid(env), ...over } });
    samples[actionKey(resource.save)] = {
      valid,
      failures,
      outOfRegion: region ? (env) => ({ ...valid(env), [region]: OTHER_REGION }) : undefined,
    };
  }

  const rowSample = (use: RowUse, body: (row: Row | undefined) => Body, unknown: Body): Sample => ({
    valid: (env) => body(rowFor(env, listKey, use)),
    failures: unknownId(unknown),
    outOfRegion: region ? (env) => body(rowFor(env, listKey, use)) : undefined,
  });
  if (resource.delete) {
    // A legacy single delete (`deleteOne`) takes `id`.
    const ids = resource.actions.deleteOne ? 'id' : 'ids';
    samples[actionKey(resource.delete)] = rowSample('delete', (row) => ({ [ids]: row?.id }), { [ids]: UNKNOWN_ID });
  }
  const toggle = resource.actions.toggle;
  if (resource.toggle && toggle) {
    samples[actionKey(resource.toggle)] = rowSample('toggle', (row) => ({ id: row?.id, [toggle.field]: !row?.[toggle.field] }), {
      id: UNKNOWN_ID,
      [toggle.field]: true,
    });
  }
  const remove = removeSpecOf(resource);
  if (remove) {
    const reason = 'sample reason';
    samples[actionKey(remove)] = rowSample('remove', (row) => ({ id: row?.id, reason }), { id: UNKNOWN_ID, reason });
  }
  if (resource.check) {
    samples[actionKey(resource.check)] = rowSample('check', (row) => ({ ids: row?.id, result: 'pass' }), {
      ids: UNKNOWN_ID,
      result: 'pass',
    });
  }

  if (resource.export) {
    const nothing = filterMatchingNothing(resource);
    samples[actionKey(resource.export)] = {
      valid: () => ({}),
      failures: nothing ? { 'nothing to export': () => ({ body: nothing }) } : {},
    };
  }

  const config = resource.actions.import;
  if (resource.import && config) {
    const valueField = resource.fields[config.value] as FieldSpec;
    const shared = (env: SampleEnv) =>
      Object.fromEntries((config.with ?? []).map((name) => [name, valueFor(resource, name, env)]));
    const fresh = (env: SampleEnv) => String(valueFor(resource, config.value, env));
    const valid = (env: SampleEnv) => ({ ...shared(env), [config.paste]: `${fresh(env)},${fresh(env)}` });
    const failures: Record<string, (env: SampleEnv) => FailingCall> = {
      // All or none: the good value beside the bad one must not be imported either.
      'value over the limit': (env) => ({
        body: { ...shared(env), [config.paste]: `${fresh(env)},${badImportValue(valueField)}` },
      }),
    };
    if (importRefusesExisting(resource)) {
      failures['existing value'] = (env) => {
        const setup = valid(env);
        return { setup, body: setup };
      };
    }
    samples[actionKey(resource.import)] = {
      valid,
      failures,
      outOfRegion:
        region && (config.with ?? []).includes(region) ? (env) => ({ ...valid(env), [region]: OTHER_REGION }) : undefined,
    };
  }
  return samples;
}

/** The derived samples of every resource, by action key. */
export const RESOURCE_SAMPLES: Readonly<Record<string, Sample>> = Object.assign({}, ...RESOURCES.map(samplesOf));
