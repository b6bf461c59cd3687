import { memberTagActions as spec } from '@console/contract';
import { eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { type ActionContext, implement } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { likeEscape } from '../../engine/paging.ts';
import { memberLoginIps, userTags } from './member.tables.ts';

type Tag = typeof userTags.$inferSelect & { memberCount: number };

// Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own table.
const memberCount = sql<number>`(SELECT count(*)::int FROM member_tag mt WHERE mt.tag_id = user_tag.id)`;

const tagRow = (t: Tag) => ({
  id: t.id,
  name_zh: t.nameZh,
  name_en: t.nameEn,
  color: t.color,
  is_on: t.isOn,
  member_count: t.memberCount,
});

const tagList: ListDefinition<ReturnType<typeof tagRow>> = {
  fields: { ...getTableColumns(userTags), memberCount },
  source: (db, fields) => db.select(fields).from(userTags).$dynamic(),
  key: userTags.id,
  order: 'asc',
  filters: {
    name: {
      where: (name: string) =>
        or(ilike(userTags.nameZh, `%${likeEscape(name)}%`), ilike(userTags.nameEn, `%${likeEscape(name)}%`)),
    },
    is_on: { eq: userTags.isOn },
  },
  toRow: (record) => tagRow(record as Tag),
};

async function tagOf(ctx: ActionContext, id: number) {
  const [tag] = await ctx.db
    .select({ ...getTableColumns(userTags), memberCount })
    .from(userTags)
    .where(eq(userTags.id, id));
  if (!tag) throw notFound();
  return tagRow(tag);
}

const list = implement(spec.userTagList, (input, ctx) => runList(ctx, tagList, input));

const save = implement(spec.userTagSave, async (input, ctx) => {
  const values = { nameZh: input.name_zh, nameEn: input.name_en, color: input.color, updatedAt: ctx.now };
  if (input.id === undefined) {
    const [created] = await ctx.db.insert(userTags).values(values).returning({ id: userTags.id });
    const row = await tagOf(ctx, created!.id);
    ctx.audit({ targetType: 'user_tag', targetId: row.id, summary: `Create tag ${row.name_en}`, after: row });
    return row;
  }
  const before = await tagOf(ctx, input.id);
  await ctx.db.update(userTags).set(values).where(eq(userTags.id, input.id));
  const after = await tagOf(ctx, input.id);
  ctx.audit({ targetType: 'user_tag', targetId: input.id, summary: `Change tag ${after.name_en}`, before, after });
  return after;
});

const isOn = implement(spec.userTagIsOn, async (input, ctx) => {
  const before = await tagOf(ctx, input.id);
  await ctx.db.update(userTags).set({ isOn: input.is_on, updatedAt: ctx.now }).where(eq(userTags.id, input.id));
  const after = await tagOf(ctx, input.id);
  ctx.audit({
    targetType: 'user_tag',
    targetId: input.id,
    summary: `Switch tag ${after.name_en} ${input.is_on ? 'on' : 'off'}`,
    before,
    after,
  });
  return after;
});

const setMemberTags = implement(spec.setMemberTags, async (input, ctx) => {
  const ids = [...new Set(input.tag_ids)];
  const { rows: member } = await ctx.sql.query('SELECT 1 FROM member WHERE id = $1 FOR UPDATE', [input.user_id]);
  if (member.length === 0) throw notFound();
  const { rows: usable } = await ctx.sql.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM user_tag WHERE id = ANY($1::bigint[]) AND is_on',
    [ids],
  );
  if (usable[0]?.n !== ids.length) throw invalid('invalid_input', { tag_ids: 'invalid_choice' });
  const { rows: before } = await ctx.sql.query<{ tag_id: number }>(
    'SELECT tag_id FROM member_tag WHERE member_id = $1 ORDER BY tag_id',
    [input.user_id],
  );
  await ctx.sql.query('DELETE FROM member_tag WHERE member_id = $1', [input.user_id]);
  await ctx.sql.query('INSERT INTO member_tag (member_id, tag_id) SELECT $1, unnest($2::bigint[])', [input.user_id, ids]);
  const after = ids.sort((a, b) => a - b);
  ctx.audit({
    targetType: 'member',
    targetId: input.user_id,
    summary: 'Set member tags',
    before: before.map((r) => r.tag_id),
    after,
  });
  return { user_id: input.user_id, tag_ids: after };
});

type LoginIp = typeof memberLoginIps.$inferSelect;

const ipList: ListDefinition<{
  id: number;
  ip: string;
  device_id: string;
  times: number;
  first_time: number;
  last_time: number;
}> = {
  fields: getTableColumns(memberLoginIps),
  source: (db, fields) => db.select(fields).from(memberLoginIps).$dynamic(),
  key: memberLoginIps.id,
  sortable: { last_time: memberLoginIps.lastTime },
  filters: { user_id: { eq: memberLoginIps.memberId } },
  toRow: (record) => {
    const r = record as LoginIp;
    return { id: r.id, ip: r.ip, device_id: r.deviceId, times: r.times, first_time: r.firstTime, last_time: r.lastTime };
  },
};

const moreIp = implement(spec.memberMoreIp, (input, ctx) => runList(ctx, ipList, { sort: 'last_time', ...input }));

export const memberTagActionList = [list, save, isOn, setMemberTags, moreIp];
