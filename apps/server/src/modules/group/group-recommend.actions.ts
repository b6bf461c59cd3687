import { groupRecommendActions, Status } from '@console/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError } from '../../engine/errors.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { refuseDissolved } from './group.actions.ts';
import { chatGroups, groupChangeChecks, groupHobbies, groupPopups } from './group.tables.ts';

/** A passed check becomes the group's name or avatar; a dissolved group's change cannot pass (the whole batch is refused). */
async function applyPassed(records: Values[], ctx: ActionContext): Promise<void> {
  const ids = [...new Set(records.map((record) => Number(record.groupId)))];
  const found = await ctx.db.select().from(chatGroups).where(inArray(chatGroups.id, ids)).for('update');
  for (const group of found) refuseDissolved(group.state);
  for (const record of records) {
    const set = record.kind === 'name' ? { name: String(record.newName) } : { avatar: String(record.newAvatar) };
    await ctx.db
      .update(chatGroups)
      .set({ ...set, updatedAt: ctx.now })
      .where(eq(chatGroups.id, Number(record.groupId)));
  }
}

const checkActions = serveResource(groupRecommendActions.groupChecks, groupChangeChecks, {
  join: { table: chatGroups, on: eq(chatGroups.id, groupChangeChecks.groupId) },
  columns: { group_name: chatGroups.name },
  async afterCheck(records, result, ctx) {
    if (result === 'pass') await applyPassed(records, ctx);
  },
});

/** Groups carrying a hobby: tags hold the hobby's own name. */
const groupsCarrying = sql<number>`(SELECT count(*)::int FROM chat_group g WHERE group_hobby.name = ANY(g.tags))`;

/**
 * Hobbies: a renamed hobby is renamed on the groups carrying it, and a deleted one is taken off
 * them, so a group's tags are always hobbies of the list.
 */
const hobbyActions = serveResource(groupRecommendActions.groupHobbies, groupHobbies, {
  select: { group_count: groupsCarrying },
  async beforeSave(values, ctx, before) {
    if (!before || values.name === undefined || values.name === before.name) return;
    await ctx.db
      .update(chatGroups)
      .set({ tags: sql`array_replace(${chatGroups.tags}, ${String(before.name)}, ${String(values.name)})` })
      .where(sql`${String(before.name)} = ANY(${chatGroups.tags})`);
  },
  async beforeDelete(records, ctx) {
    for (const record of records) {
      await ctx.db
        .update(chatGroups)
        .set({ tags: sql`array_remove(${chatGroups.tags}, ${String(record.name)})` })
        .where(sql`${String(record.name)} = ANY(${chatGroups.tags})`);
    }
  },
});

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** A popup leads to a web page (its window closing after it opens is the kit's, by the declared window). */
function checkPopup(values: Values, before: Values | null): void {
  const url = savedValue(values, before, 'link_url');
  if (typeof url !== 'string' || !WEB_ADDRESS.test(url.trim())) {
    throw new ActionError(Status.invalid, 'group_popup_url_invalid', { data: { errors: { link_url: 'invalid_input' } } });
  }
}

const popupActions = serveResource(groupRecommendActions.groupPopups, groupPopups, {
  ...shelfState('shelf_state', { onAt: groupPopups.onAt, offAt: groupPopups.offAt, enabled: groupPopups.isOn }),
  beforeSave: (values, _ctx, before) => checkPopup(values, before),
});

/** Group checks, hobbies (with their xlsx import) and H5 popups: the tabs of the group list beside the groups. */
export const groupRecommendActionList = [...checkActions, ...hobbyActions, ...popupActions];
