import type { ActionSpec, SpecialParts } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  type ActionContext,
  type AuditEntry,
  type Handler,
  implement,
  implementPrepared,
  type Prepare,
  type RegisteredAction,
} from './context.ts';
import { notFound } from './errors.ts';

/** Any special action's spec (contract `special`). */
type Special = ActionSpec & { special: SpecialParts };

/** A table whose rows a special action acts on, by their `id`. */
type TargetTable = PgTable & { id: PgColumn };

export type SpecialHandler<S extends Special, Row, P> = (
  input: z.output<S['input']>,
  ctx: ActionContext,
  row: Row,
  prepared: P,
) => Promise<z.input<S['output']>>;

/**
 * The server's half of a special action (contract `special`): the engine has already checked the
 * permission, the inputs, the target's region and the references; this loads the target row locked
 * (`lock`: its table), so two staff acting on one row at once meet one after the other, runs the
 * handler in the call's transaction and writes the operation-log row's target and answer itself.
 * The handler adds only what the kit cannot know: the summary (`message`) and, where the answer
 * is not the change, `before` and `after` (a handler's entries win over the kit's).
 */
export function implementSpecial<S extends Special, T extends TargetTable | undefined = undefined, P = undefined>(
  spec: S,
  options: {
    lock?: T;
    /** Slow work that writes nothing (a password's hash), done before the transaction opens (see `implementPrepared`). */
    prepare?: Prepare<S, P>;
    run: SpecialHandler<S, T extends TargetTable ? T['$inferSelect'] : undefined, P>;
  },
): RegisteredAction {
  const target = spec.special.target;
  if (options.lock && !target) throw new Error(`${spec.module}/${spec.action}: a locked row needs the declaration's target`);
  const handler: Handler<S, P> = async (input, ctx, prepared) => {
    const targetId = target ? Number((input as Record<string, unknown>)[target.field]) : undefined;
    let row: unknown;
    if (options.lock && targetId !== undefined) {
      const table = options.lock as TargetTable;
      [row] = await ctx.db.select().from(table).where(eq(table.id, targetId)).for('update');
      if (!row) throw notFound();
    }
    const own: AuditEntry = {};
    // The handler's log entries are collected, not written at once, so that they win over the kit's defaults.
    const handlerContext = Object.create(ctx, {
      audit: { value: (entry: AuditEntry) => Object.assign(own, entry) },
    }) as ActionContext;
    const output = await options.run(input as never, handlerContext, row as never, prepared);
    ctx.audit({
      ...(target ? { targetType: target.entity ?? target.type, targetId } : {}),
      after: output,
      ...own,
    });
    return output;
  };
  return options.prepare ? implementPrepared(spec, options.prepare, handler) : implement(spec, handler as Handler<S>);
}
