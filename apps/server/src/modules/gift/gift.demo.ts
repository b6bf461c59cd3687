import { giftActions, REGIONS } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { blankSvga } from '../upload/demo-effects.ts';
import { SVGA_MIME } from '../upload/effect-content.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { emoji, gifts } from './gift.tables.ts';

const COLOURS = ['#ff4d4f', '#faad14', '#52c41a', '#1677ff', '#722ed1', '#eb2f96', '#13c2c2'] as const;
const WORDS = ['Rose', 'Heart', 'Crown', 'Rocket', 'Castle', 'Star', 'Car', 'Ring', 'Cake', 'Lion', 'Yacht', 'Kiss'];
const WORDS_ZH = ['玫瑰', '爱心', '皇冠', '火箭', '城堡', '星星', '跑车', '戒指', '蛋糕', '狮子', '游艇', '飞吻'];
/** The app's Arabic names (the console searches them, the gift list shows them): a real catalogue has them all. */
const WORDS_AR = ['وردة', 'قلب', 'تاج', 'صاروخ', 'قلعة', 'نجمة', 'سيارة', 'خاتم', 'كعكة', 'أسد', 'يخت', 'قبلة'];

/** A round icon with the gift's initial, different colour for each n. */
function iconSvg(n: number, letter: string): Buffer {
  const colour = COLOURS[n % COLOURS.length];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><circle cx="48" cy="48" r="44" fill="${colour}"/><text x="48" y="62" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
  );
}

/** ~120 gifts over every type and region (some scheduled, some off shelf) and 20 emoji. */
export async function insertDemoCatalogue(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: gifts.id }).from(gifts).limit(1)).length > 0) return;
  const regionIds = REGIONS.map((region) => region.id);
  for (let n = 0; n < 120; n++) {
    const word = WORDS[n % WORDS.length] as string;
    const icon = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: iconSvg(n, word[0] as string) }, now);
    const price = [1, 10, 99, 520, 1314, 5000, 9999, 30000][n % 8] as number;
    // The dearer gifts play an effect when sent.
    const effect = price >= 1314 ? await storeGeneratedImage(db, { mime: SVGA_MIME, data: blankSvga(20 + (n % 60)) }, now) : null;
    const regions =
      n % 9 === 0 ? regionIds : [regionIds[n % regionIds.length] as number, regionIds[(n * 5 + 1) % regionIds.length] as number];
    // Every 7th waits for its on time, every 11th has gone off, every 13th is switched off.
    const onAt = n % 7 === 3 ? now + 86_400 * (1 + (n % 5)) : now - 86_400 * (30 + n);
    const offAt = n % 11 === 5 ? now - 3600 : null;
    await db.insert(gifts).values({
      nameEn: `${word} ${Math.floor(n / WORDS.length) + 1}`,
      nameZh: `${WORDS_ZH[n % WORDS_ZH.length]}${Math.floor(n / WORDS.length) + 1}`,
      nameAr: `${WORDS_AR[n % WORDS_AR.length]} ${Math.floor(n / WORDS.length) + 1}`,
      icon,
      effect,
      price,
      diamonds: Math.floor((price * 5) / 100),
      type: giftActions.GIFT_TYPES[n % giftActions.GIFT_TYPES.length] as string,
      regions: [...new Set(regions)],
      onAt,
      offAt,
      isOn: n % 13 !== 6,
      sort: n,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 86_400 * 60,
      updatedAt: now - 86_400 * 60,
    });
  }
  for (let n = 0; n < 20; n++) {
    const image = await storeGeneratedImage(
      db,
      { mime: 'image/svg+xml', data: iconSvg(n + 3, String.fromCharCode(65 + n)) },
      now,
    );
    await db.insert(emoji).values({
      name: `Emoji ${n + 1}`,
      image,
      regions: [regionIds[n % regionIds.length] as number],
      sort: n,
      isOn: n % 6 !== 5,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 86_400,
      updatedAt: now - 86_400,
    });
  }
}
