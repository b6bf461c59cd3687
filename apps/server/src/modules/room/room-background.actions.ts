import { roomBackgroundActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { rooms } from './room.tables.ts';
import { roomBackgroundReviews as reviews } from './room-background.tables.ts';

/** Room background reviews (room review): a passed background becomes its room's, in the check's transaction. */
export const roomBackgroundReviewActions = serveResource(roomBackgroundActions.roomBackgroundReviews, reviews, {
  join: { table: rooms, on: eq(rooms.id, reviews.roomId) },
  columns: { room_no: rooms.roomNo, room_name: rooms.name },
  async afterCheck(records, result, ctx) {
    if (result !== 'pass') return;
    // Two submissions of one room in a batch: the newer one is the room's background.
    const newest = new Map(records.sort((a, b) => Number(a.id) - Number(b.id)).map((r) => [Number(r.roomId), String(r.image)]));
    for (const [id, image] of newest) await ctx.db.update(rooms).set({ background: image }).where(eq(rooms.id, id));
  },
});

const PALETTES = [
  ['#141e30', '#243b55'],
  ['#ff5f6d', '#ffc371'],
  ['#2b5876', '#4e4376'],
  ['#11998e', '#38ef7d'],
  ['#8e2de2', '#4a00e0'],
  ['#f953c6', '#b91d73'],
] as const;

/** A phone-shaped background, a gradient and a soft light, different for each n. */
function backgroundSvg(n: number): Buffer {
  const [top, bottom] = PALETTES[n % PALETTES.length] ?? PALETTES[0];
  const light = `cx="${40 + ((n * 67) % 280)}" cy="${80 + ((n * 131) % 480)}" r="${60 + (n % 4) * 25}"`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="640"><linearGradient id="g" x2="0" y2="1"><stop stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient><rect width="360" height="640" fill="url(#g)"/><circle ${light} fill="#fff" fill-opacity=".2"/></svg>`,
  );
}

/** One submission for each of the first 40 demo rooms: most pending, some passed (the room's background now) or refused. */
export async function insertDemoBackgroundReviews(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: reviews.id }).from(reviews).limit(1)).length > 0) return;
  const picked = await db.select({ id: rooms.id, regionId: rooms.regionId }).from(rooms).orderBy(rooms.id).limit(40);
  for (const [n, room] of picked.entries()) {
    const image = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: backgroundSvg(n) }, now);
    const state = n % 10 === 7 ? 'passed' : n % 10 === 8 ? 'refused' : 'pending';
    const submittedAt = now - 600 - ((n * 7919) % (7 * 86_400));
    const reviewed = state === 'pending' ? {} : { reviewedByName: 'admin', reviewedAt: submittedAt + 3600 };
    const reason = state === 'refused' ? 'Shows a QR code' : '';
    await db
      .insert(reviews)
      .values({ roomId: room.id, regionId: room.regionId, image, state, submittedAt, ...reviewed, reviewReason: reason });
    if (state === 'passed') await db.update(rooms).set({ background: image }).where(eq(rooms.id, room.id));
  }
}
