import { type propActions, REGIONS } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { blankSvga } from '../upload/demo-effects.ts';
import { SVGA_MIME } from '../upload/effect-content.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { couponHoldings, coupons, nameplateGrants, nameplates, ringGrants, rings, shopProps } from './prop.tables.ts';

type PropType = propActions.PropType;
type ShopType = propActions.ShopType;

const DAY = 86_400;
const COLOURS = ['#ff6b6b', '#feca57', '#48dbfb', '#1dd1a1', '#5f27cd', '#ff9ff3', '#54a0ff', '#00d2d3', '#c8d6e5', '#ee5253'];

/** A square picture: a gradient badge with a short word on it, different for each n. */
function badgeSvg(n: number, word: string, shape: 'circle' | 'plate' = 'circle'): Buffer {
  const a = COLOURS[n % COLOURS.length] ?? '#ff6b6b';
  const b = COLOURS[(n * 3 + 1) % COLOURS.length] ?? '#48dbfb';
  const body =
    shape === 'plate'
      ? '<rect x="8" y="44" width="240" height="72" rx="36" fill="url(#g)" stroke="#fff" stroke-width="4"/>'
      : '<circle cx="80" cy="80" r="72" fill="url(#g)" stroke="#fff" stroke-width="4"/>';
  const [width, height, x, y] = shape === 'plate' ? [256, 160, 128, 90] : [160, 160, 80, 88];
  const text = word.replace(/[<>&"]/g, '');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>${body}<text x="${x}" y="${y}" font-family="sans-serif" font-size="22" font-weight="bold" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

const image = (db: Orm, now: number, n: number, word: string, shape?: 'circle' | 'plate') =>
  storeGeneratedImage(db, { mime: 'image/svg+xml', data: badgeSvg(n, word, shape) }, now);

/** The animation most nameplates and rings play in the app (every third has none, as a plain one). */
const effect = async (db: Orm, now: number, n: number) =>
  n % 3 === 2 ? '' : storeGeneratedImage(db, { mime: SVGA_MIME, data: blankSvga(30 + (n % 40)) }, now);

const PROP_NAMES: Record<PropType, [ShopType, string[]]> = {
  car: ['car', ['Falcon', 'Thunder', 'Golden Dragon', 'Night Rider', 'Desert Storm']],
  medal: ['medal', ['Star Host', 'Top Fan', 'Royal Medal', 'Veteran']],
  headdress: ['headwear', ['Crown', 'Halo', 'Rose Wreath', 'Cat Ears']],
  pretty_number: ['id_number', ['888888', '666666', '520520']],
  voucher: ['vip', ['Recharge voucher', 'Gift voucher']],
  bubble: ['vip', ['Heart bubble', 'Neon bubble', 'Galaxy bubble']],
  floating_screen: ['vip', ['Fireworks screen', 'Rocket screen']],
  relation_card: ['vip', ['Best friend card', 'Sibling card', 'Couple card']],
};

const NAMEPLATE_WORDS = [
  'King',
  'Queen',
  'Legend',
  'Angel',
  'Boss',
  'Star',
  'Hero',
  'Prince',
  'Princess',
  'Lion',
  'Eagle',
  'Tiger',
  'Rose',
  'Moon',
  'Sun',
  'Diamond',
  'Ruby',
  'Pearl',
  'Storm',
  'Flame',
  'Ocean',
  'Sky',
  'Knight',
  'Sultan',
  'Pasha',
  'Emir',
  'Raja',
  'Rani',
  'Samurai',
  'Phoenix',
];
const RING_NAMES = [
  'Silver promise',
  'Gold vow',
  'Rose gold',
  'Sapphire',
  'Ruby heart',
  'Diamond forever',
  'Moonstone',
  'Eternity',
];

/**
 * Demo rows of the prop catalogue: props of every type in every section, over one, two or all regions, 30 nameplates,
 * rings and coupons, and what members were given (sending is the economy's, so these rows stand
 * for it): nameplates sent, rings granted, coupons held, over the demo members.
 */
export async function insertDemoProps(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: shopProps.id }).from(shopProps).limit(1)).length > 0) return;
  const stamp = { createdBy: 1, createdByName: 'admin', createdAt: now - 30 * DAY };
  const regionIds = REGIONS.map((region) => region.id);
  let n = 0;
  for (const [type, [section, names]] of Object.entries(PROP_NAMES) as [PropType, [ShopType, string[]]][]) {
    for (const name of names) {
      n += 1;
      // Most props sell in one region, every third in two and every seventh in all of them.
      const one = regionIds[(n - 1) % regionIds.length] ?? 0;
      const two = regionIds[(n + 1) % regionIds.length] ?? 0;
      const regions = n % 7 === 0 ? regionIds : n % 3 === 0 ? [one, two] : [one];
      await db.insert(shopProps).values({
        name,
        shopType: section,
        propType: type,
        image: await image(db, now, n, name.slice(0, 8)),
        price: (1 + (n % 9)) * 1000,
        validityDays: [7, 15, 30][n % 3] ?? 7,
        regions,
        sort: n,
        onSale: n % 5 !== 0,
        ...stamp,
      });
    }
  }
  const plateIds: number[] = [];
  for (const [i, word] of NAMEPLATE_WORDS.entries()) {
    const [row] = await db
      .insert(nameplates)
      .values({
        name: word,
        image: await image(db, now, i, word, 'plate'),
        effect: await effect(db, now, i),
        priority: (i * 7) % 10,
        sort: i,
        ...stamp,
      })
      .returning({ id: nameplates.id });
    if (row) plateIds.push(row.id);
  }
  const ringIds: number[] = [];
  for (const [i, name] of RING_NAMES.entries()) {
    const [row] = await db
      .insert(rings)
      .values({
        name,
        image: await image(db, now, i + 40, '💍'),
        effect: await effect(db, now, i),
        price: (i + 1) * 5000,
        validityDays: 30,
        sort: i,
        isOn: i !== 7,
        ...stamp,
      })
      .returning({ id: rings.id });
    if (row) ringIds.push(row.id);
  }
  const couponRows = [
    { name: '10% off recharge', kind: 'discount', value: 10, minRecharge: 0 },
    { name: '20% off over 10000', kind: 'discount', value: 20, minRecharge: 10_000 },
    { name: 'Half price first recharge', kind: 'discount', value: 50, minRecharge: 5000 },
    { name: '500 bonus coins', kind: 'bonus_coins', value: 500, minRecharge: 3000 },
    { name: '2000 bonus coins', kind: 'bonus_coins', value: 2000, minRecharge: 20_000 },
  ];
  const couponIds: number[] = [];
  for (const [i, coupon] of couponRows.entries()) {
    const [row] = await db
      .insert(coupons)
      .values({ ...coupon, validityDays: 7 + i * 7, image: await image(db, now, i + 60, `${coupon.value}`), ...stamp })
      .returning({ id: coupons.id });
    if (row) couponIds.push(row.id);
  }
  const profiles = memberProfiles();
  const holders = await db.select({ id: profiles.id }).from(profiles).orderBy(profiles.id).limit(60);
  for (const [i, member] of holders.entries()) {
    const grantedAt = now - ((i * 7919) % (40 * DAY));
    const pick = <T>(list: T[], k: number) => list[(i * k) % list.length] as T;
    await db.insert(nameplateGrants).values({
      memberId: member.id,
      nameplateId: pick(plateIds, 7),
      grantedByName: 'admin',
      grantedAt,
      expiresAt: grantedAt + 30 * DAY,
    });
    if (i % 2 === 0) {
      const ringId = pick(ringIds, 3);
      await db.insert(ringGrants).values({
        memberId: member.id,
        ringId,
        grantedByName: 'admin',
        reason: i % 4 === 0 ? 'Event reward' : 'Compensation',
        grantedAt,
        expiresAt: grantedAt + 30 * DAY,
      });
    }
    const used = i % 3 === 0;
    await db.insert(couponHoldings).values({
      memberId: member.id,
      couponId: pick(couponIds, 2),
      used,
      usedAt: used ? grantedAt + DAY : null,
      grantedAt,
      expiresAt: grantedAt + 14 * DAY,
    });
  }
}
