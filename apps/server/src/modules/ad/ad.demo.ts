import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { ads } from './ad.tables.ts';

const DAY = 86_400;

type Kind = 'banner' | 'popup' | 'splash';
type Jump = 'none' | 'h5' | 'url' | 'room' | 'recharge';

interface DemoAd {
  kind: Kind;
  title: string;
  colours: [string, string];
  regions: number[];
  jump: Jump;
  /** An address for h5/url; a room jump takes a demo room's number. */
  url?: string;
  frequency?: 'every_open' | 'daily' | 'once';
  /** Days from now: on time (null: at once) and off time (null: never). */
  on: number | null;
  off: number | null;
  isOn?: boolean;
}

/**
 * Ads an operator of a voice-chat app would run: recharge offers, events, rooms to visit, splash
 * screens for festivals. Every shelf state shows: on shelf, going on shelf (Christmas, World Cup),
 * to go live (switched off before its time: Black Friday), off shelf by time (Songkran) or by the
 * switch (Old top-up banner).
 */
const DEMO_ADS: readonly DemoAd[] = [
  {
    kind: 'banner',
    title: 'Ramadan recharge bonus',
    colours: ['#0b3d2e', '#d4af37'],
    regions: [1, 10],
    jump: 'recharge',
    on: -10,
    off: 20,
  },
  {
    kind: 'banner',
    title: 'Weekly star ranking',
    colours: ['#6c5ce7', '#a29bfe'],
    regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    jump: 'h5',
    url: 'https://event.example.com/weekly-star',
    on: -30,
    off: null,
  },
  {
    kind: 'banner',
    title: 'Visit the official room',
    colours: ['#0984e3', '#74b9ff'],
    regions: [1],
    jump: 'room',
    on: -5,
    off: 25,
  },
  {
    kind: 'banner',
    title: 'Family war season 3',
    colours: ['#d63031', '#fab1a0'],
    regions: [1, 3],
    jump: 'h5',
    url: 'https://event.example.com/family-war/3',
    on: -2,
    off: 12,
  },
  {
    kind: 'banner',
    title: 'Christmas gifts are here',
    colours: ['#c0392b', '#27ae60'],
    regions: [0, 9, 11],
    jump: 'h5',
    url: 'https://event.example.com/christmas',
    on: 15,
    off: 45,
  },
  {
    kind: 'banner',
    title: 'Songkran water party',
    colours: ['#48dbfb', '#0abde3'],
    regions: [6],
    jump: 'room',
    on: -40,
    off: -25,
  },
  {
    kind: 'banner',
    title: 'Old top-up banner',
    colours: ['#636e72', '#b2bec3'],
    regions: [0],
    jump: 'recharge',
    on: -60,
    off: 30,
    isOn: false,
  },
  {
    kind: 'banner',
    title: 'Diwali lights festival',
    colours: ['#ff9f43', '#6c2eb9'],
    regions: [4, 12],
    jump: 'h5',
    url: 'https://event.example.com/diwali',
    on: -2,
    off: 12,
  },
  {
    kind: 'banner',
    title: 'Invite friends, earn coins',
    colours: ['#00b894', '#55efc4'],
    regions: [0, 1, 4],
    jump: 'h5',
    url: 'https://event.example.com/invite',
    on: null,
    off: null,
  },
  {
    kind: 'banner',
    title: 'Follow us on Instagram',
    colours: ['#e84393', '#fd79a8'],
    regions: [0, 9],
    jump: 'url',
    url: 'https://www.instagram.com/example',
    on: -20,
    off: null,
  },
  {
    kind: 'popup',
    title: 'First recharge double coins',
    colours: ['#fdcb6e', '#e17055'],
    regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    jump: 'recharge',
    frequency: 'once',
    on: -90,
    off: null,
  },
  {
    kind: 'popup',
    title: 'National day celebration',
    colours: ['#006c35', '#ffffff'],
    regions: [1],
    jump: 'h5',
    url: 'https://event.example.com/national-day',
    frequency: 'daily',
    on: -3,
    off: 4,
  },
  {
    kind: 'popup',
    title: 'Black Friday coin sale',
    colours: ['#2d3436', '#fdcb6e'],
    regions: [0, 3],
    jump: 'recharge',
    frequency: 'daily',
    on: 20,
    off: 24,
    isOn: false,
  },
  {
    kind: 'popup',
    title: 'Lucky box is back',
    colours: ['#a29bfe', '#fd79a8'],
    regions: [2, 5],
    jump: 'h5',
    url: 'https://event.example.com/lucky-box',
    frequency: 'every_open',
    on: -1,
    off: 6,
  },
  {
    kind: 'popup',
    title: 'World Cup predictions',
    colours: ['#00cec9', '#0984e3'],
    regions: [1, 3, 9],
    jump: 'h5',
    url: 'https://event.example.com/world-cup',
    frequency: 'daily',
    on: 30,
    off: 60,
  },
  {
    kind: 'popup',
    title: 'Summer room contest',
    colours: ['#00b4db', '#fdcb6e'],
    regions: [4],
    jump: 'room',
    frequency: 'once',
    on: -50,
    off: -10,
  },
  { kind: 'splash', title: 'Eid Mubarak', colours: ['#0b3d2e', '#55efc4'], regions: [1, 10], jump: 'none', on: -1, off: 3 },
  { kind: 'splash', title: 'Lunar New Year', colours: ['#d63031', '#fdcb6e'], regions: [2, 5], jump: 'none', on: 40, off: 47 },
  { kind: 'splash', title: 'Republic day', colours: ['#e30a17', '#ffffff'], regions: [3], jump: 'none', on: -100, off: -99 },
  {
    kind: 'splash',
    title: 'App anniversary',
    colours: ['#6c5ce7', '#fdcb6e'],
    regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12],
    jump: 'h5',
    url: 'https://event.example.com/anniversary',
    on: 8,
    off: 10,
  },
];

const SIZES: Record<Kind, [number, number, number]> = { banner: [690, 240, 34], popup: [540, 720, 38], splash: [360, 640, 30] };

/** A gradient picture in the kind's shape with the ad's title, different for each ad. */
function adSvg(ad: DemoAd, n: number): Buffer {
  const [width, height, fontSize] = SIZES[ad.kind];
  const [a, b] = ad.colours;
  const dots = Array.from({ length: 7 }, (_, i) => {
    const x = ((i * 53 + n * 31) % 90) + 5;
    const y = ((i * 37 + n * 17) % 80) + 10;
    return `<circle cx="${(x * width) / 100}" cy="${(y * height) / 100}" r="${Math.max(4, width / 40)}" fill="#fff" fill-opacity="0.3"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><rect width="${width}" height="${height}" rx="16" fill="url(#g)"/>${dots}<text x="${width / 2}" y="${height / 2 + fontSize / 3}" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#fff" text-anchor="middle">${ad.title}</text></svg>`,
  );
}

/** Twenty ads and popups with generated pictures; room jumps open demo rooms. */
export async function insertDemoAds(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: ads.id }).from(ads).limit(1)).length > 0) return;
  const rooms = await demoRooms(db, 3);
  let roomJumps = 0;
  for (const [n, ad] of DEMO_ADS.entries()) {
    const room = ad.jump === 'room' ? rooms[roomJumps++ % Math.max(rooms.length, 1)] : undefined;
    // Without demo rooms a room jump would name none: such an ad opens nothing instead.
    const jump = ad.jump === 'room' && !room ? 'none' : ad.jump;
    await db.insert(ads).values({
      kind: ad.kind,
      title: ad.title,
      image: await storeGeneratedImage(db, { mime: 'image/svg+xml', data: adSvg(ad, n) }, now),
      jumpType: jump,
      jumpTarget: room ? String(room.roomNo) : (ad.url ?? ''),
      regions: ad.regions,
      frequency: ad.kind === 'popup' ? (ad.frequency ?? 'daily') : null,
      onAt: ad.on === null ? null : now + ad.on * DAY,
      offAt: ad.off === null ? null : now + ad.off * DAY,
      isOn: ad.isOn ?? true,
      // The sort orders an ad within its own slot (the carousel, the popups, the splash screens).
      sort: DEMO_ADS.slice(0, n).filter((earlier) => earlier.kind === ad.kind).length,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 100 * DAY + n * DAY,
      updatedAt: now - 100 * DAY + n * DAY,
    });
  }
}
