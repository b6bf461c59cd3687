import {
  type CoinIssueType,
  formatWallClock,
  labelLangOf,
  type ReleaseResult,
  roomSupportActions,
  type SupportKind,
} from '@console/contract';
import { and, count, gt, inArray, max, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { askFirst } from '../../engine/errors.ts';
import { queueOn } from '../../engine/locks.ts';
import { grantCoins } from '../ledger/grant.actions.ts';
import type { RoomRef } from '../room/room.lookup.ts';
import { supportGrants } from './room-support.tables.ts';

const { RELEASE_CONFIRM_DAYS, WEEKLY_SUPPORTS, releaseNoticeLines } = roomSupportActions;
const DAY = 86_400;
/** One room's support to release: coins to each recipient through the ledger. */
export interface Release {
  room: RoomRef;
  kind: SupportKind;
  supportId?: number;
  skipId?: number;
  activity?: string;
  amount: number;
  recipientIds: readonly number[];
  reason: string;
  issueType: CoinIssueType;
}

type Notice = ReleaseResult['rooms'][number];

/**
 * The rooms' recent support: the last release within 6 days and the count within 7 (SPEC §5:
 * "released within 6 days asks for confirmation; more than 2 times a week warns").
 */
async function recentSupport(ctx: ActionContext, rooms: readonly RoomRef[]): Promise<Map<number, Notice>> {
  const recent = await ctx.db
    .select({
      roomId: supportGrants.roomId,
      last: max(
        sql<number>`CASE WHEN ${supportGrants.createdAt} > ${ctx.now - RELEASE_CONFIRM_DAYS * DAY} THEN ${supportGrants.createdAt} END`,
      ),
      week: count(),
    })
    .from(supportGrants)
    .where(
      and(
        inArray(
          supportGrants.roomId,
          rooms.map((room) => room.id),
        ),
        gt(supportGrants.createdAt, ctx.now - 7 * DAY),
      ),
    )
    .groupBy(supportGrants.roomId);
  const byId = new Map(rooms.map((room) => [room.id, room]));
  return new Map(
    recent.map((row) => {
      const room = byId.get(row.roomId) as RoomRef;
      const last = row.last === null ? null : Number(row.last);
      return [
        row.roomId,
        { room_id: room.id, room_no: room.roomNo, room_name: room.name, last_released_at: last, week_count: row.week },
      ];
    }),
  );
}

const asksFirst = (notice: Notice) => notice.last_released_at !== null || notice.week_count >= WEEKLY_SUPPORTS;

export interface Released extends ReleaseResult {
  /** The grant rows written, in the releases' order. */
  grantIds: number[];
}

/**
 * Releases support of one or more rooms, all or none, in the caller's transaction. Two releases of
 * one room queue on an advisory lock, so both see each other's row. Unless the admin confirmed
 * (ctx.confirmed), rooms released within 6 days or already twice this week stop the whole release:
 * nothing is granted and the engine asks (status 409) with a line per room. The weekly count warns
 * and never blocks: the confirmed release grants its coins and is marked over the weekly count.
 */
export async function releaseSupport(
  ctx: ActionContext,
  releases: readonly Release[],
  /** The caller checked the whole batch against the approval settings (an activity batch). */
  approvalChecked = false,
): Promise<Released> {
  const roomIds = [...new Set(releases.map((release) => release.room.id))].sort((a, b) => a - b);
  for (const roomId of roomIds) {
    await queueOn(ctx.sql, 'room_support_release', roomId);
  }
  const notices = await recentSupport(
    ctx,
    releases.map((release) => release.room),
  );
  const asking = [...notices.values()].filter(asksFirst);
  if (asking.length > 0 && !ctx.confirmed) {
    // Logged as asked (the call's row, refused with this summary); nothing is granted.
    ctx.audit({
      targetType: 'room',
      targetId: asking.map((notice) => notice.room_id).join(','),
      message: { key: 'support_confirm_asked', params: { rooms: asking.map((notice) => notice.room_no).join(', ') } },
    });
    const time = (seconds: number) => formatWallClock(seconds, ctx.timeZone).slice(0, 16);
    throw askFirst('support_confirm_question', releaseNoticeLines(asking, labelLangOf(ctx.lang), time));
  }
  const grantIds: number[] = [];
  let members = 0;
  let total = 0;
  for (const release of releases) {
    const notice = notices.get(release.room.id);
    const [row] = await ctx.db
      .insert(supportGrants)
      .values({
        roomId: release.room.id,
        regionId: release.room.regionId,
        kind: release.kind,
        supportId: release.supportId ?? null,
        skipId: release.skipId ?? null,
        activity: release.activity ?? '',
        amount: release.amount,
        recipientIds: [...release.recipientIds],
        total: release.amount * release.recipientIds.length,
        confirmed: notice?.last_released_at != null,
        overWeekly: (notice?.week_count ?? 0) >= WEEKLY_SUPPORTS,
        reason: release.reason,
        adminId: ctx.admin.adminId,
        adminName: ctx.admin.username,
        createdAt: ctx.now,
      })
      .returning({ id: supportGrants.id });
    const id = (row as { id: number }).id;
    // The ledger's source key ties each posting to its release: a release never posts twice.
    const granted = await grantCoins(ctx, {
      memberIds: release.recipientIds,
      amount: release.amount,
      issueType: release.issueType,
      reason: release.reason,
      sourceKey: `room-support:${id}`,
      approved: approvalChecked,
    });
    grantIds.push(id);
    members += granted.members;
    total += granted.total;
  }
  const overWeekly = [...notices.values()].filter((notice) => notice.week_count >= WEEKLY_SUPPORTS);
  return {
    rooms: overWeekly,
    granted: releases.length,
    members,
    total,
    grant_ids: grantIds,
    grantIds,
  };
}
