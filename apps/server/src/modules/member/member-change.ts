import { type LOG_WORDS, type LogMessage, logWords } from '@console/contract';
import type { ActionContext } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import { recordProfileChanges } from './member-profile-history.ts';

/** Columns a profile edit may write, by wire field name. */
const COLUMNS = {
  nickname: 'nickname',
  avatar: 'avatar',
  signature: 'signature',
  user_no: 'user_no',
  country_id: 'country_id',
  region_id: 'region_id',
  phone_region: 'phone_region',
  phone: 'phone',
  email: 'email',
  wealth_level: 'wealth_level',
  charm_level: 'charm_level',
  activity_level: 'activity_level',
  gender: 'gender',
  birthday: 'birthday',
  province: 'province',
  hobbies: 'hobbies',
  svip_level: 'svip_level',
  svip_expires_at: 'svip_expires_at',
  game_privilege: 'game_privilege',
  avatar_blocked_until: 'avatar_blocked_until',
} as const satisfies Record<keyof (typeof LOG_WORDS)['member_field'], string>;
export type MemberField = keyof typeof COLUMNS;

/** The log's summary of an edit: the fields staff changed, in words of both languages. */
export const changed = (...fields: MemberField[]): LogMessage => ({
  key: 'member_change',
  params: { fields: logWords('member_field', fields) },
});

/** Writes some profile fields of one member and logs them before and after, summarised by `message`. */
export async function change(
  ctx: ActionContext,
  userId: number,
  values: Partial<Record<MemberField, unknown>>,
  message: LogMessage,
) {
  const fields = Object.keys(values) as MemberField[];
  const columns = fields.map((field) => COLUMNS[field]);
  const { rows } = await ctx.sql.query<Record<string, unknown>>(
    `SELECT ${columns.join(', ')} FROM member WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  const before = rows[0];
  if (!before) throw notFound();
  await ctx.sql.query(`UPDATE member SET ${columns.map((column, i) => `${column} = $${i + 2}`).join(', ')} WHERE id = $1`, [
    userId,
    ...fields.map((field) => values[field]),
  ]);
  if (values.region_id !== undefined && Number(before.region_id) !== Number(values.region_id)) {
    // Kept apart from the log so region-limited activities can read who moved when (issue 30).
    await ctx.sql.query(
      'INSERT INTO member_region_change (member_id, from_region, to_region, changed_at) VALUES ($1, $2, $3, $4)',
      [userId, before.region_id, values.region_id, ctx.now],
    );
  }
  const after = Object.fromEntries(fields.map((field) => [field, values[field]]));
  await recordProfileChanges(ctx, userId, before, after);
  ctx.audit({ targetType: 'member', targetId: userId, message, before, after });
  return { user_id: userId, field: fields.join(','), before, after };
}
