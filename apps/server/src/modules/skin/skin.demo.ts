import type { Orm } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { skins } from './skin.tables.ts';

const DAY = 86_400;

interface DemoSkin {
  en: string;
  zh: string;
  colours: [string, string];
  regions: number[];
  /** Days from now: on time (null: at once) and off time (null: never). */
  on: number | null;
  off: number | null;
  isOn?: boolean;
  topBar?: boolean;
}

/**
 * Festival skins over the regions they belong to. Ramadan is first and a Hindi/India skin last,
 * so that neither lies in one region alone. One waits for its on time (Christmas), one has gone
 * off (Songkran), one is switched off (Lunar New Year).
 */
const DEMO_SKINS: readonly DemoSkin[] = [
  { en: 'Ramadan', zh: '斋月', colours: ['#0b3d2e', '#d4af37'], regions: [1, 10], on: -10, off: 20, topBar: true },
  { en: 'National day', zh: '国庆节', colours: ['#006c35', '#ffffff'], regions: [1], on: -3, off: 4 },
  { en: 'Republic day', zh: '共和国日', colours: ['#e30a17', '#ffffff'], regions: [3], on: null, off: 30, topBar: true },
  { en: 'Christmas', zh: '圣诞节', colours: ['#c0392b', '#27ae60'], regions: [0, 9, 11], on: 15, off: 45, topBar: true },
  {
    en: 'Summer',
    zh: '夏日',
    colours: ['#00b4db', '#fdcb6e'],
    regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    on: -30,
    off: null,
  },
  { en: 'Songkran', zh: '泼水节', colours: ['#48dbfb', '#0abde3'], regions: [6], on: -40, off: -25 },
  {
    en: 'Lunar New Year',
    zh: '春节',
    colours: ['#d63031', '#fdcb6e'],
    regions: [2, 5],
    on: -5,
    off: 25,
    isOn: false,
    topBar: true,
  },
  { en: 'Diwali', zh: '排灯节', colours: ['#ff9f43', '#6c2eb9'], regions: [4, 12], on: -2, off: 12, topBar: true },
];

/** A gradient picture of the given size with the skin's name and a few lanterns, different for each skin. */
function skinSvg(skin: DemoSkin, n: number, width: number, height: number, fontSize: number): Buffer {
  const [a, b] = skin.colours;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const x = ((i * 61 + n * 37) % 90) + 5;
    const y = ((i * 29 + n * 13) % 40) + 5;
    return `<circle cx="${(x * width) / 100}" cy="${(y * height) / 100}" r="${Math.max(3, width / 30)}" fill="#fff" fill-opacity="0.35"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><rect width="${width}" height="${height}" fill="url(#g)"/>${dots}<text x="${width / 2}" y="${height / 2 + fontSize / 3}" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${skin.en}</text></svg>`,
  );
}

/** Eight festival skins with generated preview, background and (for some) top bar pictures. */
export async function insertDemoSkins(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: skins.id }).from(skins).limit(1)).length > 0) return;
  const picture = (data: Buffer) => storeGeneratedImage(db, { mime: 'image/svg+xml', data }, now);
  for (const [n, skin] of DEMO_SKINS.entries()) {
    await db.insert(skins).values({
      nameZh: skin.zh,
      nameEn: skin.en,
      preview: await picture(skinSvg(skin, n, 180, 320, 22)),
      background: await picture(skinSvg(skin, n, 360, 640, 40)),
      topBar: skin.topBar ? await picture(skinSvg(skin, n, 360, 64, 24)) : null,
      regions: skin.regions,
      onAt: skin.on === null ? null : now + skin.on * DAY,
      offAt: skin.off === null ? null : now + skin.off * DAY,
      isOn: skin.isOn ?? true,
      sort: n,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 60 * DAY,
      updatedAt: now - 60 * DAY,
    });
  }
}
