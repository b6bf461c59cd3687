import {
  AVATAR_RESET_BLOCK_SECONDS,
  formatWallClock,
  logWord,
  logWords,
  memberDestroyActions,
  Status,
  memberEditActions as spec,
} from '@console/contract';
import { eq } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { ActionError, forbidden, invalid, notFound } from '../../engine/errors.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { scopeAllows } from '../../engine/scope.ts';
import { implementSpecial } from '../../engine/special.ts';
import { countryRegions } from '../country/country.lookup.ts';
import { uploadsStored } from '../upload/upload.lookup.ts';
import { memberDestroys, members } from './member.tables.ts';
import { change, changed, type MemberField } from './member-change.ts';

const saveNickname = implementSpecial(spec.saveNickname, {
  lock: members,
  run: (input, ctx) => change(ctx, input.user_id, { nickname: input.nickname }, changed('nickname')),
});

const saveAvatar = implementSpecial(spec.saveAvatar, {
  lock: members,
  run: async (input, ctx) => {
    const [member] = await ctx.db
      .select({ blockedUntil: members.avatarBlockedUntil })
      .from(members)
      .where(eq(members.id, input.user_id));
    const blockedUntil = member?.blockedUntil ?? null;
    if (blockedUntil !== null && blockedUntil > ctx.now) {
      const until = formatWallClock(blockedUntil, ctx.timeZone);
      throw new ActionError(Status.invalid, 'avatar_blocked', {
        params: { until },
        data: { errors: { avatar: 'avatar_blocked' } },
      });
    }
    const stored = await uploadsStored(ctx.db, [input.avatar.slice('/files/'.length)]);
    if (stored.size === 0) throw invalid('invalid_input', { avatar: 'invalid_choice' });
    return change(ctx, input.user_id, { avatar: input.avatar }, changed('avatar'));
  },
});

const saveUserNo = implement(spec.saveUserNo, async (input, ctx) => {
  const { rows } = await ctx.sql.query('SELECT 1 FROM member WHERE user_no = $1 AND id <> $2', [input.user_no, input.user_id]);
  if (rows.length > 0) throw invalid('duplicate', { user_no: 'duplicate' });
  return change(ctx, input.user_id, { user_no: input.user_no }, changed('user_no'));
});

/** The region follows the country; a scoped admin cannot move a member out of their own reach. */
const saveCountry = implement(spec.saveCountry, async (input, ctx) => {
  const regionId = (await countryRegions(ctx.db, [input.country_id])).get(input.country_id);
  if (regionId === undefined) throw invalid('invalid_input', { country_id: 'invalid_id' });
  if (!scopeAllows(ctx.scope, regionId, input.country_id)) throw forbidden('out_of_region');
  return change(ctx, input.user_id, { country_id: input.country_id, region_id: regionId }, changed('country_id'));
});

const saveMobile = implementSpecial(spec.saveMobile, {
  lock: members,
  run: (input, ctx) => {
    const region = input.phone_region.startsWith('+') ? input.phone_region : `+${input.phone_region}`;
    return change(ctx, input.user_id, { phone_region: region, phone: input.phone }, changed('phone'));
  },
});

const saveEmail = implementSpecial(spec.saveEmail, {
  lock: members,
  run: (input, ctx) => change(ctx, input.user_id, { email: input.email.toLowerCase() }, changed('email')),
});

const saveLevel = implementSpecial(spec.saveLevel, {
  lock: members,
  run: (input, ctx) => {
    const field = `${input.level_type}_level` as const satisfies MemberField;
    return change(
      ctx,
      input.user_id,
      { [field]: input.level },
      {
        key: 'member_level_set',
        params: { level: logWord('member_field', field), value: input.level },
      },
    );
  },
});

const resetUserInfo = implement(spec.resetUserInfo, async (input, ctx) => {
  const { rows } = await ctx.sql.query<{ user_no: number }>('SELECT user_no FROM member WHERE id = $1', [input.user_id]);
  if (!rows[0]) throw notFound();
  const defaults: Record<string, unknown> = { nickname: `user${rows[0].user_no}`, avatar: '', signature: '' };
  const values: Record<string, unknown> = Object.fromEntries(input.fields.map((field) => [field, defaults[field]]));
  // A reset avatar keeps the default for 30 days (SPEC §9); the block is logged with the reset.
  if (input.fields.includes('avatar')) values.avatar_blocked_until = ctx.now + AVATAR_RESET_BLOCK_SECONDS;
  return change(ctx, input.user_id, values, { key: 'member_reset', params: { fields: logWords('member_field', input.fields) } });
});

/** Deregistrations (menu 21009): a read-only list, with the member's number, nickname and region. */
const userDestroyActions = serveResource(memberDestroyActions.userDestroys, memberDestroys, {
  join: { table: members, on: eq(members.id, memberDestroys.memberId) },
  columns: {
    user_id: memberDestroys.memberId,
    user_no: members.userNo,
    nickname: members.nickname,
    region_id: members.regionId,
    country_id: members.countryId,
  },
});

export const memberEditActions = [
  saveNickname,
  saveAvatar,
  saveUserNo,
  saveCountry,
  saveMobile,
  saveEmail,
  saveLevel,
  resetUserInfo,
  ...userDestroyActions,
];
