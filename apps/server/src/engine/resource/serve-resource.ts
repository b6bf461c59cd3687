import { type Resource, type ReviewResult, refFieldNames } from '@console/contract';
import { type ActionContext, implement, type RegisteredAction, readingReplica } from '../context.ts';
import { implementExport } from '../export/export.ts';
import type { ExportContext } from '../export/export-batches.ts';
import { runList } from '../list/list.ts';
import { withRefNames } from './ref-names.ts';
import { exportColumns } from './resource-export.ts';
import { importRows } from './resource-import.ts';
import { checkRows, type ReviewHooks } from './resource-review.ts';
import { ResourceColumns, type ResourceTable, type RowHooks } from './resource-table.ts';
import {
  commandRow,
  deleteRows,
  readRow,
  removeRow,
  saveRow,
  toggleRow,
  type Values,
  type WriteHooks,
} from './resource-writes.ts';
import { withWindowState } from './time-window.ts';

/** What a list page answers beside its rows. */
export interface ListAnswerHooks {
  /** The values of the declaration's `listExtras`, for the caller (the risk list's channel names in their language). */
  listExtras?: (ctx: ActionContext) => Record<string, unknown> | Promise<Record<string, unknown>>;
}

export type ResourceHooks = RowHooks & WriteHooks & ListAnswerHooks & ReviewHooks;

/**
 * The server side of a resource (DESIGN §4): list, save, delete, toggle, export, import and the
 * review preset's check, all derived from the declaration and its Drizzle table. Region scope
 * applies to every one of them, reads in the query and writes on the locked rows; the hooks carry
 * a screen's special rules. Actions the resource does not declare are not served.
 */
export function serveResource(resource: Resource, table: ResourceTable, hooks: ResourceHooks = {}): RegisteredAction[] {
  const { listExtras } = hooks;
  if (resource.listExtras && !listExtras) throw new Error(`${resource.module}: listExtras declared, no hook gives them`);
  const columns = new ResourceColumns(resource, table, withWindowState(resource, table, hooks));
  const list = columns.listDefinition();
  const { sortBy } = resource;
  const served: RegisteredAction[] = [
    readingReplica(
      implement(resource.list, async (input, ctx) => {
        const call = input as Record<string, unknown>;
        const page = await runList(ctx, list, { ...call, sort: call.sort ?? sortBy } as never);
        page.list = await withRefNames(ctx, resource, await columns.children.attach(ctx.db, page.list, ctx.lang));
        return listExtras ? { ...page, ...(await listExtras(ctx)) } : page;
      }),
    ),
  ];
  // A row answered after a change carries its references' names, as the list's do.
  const named = async (ctx: ActionContext, row: Values & { id: number }) => (await withRefNames(ctx, resource, [row]))[0];
  if (resource.save)
    served.push(implement(resource.save, async (input, ctx) => named(ctx, await saveRow(ctx, columns, hooks, input as Values))));
  if (resource.remove) {
    served.push(
      implement(resource.remove, (input, ctx) => {
        const { id, reason } = input as { id: number; reason: string };
        return removeRow(ctx, columns, id, reason);
      }),
    );
  }
  if (resource.delete) {
    const one = resource.actions.deleteOne !== undefined;
    served.push(
      implement(resource.delete, async (input, ctx) => {
        const { ids, id } = input as { ids?: number[]; id?: number };
        const deleted = await deleteRows(ctx, columns, hooks, ids ?? [id as number]);
        return one ? null : deleted;
      }),
    );
  }
  const toggle = resource.actions.toggle;
  if (resource.toggle && toggle) {
    served.push(
      implement(resource.toggle, (input, ctx) => {
        const { id, [toggle.field]: on } = input as { id: number } & Values;
        return toggleRow(ctx, columns, toggle.field, id, on as boolean).then((row) => named(ctx, row));
      }),
    );
  }
  if (resource.export) {
    served.push(
      implementExport<NonNullable<typeof resource.export>, Values>(resource.export, {
        list,
        fileName: resource.namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        columns: exportColumns(resource, columns),
        // The export names references as the list does: per batch, inside the exporting admin's regions.
        ...(refFieldNames(resource.fields).length > 0
          ? {
              enrich: (context: ExportContext, rows: Values[]) =>
                withRefNames(context, resource, rows as (Values & { id: number })[]),
            }
          : {}),
      }),
    );
  }
  if (resource.detail)
    served.push(
      implement(resource.detail, async (input, ctx) => named(ctx, await readRow(ctx, columns, (input as { id: number }).id))),
    );
  for (const [name, spec] of Object.entries(resource.commandSpecs)) {
    // A bare transition (the kit sets the state) needs no handler; any other command does.
    const handler = hooks.commands?.[name] ?? (resource.lifecycle?.transitions[name] ? () => undefined : undefined);
    if (!handler) throw new Error(`${resource.module}: command ${name} declared, no handler given`);
    const command = { name, handler, label: spec.label ?? { zh: spec.summary, en: spec.summary } };
    served.push(
      implement(spec, async (input, ctx) =>
        named(ctx, await commandRow(ctx, columns, command, input as Values & { id: number })),
      ),
    );
  }
  if (resource.import) served.push(implement(resource.import, (input, ctx) => importRows(ctx, columns, hooks, input as Values)));
  if (resource.check) {
    served.push(
      implement(resource.check, (input, ctx) =>
        checkRows(ctx, columns, hooks, input as { ids: number[]; result: ReviewResult; reason?: string }),
      ),
    );
  }
  return served;
}
