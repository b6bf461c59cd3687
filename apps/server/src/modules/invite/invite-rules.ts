import { Status } from '@console/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden, invalid, isUniqueViolation } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { membersByNumber, type NumberedMember } from '../member/member-numbers.lookup.ts';
import { invites } from './invite.tables.ts';

type Key = Parameters<typeof invalid>[0];

/** A refusal with values in its message and a short word under the field. */
function refused(key: Key, field: string, params: Record<string, string | number>, fieldKey: Key): ActionError {
  return new ActionError(Status.invalid, key, { params, data: { errors: { [field]: fieldKey } } });
}

/** The live bindings of these invitees: invitee id → inviter id. */
export async function liveInviters(db: Orm, inviteeIds: readonly number[]): Promise<Map<number, number>> {
  if (inviteeIds.length === 0) return new Map();
  const rows = await db
    .select({ inviteeId: invites.inviteeId, inviterId: invites.inviterId })
    .from(invites)
    .where(and(inArray(invites.inviteeId, [...inviteeIds]), eq(invites.state, 'bound')));
  return new Map(rows.map((row) => [Number(row.inviteeId), Number(row.inviterId)]));
}

/** The member a typed id or pretty number names, or the refusal under its field. */
async function memberNamed(db: Orm, value: unknown, field: string): Promise<NumberedMember> {
  if (value === undefined || value === null || value === '') throw invalid('invalid_input', { [field]: 'required' });
  const named = await membersByNumber(db, [Number(value)]);
  const member = named.get(Number(value));
  if (!member) throw refused('invite_member_unknown', field, { id: String(value) }, 'invite_row_unknown');
  return member;
}

/**
 * `addInvite`: both members exist (by id or pretty number), they differ, and the invitee has no
 * inviter yet. The row takes the invitee's region (the kit then keeps it inside the caller's).
 */
export async function checkNewInvite(values: Values, ctx: ActionContext): Promise<void> {
  const invitee = await memberNamed(ctx.db, values.invitee_id, 'invitee_id');
  const inviter = await memberNamed(ctx.db, values.inviter_id, 'inviter_id');
  if (invitee.id === inviter.id) throw invalid('invite_self', { invitee_id: 'invite_self_field' });
  // Before saying whom they are bound to: nothing about another region's member is told.
  if (!scopeAllows(ctx.scope, invitee.regionId, invitee.countryId)) throw forbidden('out_of_region');
  const bound = (await liveInviters(ctx.db, [invitee.id])).get(invitee.id);
  if (bound !== undefined) {
    throw refused('invite_already_bound', 'invitee_id', { id: invitee.id, inviter: bound }, 'invite_already_bound_field');
  }
  Object.assign(values, {
    invitee_id: invitee.id,
    inviter_id: inviter.id,
    regionId: invitee.regionId,
    countryId: invitee.countryId,
    source: 'manual',
    state: 'bound',
    boundAt: ctx.now,
  });
}

/** `unbind` (from bound only, by the declared lifecycle): a live binding ends with the reason given, kept as history. */
export function unbindInvite(_record: Values, input: Values, ctx: ActionContext): Values {
  return {
    unboundAt: ctx.now,
    unboundBy: ctx.admin.adminId,
    unboundByName: ctx.admin.username,
    unbindReason: String(input.reason),
  };
}

/**
 * `bindInvite` (from unbound only, by the declared lifecycle): an unbound invitation bound again (an unbinding by mistake), while its invitee has
 * no other inviter; the unbinding's reason is cleared with it, the log keeps it.
 */
export async function rebindInvite(record: Values, _input: Values, ctx: ActionContext): Promise<undefined> {
  const invitee = Number(record.inviteeId);
  const bound = (await liveInviters(ctx.db, [invitee])).get(invitee);
  if (bound !== undefined)
    throw new ActionError(Status.invalid, 'invite_already_bound', { params: { id: invitee, inviter: bound } });
  try {
    // Written here rather than by the kit so a racing binding meets the unique index inside the catch.
    await ctx.db
      .update(invites)
      .set({
        state: 'bound',
        boundAt: ctx.now,
        unboundAt: null,
        unboundBy: null,
        unboundByName: '',
        unbindReason: '',
        updatedAt: ctx.now,
      })
      .where(eq(invites.id, Number(record.id)));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ActionError(Status.invalid, 'invite_already_bound', { params: { id: invitee, inviter: '?' } });
    throw error;
  }
  return undefined;
}
