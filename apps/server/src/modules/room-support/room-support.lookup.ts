import { desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { supportGrants, supportRooms } from './room-support.tables.ts';

export interface RoomSupportRecord {
  id: number;
  kind: string;
  activity: string;
  amount: number;
  total: number;
  recipientIds: number[];
  overWeekly: boolean;
  adminName: string;
  createdAt: number;
}

/**
 * A room's support, for a screen of one room (room detail's "support records", SPEC §3): whether
 * it is a support room (its administrators and coins each), and its latest releases.
 * The caller has checked the room is in the admin's regions.
 */
export async function roomSupportOf(
  db: Orm,
  roomId: number,
  limit = 20,
): Promise<{ supportRoom: { kind: string; adminIds: number[]; amount: number } | null; releases: RoomSupportRecord[] }> {
  const [support] = await db
    .select({ kind: supportRooms.kind, adminIds: supportRooms.adminIds, amount: supportRooms.amount })
    .from(supportRooms)
    .where(eq(supportRooms.roomId, roomId));
  const releases = await db
    .select({
      id: supportGrants.id,
      kind: supportGrants.kind,
      activity: supportGrants.activity,
      amount: supportGrants.amount,
      total: supportGrants.total,
      recipientIds: supportGrants.recipientIds,
      overWeekly: supportGrants.overWeekly,
      adminName: supportGrants.adminName,
      createdAt: supportGrants.createdAt,
    })
    .from(supportGrants)
    .where(eq(supportGrants.roomId, roomId))
    .orderBy(desc(supportGrants.createdAt), desc(supportGrants.id))
    .limit(limit);
  const numbers = (ids: unknown) => ((ids as number[] | null) ?? []).map(Number);
  return {
    supportRoom: support ? { kind: support.kind, adminIds: numbers(support.adminIds), amount: Number(support.amount) } : null,
    releases: releases.map((row) => ({
      ...row,
      amount: Number(row.amount),
      total: Number(row.total),
      recipientIds: numbers(row.recipientIds),
    })),
  };
}
