import { roomBannerActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { ActionContext } from '../../engine/context.ts';
import { invalid } from '../../engine/errors.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { savedValue, type Values } from '../../engine/resource/resource-writes.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { roomsById, rowsAboutRoom } from '../room/room.lookup.ts';
import { roomByNumber, takeRoomNumber } from '../room-crystal/room-number.ts';
import { roomBannerApplications, roomBanners } from './room-topic.tables.ts';

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Where a banner leads: a web page needs its http(s) URL, a room its number (known, and in the
 * caller's regions); the target of the other kind is cleared, so a row never holds a stale one.
 */
async function checkJump(values: Values, ctx: ActionContext, before: Values | null): Promise<void> {
  const type = values.jump_type ?? before?.jump_type;
  if (type === 'url') {
    const url = savedValue(values, before, 'jump_url');
    if (typeof url !== 'string' || !WEB_ADDRESS.test(url))
      throw invalid('banner_url_required', { jump_url: 'banner_url_required' });
    values.jump_room = null;
  } else if (type === 'room') {
    const room = await roomByNumber(ctx, savedValue(values, before, 'jump_room'), 'jump_room');
    values.jump_room = room.roomNo;
    values.jump_url = null;
  } else {
    values.jump_url = null;
    values.jump_room = null;
  }
}

const bannerActions = serveResource(roomBannerActions.roomBanners, roomBanners, {
  ...shelfState('shelf_state', { onAt: roomBanners.onAt, offAt: roomBanners.offAt, enabled: roomBanners.isOn }),
  // The on and off times' order: the kit's, by the declared window.
  beforeSave: (values, ctx, before) => checkJump(values, ctx, before),
});

/** A passed application goes on the banner list at once: leading to its room, in the room's region, for the asked times. */
async function bannersOfPassed(records: Values[], ctx: ActionContext): Promise<void> {
  const rooms = await roomsById(
    ctx.db,
    records.map((record) => Number(record.roomId)),
  );
  for (const record of records) {
    const room = rooms.get(Number(record.roomId));
    const [banner] = await ctx.db
      .insert(roomBanners)
      .values({
        title: (room?.name ?? `#${String(record.roomId)}`).slice(0, 64),
        image: String(record.image),
        jumpType: 'room',
        jumpRoom: room?.roomNo ?? null,
        regions: [Number(record.regionId)],
        onAt: (record.onAt as number | null) ?? null,
        offAt: (record.offAt as number | null) ?? null,
        isOn: true,
        createdBy: ctx.admin.adminId,
        createdByName: ctx.admin.username,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: roomBanners.id });
    await ctx.db
      .update(roomBannerApplications)
      .set({ bannerId: banner?.id ?? null })
      .where(eq(roomBannerApplications.id, Number(record.id)));
  }
}

const room = rowsAboutRoom(roomBannerApplications.roomId);

const applicationActions = serveResource(roomBannerActions.roomBannerApplications, roomBannerApplications, {
  join: room.join,
  columns: { room_no: room.columns.room_no, room_name: room.columns.room_name },
  async beforeSave(values, ctx, before) {
    if (before && before.state !== 'pending') throw invalid('banner_application_decided');
    await takeRoomNumber(values, ctx, before);
    if (!before) values.submittedAt = ctx.now;
  },
  async afterCheck(records, result, ctx) {
    if (result === 'pass') await bannersOfPassed(records, ctx);
  },
});

/** Room banners and the banners rooms apply for (SPEC §7 RoomTopic roomBanner… and roomBannerApplication…). */
export const roomBannerActionList = [...bannerActions, ...applicationActions];
