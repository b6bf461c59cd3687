import { groupActions, Status } from '@console/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ActionContext, RegisteredAction } from '../../engine/context.ts';
import { ActionError, invalid } from '../../engine/errors.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { membersByNumber } from '../member/member-numbers.lookup.ts';
import { chatGroups, groupChangeChecks, groupChatMessages, groupHobbies, groupMembers } from './group.tables.ts';

const owner = rowsAboutMember(chatGroups.ownerId);

/** A dissolved group takes no further change: every write on it (or on its members) asks this first. */
export function refuseDissolved(state: unknown): void {
  if (state === 'dissolved') throw invalid('group_dissolved');
}

/** The owner staff named by user id or number: SPEC's existing member, whose region and country the group takes. */
async function takeOwner(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const given = values.owner_no;
  delete values.owner_no;
  if (before && (given === undefined || Number(given) === Number(before.owner_no))) return;
  if (given === undefined || given === null || given === '') {
    throw new ActionError(Status.invalid, 'group_owner_required', { data: { errors: { owner_no: 'required' } } });
  }
  const member = (await membersByNumber(ctx.db, [Number(given)])).get(Number(given));
  if (!member) {
    throw new ActionError(Status.invalid, 'group_owner_unknown', {
      params: { no: String(given) },
      data: { errors: { owner_no: 'not_found' } },
    });
  }
  values.ownerId = member.id;
  values.regionId = member.regionId;
  values.countryId = member.countryId;
}

/** Tags from a comma-separated text, each a hobby of the list (by its name there, whatever the case typed). */
async function takeTags(values: Values, ctx: ActionContext): Promise<void> {
  if (values.tags === undefined) return;
  const typed = [
    ...new Set(
      String(values.tags ?? '')
        .split(/[,，]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
  const known = typed.length
    ? await ctx.db
        .select({ name: groupHobbies.name })
        .from(groupHobbies)
        .where(
          inArray(
            sql`lower(${groupHobbies.name})`,
            typed.map((tag) => tag.toLowerCase()),
          ),
        )
    : [];
  const byLower = new Map(known.map(({ name }) => [name.toLowerCase(), name]));
  const unknown = typed.filter((tag) => !byLower.has(tag.toLowerCase()));
  if (unknown.length > 0) {
    throw new ActionError(Status.invalid, 'group_tags_unknown', {
      params: { tags: unknown.join(', ') },
      data: { errors: { tags: 'invalid_choice' } },
    });
  }
  values.tags = [...new Set(typed.map((tag) => byLower.get(tag.toLowerCase()) as string))];
}

/**
 * After a save: the owner is a member of their group with the owner's role (a former owner stays
 * as a plain member), and the group's rows follow its region when a new owner moved it.
 */
async function settleOwner(ctx: ActionContext, groupId: number): Promise<void> {
  const [group] = await ctx.db.select().from(chatGroups).where(eq(chatGroups.id, groupId));
  if (!group) return;
  await ctx.db
    .update(groupMembers)
    .set({ role: 'member', updatedAt: ctx.now })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'owner'), ne(groupMembers.memberId, group.ownerId)));
  await ctx.db
    .insert(groupMembers)
    .values({ groupId, memberId: group.ownerId, role: 'owner', joinedAt: ctx.now, regionId: group.regionId, updatedAt: ctx.now })
    .onConflictDoUpdate({
      target: [groupMembers.groupId, groupMembers.memberId],
      set: { role: 'owner', mutedUntil: null, mutedForever: false, updatedAt: ctx.now },
    });
  for (const table of [groupMembers, groupChatMessages, groupChangeChecks]) {
    await ctx.db
      .update(table)
      .set({ regionId: group.regionId })
      .where(and(eq(table.groupId, groupId), ne(table.regionId, group.regionId)));
  }
}

const served = serveResource(groupActions.groups, chatGroups, {
  join: owner.join,
  columns: { owner_no: owner.columns.user_no, owner_name: owner.columns.nickname },
  select: {
    // Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own.
    member_count: sql<number>`(SELECT count(*)::int FROM group_member gm WHERE gm.group_id = chat_group.id)`,
  },
  derived: {
    tags: (record) => ((record.tags as string[] | null) ?? []).join(', '),
    dissolve_reason: (record) => String(record.dissolveReason ?? ''),
  },
  filters: {
    tags: {
      where: (text: string) =>
        sql`EXISTS (SELECT 1 FROM unnest(${chatGroups.tags}) AS t WHERE t ILIKE ${`%${text.replace(/[\\%_]/g, '\\$&')}%`})`,
    },
  },
  async beforeSave(values, ctx, before) {
    if (before) refuseDissolved(before.state);
    const name = typeof values.name === 'string' ? values.name.trim() : values.name;
    if ((!before && !name) || (before && values.name !== undefined && !name)) {
      throw new ActionError(Status.invalid, 'group_name_required', { data: { errors: { name: 'required' } } });
    }
    await takeOwner(values, ctx, before);
    await takeTags(values, ctx);
  },
  commands: {
    recommend(record) {
      refuseDissolved(record.state);
      if (record.recommended) throw invalid('group_already_recommended');
      return { recommended: true };
    },
    closeRecommend(record) {
      refuseDissolved(record.state);
      if (!record.recommended) throw invalid('group_not_recommended');
      return { recommended: false };
    },
    // Sensitive (the password again) and logged with the group before and after by the kit.
    dissolve(record, input, ctx) {
      refuseDissolved(record.state);
      return { state: 'dissolved', dissolvedAt: ctx.now, dissolveReason: input.dissolve_reason, recommended: false };
    },
  },
});

const detail = served.find((action) => action.spec === groupActions.groups.detail) as RegisteredAction;

/**
 * Groups (SPEC §7 RecommendGroup group lists; the Message group's dissolution): the kit's list,
 * export, detail, save and commands; a save then settles the owner's membership and reads the
 * group back with its member count.
 */
export const groupResourceActions: RegisteredAction[] = served.map((action) =>
  action.spec !== groupActions.groups.save
    ? action
    : {
        ...action,
        handler: async (input, ctx, prepared) => {
          const row = (await action.handler(input, ctx, prepared)) as { id: number };
          await settleOwner(ctx, row.id);
          return detail.handler({ id: row.id }, ctx, undefined);
        },
      },
);
