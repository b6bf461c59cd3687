import { familyActions, Status } from '@console/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, invalid, isUniqueViolation } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { familyMembers } from './family.tables.ts';

const { FAMILY_FOUNDERS } = familyActions;
const MEMBER_ID = /^[1-9]\d{0,17}$/;

type Key = Parameters<typeof invalid>[0];

/**
 * A refusal naming what is wrong (the message, with its values) and marking the field (a field's
 * words take no values, so the form says the short of it under the field).
 */
function refused(key: Key, field: string, params: Record<string, string | number>, fieldKey: Key): ActionError {
  return new ActionError(Status.invalid, key, { params, data: { errors: { [field]: fieldKey } } });
}

/** The founders staff typed (member ids, comma or space separated), each once, none the owner, at least five. */
export function parseFounders(text: unknown, ownerValue: number): number[] {
  const parts = String(text ?? '')
    .split(/[,\s，]+/)
    .filter((part) => part !== '');
  const ids: number[] = [];
  for (const part of parts) {
    if (!MEMBER_ID.test(part)) throw refused('family_founder_invalid', 'founder_ids', { value: part.slice(0, 32) }, 'invalid_id');
    const id = Number(part);
    if (ids.includes(id))
      throw refused('family_founder_repeated', 'founder_ids', { member: id }, 'family_founder_repeated_field');
    if (id === ownerValue)
      throw refused('family_founder_is_owner', 'founder_ids', { member: id }, 'family_founder_is_owner_field');
    ids.push(id);
  }
  if (ids.length < FAMILY_FOUNDERS) {
    const params = { need: FAMILY_FOUNDERS, count: ids.length };
    throw refused('family_founders_too_few', 'founder_ids', params, 'family_founders_too_few_field');
  }
  return ids;
}

/**
 * A family's save. An edit keeps its owner and founders (they are named once, on creation) and a
 * dissolved family refuses every change. A creation checks the owner and the founders (SPEC §5:
 * five besides the owner), all of them members of the app and in no family yet, takes the family's
 * id and region (the owner's) and writes their memberships under that id: the kit then inserts
 * the family row itself in the same transaction, so the log's `after` counts its members.
 */
export async function foundFamily(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  if (before) {
    if (before.state === 'dissolved') throw invalid('family_dissolved');
    if (values.owner_id !== undefined && Number(values.owner_id) !== Number(before.owner_id)) {
      throw invalid('family_owner_fixed', { owner_id: 'family_owner_fixed' });
    }
    if (values.founder_ids !== undefined) throw invalid('family_founders_on_edit', { founder_ids: 'family_founders_on_edit' });
    return;
  }
  if (values.owner_id === undefined) throw invalid('invalid_input', { owner_id: 'required' });
  const ownerValue = Number(values.owner_id);
  const founderValues = parseFounders(values.founder_ids, ownerValue);
  const named = await membersByNumber(ctx.db, [ownerValue, ...founderValues]);
  const unknown = [ownerValue, ...founderValues].filter((value) => !named.has(value));
  if (unknown.length > 0) {
    const field = unknown.includes(ownerValue) ? 'owner_id' : 'founder_ids';
    throw refused('family_members_unknown', field, { ids: unknown.join(', ') }, 'family_members_unknown_field');
  }
  const owner = named.get(ownerValue) as { id: number; regionId: number };
  const founders = founderValues.map((value) => (named.get(value) as { id: number }).id);
  // A pretty number and an id may name the same member twice.
  if (new Set([owner.id, ...founders]).size !== founders.length + 1) {
    const params = { member: founderValues.join(', ') };
    throw refused('family_founder_repeated', 'founder_ids', params, 'family_founder_repeated_field');
  }
  const everyone = [owner.id, ...founders];
  const taken = await ctx.db
    .select({ memberId: familyMembers.memberId })
    .from(familyMembers)
    .where(and(inArray(familyMembers.memberId, everyone), isNull(familyMembers.removedAt)));
  if (taken.length > 0) {
    const field = taken.some((row) => Number(row.memberId) === owner.id) ? 'owner_id' : 'founder_ids';
    throw refused(
      'family_members_taken',
      field,
      { ids: taken.map((row) => row.memberId).join(', ') },
      'family_members_taken_field',
    );
  }
  const { rows } = await ctx.sql.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('family', 'id'))::int AS id`);
  const familyId = Number(rows[0]?.id);
  values.id = familyId;
  values.owner_id = owner.id;
  values.regionId = owner.regionId;
  values.state = 'active';
  try {
    await ctx.db.insert(familyMembers).values(
      everyone.map((memberId, n) => ({
        familyId,
        memberId,
        role: n === 0 ? 'owner' : 'founder',
        regionId: owner.regionId,
        joinedAt: ctx.now,
      })),
    );
  } catch (error) {
    // Another save took one of them into its family between the check and the write.
    if (isUniqueViolation(error))
      throw refused('family_members_taken', 'founder_ids', { ids: everyone.join(', ') }, 'family_members_taken_field');
    throw error;
  }
}

/**
 * Live members of a family, for the lists' member counts; `familyId` names the outer query's
 * column in full (`family.id`): a bare column would read the subquery's own `id`.
 */
export const liveMemberCount = (familyId: 'family.id' | 'family_dissolution.family_id') =>
  sql<number>`(SELECT count(*)::int FROM family_member fm WHERE fm.family_id = ${sql.raw(familyId)} AND fm.removed_at IS NULL)`;
