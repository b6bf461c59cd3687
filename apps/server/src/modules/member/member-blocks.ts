import { memberBlockActions } from '@console/contract';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { notFound } from '../../engine/errors.ts';
import type { RowHooks } from '../../engine/resource/resource-table.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { isBlacklisted } from '../device-blacklist/device-blacklist.lookup.ts';
import { rowsAboutMember } from './member.lookup.ts';
import { memberBans, members } from './member.tables.ts';
import { banRowOf, REPLACED_LIFT_REASON } from './member-moderation.actions.ts';

const { BLOCK_KINDS } = memberBlockActions;
const member = rowsAboutMember(memberBans.memberId);
/** Each block list shows the member by ID, pretty number and nickname, and keeps to the caller's regions by theirs. */
const aboutMember = { join: member.join, columns: { ...member.columns, user_id: memberBans.memberId } };
/**
 * A ban staff have not lifted holds until its end and shows as expired after it (an end lifts
 * nothing by itself). The kit's lifecycleStatus reads a record's `removedAt`, which a ban calls
 * `liftedAt`; these lists hold no lifted ban, so the state is the end's alone.
 */
const state: Pick<RowHooks, 'derived' | 'filters'> = {
  derived: {
    status: (record, now) => (record.expiresAt !== null && (record.expiresAt as number) <= now ? 'expired' : 'active'),
  },
  filters: {
    status: {
      where: (status: 'active' | 'expired', now: number) =>
        status === 'expired' ? lte(memberBans.expiresAt, now) : or(isNull(memberBans.expiresAt), gt(memberBans.expiresAt, now)),
    },
  },
};
const notLifted = isNull(memberBans.liftedAt);

/**
 * Bans and blocks (menu 21011), lists over the bans the user page makes (member_ban): banned accounts
 * (allBlockId), blocked devices and addresses (selectBlockIdAndDevice), the unblock history
 * (UnblockInformation) and one member's blocks (selectBlockId). Read only: banning and lifting stay
 * on the user page, where the evidence is.
 */
export const memberBlockActionList = [
  ...serveResource(memberBlockActions.blockedIds, memberBans, {
    ...aboutMember,
    ...state,
    where: and(eq(memberBans.kind, 'id'), notLifted),
  }),
  ...serveResource(memberBlockActions.blockedDevices, memberBans, {
    ...aboutMember,
    ...state,
    where: and(inArray(memberBans.kind, ['device', 'ip']), notLifted),
  }),
  ...serveResource(memberBlockActions.unblocks, memberBans, {
    ...aboutMember,
    where: and(
      inArray(memberBans.kind, [...BLOCK_KINDS]),
      isNotNull(memberBans.liftedAt),
      ne(memberBans.liftReason, REPLACED_LIFT_REASON),
    ),
  }),
  implement(memberBlockActions.selectBlockId, async (input, ctx) => {
    const [found] = await ctx.db
      .select({
        id: members.id,
        userNo: members.userNo,
        nickname: members.nickname,
        regionId: members.regionId,
        deviceId: members.deviceId,
        registerIp: members.registerIp,
      })
      .from(members)
      .where(eq(members.id, input.user_id));
    if (!found) throw notFound();
    const bans = await ctx.db
      .select()
      .from(memberBans)
      .where(and(eq(memberBans.memberId, found.id), inArray(memberBans.kind, [...BLOCK_KINDS]), notLifted))
      .orderBy(desc(memberBans.id));
    const [lifted] = await ctx.db
      .select({ n: count() })
      .from(memberBans)
      .where(
        and(
          eq(memberBans.memberId, found.id),
          inArray(memberBans.kind, [...BLOCK_KINDS]),
          isNotNull(memberBans.liftedAt),
          ne(memberBans.liftReason, REPLACED_LIFT_REASON),
        ),
      );
    return {
      user_id: found.id,
      user_no: found.userNo,
      nickname: found.nickname,
      region_id: found.regionId,
      blocks: bans.map((ban) => banRowOf(ban, ctx.now)).filter((ban) => ban.status === 'active'),
      device_id: found.deviceId,
      device_blacklisted: await isBlacklisted(ctx.db, 'device', found.deviceId, ctx.now),
      register_ip: found.registerIp,
      ip_blacklisted: await isBlacklisted(ctx.db, 'ip', found.registerIp, ctx.now),
      unblocks: Number(lifted?.n ?? 0),
    };
  }),
];
