import { z } from 'zod';
import type { ActionSpec, Permission, RefSpec } from '../action.ts';
import { exportTicket, id, listOf } from '../fields.ts';
import type { MenuId } from '../menu.ts';
import { type Fields, type RowOf, savedFieldNames } from './fields.ts';
import type { LabelsFor } from './labels.ts';
import type { LifecycleDeclaration } from './lifecycle.ts';
import type { RecordTabOf } from './record-tab.ts';
import {
  checkSchema,
  commandSchema,
  deleteSchema,
  exportSchema,
  importReport,
  importSchema,
  listSchema,
  type ReviewResult,
  removeSchema,
  rowSchema,
  saveSchema,
  toggleSchema,
} from './schemas.ts';
import type { WindowDeclaration } from './window.ts';

/**
 * What the review preset's check writes beside the state, where the queue declares them (the
 * engine's `checkRows`): empty on every pending row, so a list showing only those leaves them out.
 */
export const REVIEW_DECISION_FIELDS: readonly string[] = ['reviewed_by', 'reviewed_by_name', 'reviewed_at', 'review_reason'];

/** The review preset (SPEC's review queues): rows wait in `pending` until checked into an outcome. */
export interface ReviewPreset {
  /** The enum field holding the state. */
  field: string;
  pending: string;
  outcomes: Readonly<Partial<Record<ReviewResult, string>>> & { pass: string; refuse: string };
  /** Wire name of `check(ids, result, reason)`. */
  check: string;
  /** Fields only a reviewed row can hold beyond REVIEW_DECISION_FIELDS (a passed banner's id, a passed activity's pin time). */
  outcomeFields?: readonly string[];
}

/** The fields a review queue's pending rows hold nothing in: who reviewed, when and why, and its own outcome fields. */
export function reviewDecisionFields(resource: { review?: ReviewPreset; fields: Readonly<Record<string, unknown>> }): string[] {
  const review = resource.review;
  if (!review) return [];
  return [...REVIEW_DECISION_FIELDS, ...(review.outcomeFields ?? [])].filter((name) => name in resource.fields);
}

/**
 * An action on one row beyond the standard ones (ban a room, stick it to top): its inputs are fields
 * like the resource's own, so the schema, the server's handler and the web's form read one source.
 * Its label is the resource labels' `actions[action]`; the row's region scope applies as for edits.
 */
export interface CommandDeclaration {
  /** Wire name. */
  action: string;
  /** Its inputs beside the row's `id`, labelled by the resource labels' `fields` like the resource's own. */
  fields?: Fields;
  /** Needs a password re-check (bans, stops). */
  sensitive?: boolean;
  /** Shown in red; without fields, asked first. */
  danger?: boolean;
  /** Inputs naming other scoped rows that are not of a member or room kind (see ResourceDeclaration.refs). */
  refs?: Readonly<Record<string, RefSpec>>;
  /** Moves money or a quota: refused without an Idempotency-Key (ActionSpec.money). */
  money?: boolean;
}

export interface ResourceDeclaration<F extends Fields> {
  /** Wire module (`/api/<module>/<action>`). */
  module: string;
  /** Labels namespace on the web. */
  namespace: string;
  /** Permission id(s) of the screen and of every action of the resource. */
  menu: MenuId;
  /** Who may read the list when more screens than this one show it (a picker on another page). */
  listMenu?: MenuId;
  /** The screen showing the list as one of its tabs (labels' `tab`), when it has no screen of its own. */
  tabOf?: MenuId;
  /** The record page whose tab lists these rows, by the field naming the parent row (record-tab.ts). */
  recordTabOf?: RecordTabOf<keyof F & string>;
  /** The list's order by id when the caller asks no other: newest first (default), or oldest first. */
  order?: 'asc' | 'desc';
  /** A sortable field the list sorts by (in `order`) when the caller asks no other, instead of the id. */
  sortBy?: keyof F & string;
  fields: F;
  labels: LabelsFor<F>;
  /** The fields holding the row's region (and country): every operation stays inside the caller's. */
  scope?: { region: keyof F & string; country?: keyof F & string };
  /** Legacy wire names of the standard actions the resource has; a missing one is not offered. */
  actions: {
    list?: string;
    /** Add or edit (with `id`). */
    save?: string;
    /** Add only: rows are never edited. */
    add?: string;
    delete?: string;
    /** Delete one row by `{ id }`, answering null (a legacy wire); the same rules as `delete`. */
    deleteOne?: string;
    /** Take a row off with a reason, keeping it as history (the table's removedAt/By/ByName/removeReason). */
    remove?: string;
    export?: string;
    /** One row by `{ id }`, as the list shows it (a detail screen). */
    detail?: string;
    /** An on/off switch per row. */
    toggle?: { field: keyof F & string; action: string };
    /** Values from an xlsx's first column or a pasted list into `value`; `with` is set once for the batch. */
    import?: {
      action: string;
      value: keyof F & string;
      with?: readonly (keyof F & string)[];
      paste: string;
      /** Values already there: skipped and counted (default), or refusing the whole file. */
      existing?: 'skip' | 'refuse';
    };
  };
  review?: ReviewPreset;
  /** The row's state field and the commands that move it; edits and deletes may be limited to some states. */
  lifecycle?: LifecycleDeclaration;
  /** The row's time window (start, end): its order checked, its state derived, overlaps refused as declared. */
  window?: WindowDeclaration<keyof F & string>;
  /** Actions on one row with inputs of their own, by the name the screen and the server's handlers use. */
  commands?: Readonly<Record<string, CommandDeclaration>>;
  /** The screen's one page size where SPEC fixes it (the risk list's 10): no size changer, and the list's default `pn`. */
  pageSize?: number;
  /** What the list answers beside its rows and total (the risk list's channel names); the server's `listExtras` hook gives it. */
  listExtras?: Readonly<Record<string, z.ZodType>>;
  /** Largest batch of delete or check (default 1000). */
  maxBatch?: number;
  /**
   * Saved fields naming other scoped rows that are not of a member or room kind (a room number typed
   * as text): checked against the caller's regions like those (ActionSpec.refs).
   */
  refs?: Readonly<Record<string, RefSpec>>;
  /** Saving, deleting or reviewing (the review preset's check) needs a password re-check. */
  sensitive?: boolean;
}

type Spec<I, O> = ActionSpec<z.ZodType<unknown, I>, z.ZodType<O>>;
type Loose = Record<string, unknown>;
export interface ListPageOf<Row> {
  list: Row[];
  total: number;
  total_capped?: boolean;
  next_cursor?: number | null;
}
export interface ImportReport {
  total: number;
  imported: number;
  skipped?: number;
  failed: { row: number; value: string; reason: string }[];
}

export interface Resource<F extends Fields = Fields> extends ResourceDeclaration<F> {
  row: z.ZodType<RowOf<F>>;
  list: Spec<Loose, ListPageOf<RowOf<F>>>;
  save?: Spec<Loose, RowOf<F>>;
  delete?: Spec<{ ids: number[] | string | number } | { id: number | string }, { deleted: number } | null>;
  remove?: Spec<{ id: number | string; reason: string }, RowOf<F>>;
  toggle?: Spec<Loose, RowOf<F>>;
  export?: Spec<Loose, { url: string; rows: number; total_capped?: boolean; job_id?: string }>;
  import?: Spec<Loose, ImportReport>;
  check?: Spec<{ ids: number[] | string | number; result: ReviewResult; reason?: string }, { checked: number }>;
  detail?: Spec<{ id: number | string }, RowOf<F>>;
  /** The declared commands' specs, by command name. */
  commandSpecs: Readonly<Record<string, Spec<Loose, RowOf<F>>>>;
  /** Every action of the resource, for the server module and the registry. */
  specs: readonly ActionSpec[];
}

/**
 * The references a save or command checks: its saved member and room fields (a `*_no` field holds
 * the pretty number staff type, any other the id), its `ref` fields, and those declared beside them.
 */
export function refsOf(fields: Fields, declared: Readonly<Record<string, RefSpec>> = {}): { refs?: Record<string, RefSpec> } {
  const refs: Record<string, RefSpec> = {};
  for (const name of savedFieldNames(fields)) {
    const { kind, ref } = fields[name]!;
    if (kind === 'member' || kind === 'room') refs[name] = { entity: kind, by: name.endsWith('_no') ? 'number' : 'id' };
    // A `ref` field's row must exist too: the engine refuses a key naming none.
    if (kind === 'ref' && ref) refs[name] = { ...ref, by: ref.by ?? 'id', exists: true };
  }
  Object.assign(refs, declared);
  return Object.keys(refs).length > 0 ? { refs } : {};
}

/** A list's `ref` filters, so their pickers name and offer rows as a form's do (ActionSpec.filterRefs). */
function filterRefsOf(fields: Fields): { filterRefs?: Record<string, RefSpec> } {
  const refs = Object.entries(fields).flatMap(([name, { kind, ref, filter }]) =>
    kind === 'ref' && ref && filter ? [[name, { ...ref, by: ref.by ?? 'id' }] as const] : [],
  );
  return refs.length > 0 ? { filterRefs: Object.fromEntries(refs) } : {};
}

const deletedCount = z.object({ deleted: z.number().int() });
const checkedCount = z.object({ checked: z.number().int() });

function label(decl: ResourceDeclaration<Fields>, action: string, word: { zh: string; en: string }) {
  const own = (lang: 'zh-cn' | 'en') => decl.labels[lang].actions?.[action];
  return { zh: own('zh-cn') ?? `${word.zh}${decl.labels['zh-cn'].noun}`, en: own('en') ?? `${word.en} ${decl.labels.en.noun}` };
}

/**
 * A screen's data declared once (DESIGN §4): the action specs of its standard actions are built
 * from the fields, so the contract, the server's handlers and the web page all read one source.
 */
export function resource<const F extends Fields>(decl: ResourceDeclaration<F>): Resource<F> {
  const base = decl as unknown as ResourceDeclaration<Fields>;
  const permission: Permission = { menu: decl.menu };
  const max = decl.maxBatch ?? 1000;
  const noun = decl.labels.en.noun;
  const make = <I, O>(
    action: string,
    word: { zh: string; en: string },
    mutates: boolean,
    input: z.ZodType,
    output: z.ZodType,
    extra: Partial<ActionSpec> = {},
  ) =>
    ({
      module: decl.module,
      action,
      summary: `${word.en} ${noun}`,
      label: label(base, action, word),
      permission,
      mutates,
      input,
      output,
      ...(decl.scope && !mutates ? { scope: { list: true } } : {}),
      ...extra,
    }) as unknown as Spec<I, O>;
  const row = rowSchema(decl.fields);
  const { actions, review } = decl;
  const built = {
    list: make(
      actions.list ?? 'list',
      { zh: '查询', en: 'List' },
      false,
      listSchema(decl.fields, decl.pageSize),
      listOf(row).extend(decl.listExtras ?? {}),
      { permission: { menu: decl.listMenu ?? decl.menu }, ...filterRefsOf(decl.fields) },
    ),
    save: actions.save
      ? make(actions.save, { zh: '新增或编辑', en: 'Add or edit' }, true, saveSchema(decl.fields), row, {
          sensitive: decl.sensitive,
          ...refsOf(decl.fields, decl.refs),
        })
      : actions.add
        ? make(actions.add, { zh: '新增', en: 'Add' }, true, saveSchema(decl.fields, true), row, {
            sensitive: decl.sensitive,
            ...refsOf(decl.fields, decl.refs),
          })
        : undefined,
    delete: actions.delete
      ? make(actions.delete, { zh: '删除', en: 'Delete' }, true, deleteSchema(max), deletedCount, { sensitive: decl.sensitive })
      : actions.deleteOne
        ? make(actions.deleteOne, { zh: '删除', en: 'Delete' }, true, z.object({ id: id() }), z.null(), {
            sensitive: decl.sensitive,
          })
        : undefined,
    remove: actions.remove
      ? make(actions.remove, { zh: '移除', en: 'Remove' }, true, removeSchema(), row, { sensitive: decl.sensitive })
      : undefined,
    toggle: actions.toggle
      ? make(actions.toggle.action, { zh: '开关', en: 'Switch' }, true, toggleSchema(actions.toggle.field), row)
      : undefined,
    export: actions.export
      ? make(actions.export, { zh: '导出', en: 'Export' }, true, exportSchema(decl.fields), exportTicket, {
          exportOf: actions.list ?? 'list',
        })
      : undefined,
    import: actions.import
      ? make(
          actions.import.action,
          { zh: '导入', en: 'Import' },
          true,
          importSchema(decl.fields, actions.import.with ?? [], actions.import.paste),
          importReport,
          { upload: 'xlsx' },
        )
      : undefined,
    check: review
      ? make(review.check, { zh: '审核', en: 'Review' }, true, checkSchema(max), checkedCount, { sensitive: decl.sensitive })
      : undefined,
    detail: actions.detail
      ? make(actions.detail, { zh: '详情', en: 'Detail of' }, false, z.object({ id: id() }), row, {
          permission: { menu: decl.listMenu ?? decl.menu },
          // One row, not a list: the kit refuses a row outside the caller's regions (403) as its writes do.
          scope: undefined,
        })
      : undefined,
  };
  const commandSpecs = Object.fromEntries(
    Object.entries(decl.commands ?? {}).map(([name, command]) => [
      name,
      make(command.action, { zh: '操作', en: 'Act on' }, true, commandSchema(command.fields ?? {}), row, {
        sensitive: command.sensitive,
        ...refsOf(command.fields ?? {}, command.refs),
        ...(command.money ? { money: true } : {}),
      }),
    ]),
  );
  const specs = [...Object.values(built), ...Object.values(commandSpecs)].filter(
    (spec): spec is NonNullable<typeof spec> => spec !== undefined,
  ) as ActionSpec[];
  const declared = { ...decl, row: row as unknown as z.ZodType<RowOf<F>>, ...built, commandSpecs, specs } as Resource<F>;
  DECLARED.add(declared);
  return declared;
}

/** Everything `resource()` built: the registry finds resources among a module's exports by this, not by shape. */
const DECLARED = new WeakSet<object>();

export function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && DECLARED.has(value);
}
