import { roomCrystalActions, Status } from '@console/contract';
import { and, eq, gt, lt, max, min, ne, type SQL, sql } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { ActionError, forbidden, invalid } from '../../engine/errors.ts';
import type { ServerModule } from '../../engine/registry.ts';
import type { Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { giftProfiles, giftsById } from '../gift/gift.lookup.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { insertDemoCrystal } from './room-crystal.demo.ts';
import { crystalGifts, crystalLevels, crystalRooms } from './room-crystal.tables.ts';
import { takeRoomNumber } from './room-number.ts';

/** Levels and crystal gifts apply to every region: a change by an admin holding some regions only is refused. */
function assertAllRegions(ctx: ActionContext): void {
  if (!ctx.scope.all) throw forbidden('crystal_all_regions');
}

/**
 * A higher level needs more energy: the threshold lies above every lower level's and below every
 * higher level's (the levels other than the one edited), so the crystal lights its levels in order.
 */
async function assertThresholdOrder(ctx: ActionContext, values: Values, before: Values | null): Promise<void> {
  const level = Number(values.level ?? before?.level);
  const threshold = Number(values.threshold ?? before?.threshold);
  const others = before ? ne(crystalLevels.id, Number(before.id)) : undefined;
  const bound = async (column: SQL<number | null>, where: SQL) => {
    const [found] = await ctx.db.select({ value: column }).from(crystalLevels).where(and(where, others));
    return found?.value === null || found?.value === undefined ? null : Number(found.value);
  };
  const belowValue = await bound(max(crystalLevels.threshold), lt(crystalLevels.level, level));
  const aboveValue = await bound(min(crystalLevels.threshold), gt(crystalLevels.level, level));
  if ((belowValue !== null && threshold <= belowValue) || (aboveValue !== null && threshold >= aboveValue)) {
    throw new ActionError(Status.invalid, 'crystal_threshold_order', {
      params: { below: belowValue ?? '-', above: aboveValue ?? '-' },
      data: { errors: { threshold: 'invalid_input' } },
    });
  }
}

/** The levels up to each one: the sum of reward × probability (numeric, no bigint overflow), / 100, rounded down. */
const expectedTotal = sql<number>`(SELECT floor(coalesce(sum(l.reward::numeric * l.probability), 0) / 100)::bigint
  FROM crystal_level l WHERE l.level <= crystal_level.level)`;

const gift = giftProfiles();
const room = rowsAboutRoom(crystalRooms.roomId);

/** The crystal gift's energy: left out on a new one, the gift's price. The gift must exist (any shelf state). */
async function checkCrystalGift(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  assertAllRegions(ctx);
  const giftId = Number(values.gift_id ?? before?.gift_id);
  const found = (await giftsById(ctx.db, [giftId])).get(giftId);
  if (!found) throw invalid('crystal_gift_unknown', { gift_id: 'crystal_gift_unknown' });
  if (values.energy === undefined && before === null) values.energy = found.price;
}

export const roomCrystalModule: ServerModule = {
  name: 'room-crystal',
  actions: [
    ...serveResource(roomCrystalActions.crystalLevels, crystalLevels, {
      derived: {
        expected_reward: (record) => Math.floor((Number(record.reward) * Number(record.probability)) / 100),
      },
      select: { expected_total: expectedTotal },
      async beforeSave(values, ctx, before) {
        assertAllRegions(ctx);
        await assertThresholdOrder(ctx, values, before);
      },
      beforeDelete: (_records, ctx) => assertAllRegions(ctx),
    }),
    ...serveResource(roomCrystalActions.crystalGifts, crystalGifts, {
      join: { table: gift, on: eq(gift.id, crystalGifts.giftId) },
      columns: { gift_icon: gift.icon, gift_price: gift.price },
      select: { gift_name_zh: gift.nameZh, gift_name_en: gift.nameEn },
      derived: {
        gift_name: (record, _now, lang) => String(lang === 'en-us' ? record.gift_name_en : record.gift_name_zh),
      },
      beforeSave: checkCrystalGift,
      beforeDelete: (_records, ctx) => assertAllRegions(ctx),
    }),
    ...serveResource(roomCrystalActions.crystalRooms, crystalRooms, {
      join: room.join,
      columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
      beforeSave: takeRoomNumber,
    }),
  ],
  demo: insertDemoCrystal,
};
