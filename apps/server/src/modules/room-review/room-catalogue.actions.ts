import { roomBgActions, roomCertActions } from '@console/contract';
import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { invalid } from '../../engine/errors.ts';
import { shelfState } from '../../engine/resource/lifecycle.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { rowsAboutRoom } from '../room/room.lookup.ts';
import { placeRoom } from './room-place.ts';
import { roomBackgroundCatalogue as backgrounds, roomCertificationTable as certifications } from './room-review.tables.ts';

/** Official backgrounds (roomBgEdit): shelf states derived as gifts' are, in SQL for the filter; the times' order is the kit's. */
export const backgroundCatalogueActions = serveResource(roomBgActions.roomBackgrounds, backgrounds, {
  ...shelfState('shelf_state', { onAt: backgrounds.onAt, offAt: backgrounds.offAt, enabled: backgrounds.isOn }),
});

const certifiedRoom = rowsAboutRoom(certifications.roomId);
const expired = (now: number) => and(isNotNull(certifications.expiresAt), lte(certifications.expiresAt, now));

/**
 * Room certifications: the room by pretty id (unknown refused), one certification per room (a
 * second is refused on the pretty id; the unique index settles a race), valid until it expires.
 */
export const certificationActions = serveResource(roomCertActions.roomCertifications, certifications, {
  join: certifiedRoom.join,
  columns: { room_no: certifiedRoom.columns.room_no, room_name: certifiedRoom.columns.room_name },
  derived: {
    state: (record, now) => (record.expiresAt !== null && Number(record.expiresAt) <= now ? 'expired' : 'valid'),
  },
  filters: {
    state: {
      where: (state: 'valid' | 'expired', now: number) =>
        state === 'expired' ? expired(now) : or(isNull(certifications.expiresAt), gt(certifications.expiresAt, now)),
    },
  },
  async beforeSave(values, ctx, before) {
    const room = await placeRoom(values, ctx);
    if (!room) return;
    const [other] = await ctx.db
      .select({ id: certifications.id })
      .from(certifications)
      .where(and(eq(certifications.roomId, room.id), before ? ne(certifications.id, before.id) : undefined))
      .limit(1);
    if (other) throw invalid('duplicate', { room_no: 'duplicate' });
  },
});
