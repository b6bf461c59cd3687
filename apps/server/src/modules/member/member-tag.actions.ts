import { memberTagActions as spec } from '@console/contract';
import { getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { invalid, notFound } from '../../engine/errors.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { likeEscape } from '../../engine/paging.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { memberLoginIps, userTags } from './member.tables.ts';

const contains = (name: string) => `%${likeEscape(name)}%`;

/** User tags (menu 1003): list, save and switch from the declaration; `name` finds either name. */
const tagActions = serveResource(spec.userTags, userTags, {
  // Spelled out: drizzle leaves single-table columns unqualified, which the subquery would bind to its own table.
  select: { member_count: sql`(SELECT count(*)::int FROM member_tag mt WHERE mt.tag_id = user_tag.id)` },
  filters: {
    name: { where: (name: string) => or(ilike(userTags.nameZh, contains(name)), ilike(userTags.nameEn, contains(name))) },
  },
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
    message: { key: 'member_tags_set' },
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

export const memberTagActionList = [...tagActions, setMemberTags, moreIp];
