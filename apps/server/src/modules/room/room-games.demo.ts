import { REGIONS } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { roomGames } from './room-games.tables.ts';

const ALL = REGIONS.map((region) => region.id);

/**
 * The demo's room games: the four the developer demo's matches are of (MATCH_GAMES: ludo, domino,
 * uno, carrom), so the statistics count them, and four more, some switched off. The last, newest,
 * has never been played.
 */
const GAMES: readonly { code: string; zh: string; en: string; regions: readonly number[]; isOn: boolean; colour: string }[] = [
  { code: 'ludo', zh: '飞行棋', en: 'Ludo', regions: ALL, isOn: true, colour: '#f5222d' },
  { code: 'domino', zh: '多米诺', en: 'Domino', regions: ALL, isOn: true, colour: '#fa8c16' },
  { code: 'uno', zh: 'UNO', en: 'UNO', regions: ALL, isOn: true, colour: '#1677ff' },
  { code: 'carrom', zh: '克朗棋', en: 'Carrom', regions: [0, 1, 4, 12], isOn: true, colour: '#52c41a' },
  { code: 'baloot', zh: '巴洛特', en: 'Baloot', regions: [1], isOn: true, colour: '#13c2c2' },
  { code: 'lucky_wheel', zh: '幸运转盘', en: 'Lucky wheel', regions: ALL, isOn: false, colour: '#722ed1' },
  { code: 'jackaroo', zh: '杰克鲁', en: 'Jackaroo', regions: [1, 3], isOn: false, colour: '#eb2f96' },
  { code: 'fruit_slots', zh: '水果机', en: 'Fruit slots', regions: [0, 2, 5, 6], isOn: false, colour: '#faad14' },
];

/** A rounded game icon with the game's initial. */
function iconSvg(letter: string, colour: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="20" fill="${colour}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  );
}

/** The room games tab's rows (the ten room levels come with the migration). */
export async function insertDemoRoomGames(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: roomGames.id }).from(roomGames).limit(1)).length > 0) return;
  const stamp = { createdBy: 1, createdByName: 'admin', createdAt: now - 20 * 86_400, updatedAt: now - 20 * 86_400 };
  for (const [n, game] of GAMES.entries()) {
    const icon = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: iconSvg(game.en.slice(0, 1), game.colour) }, now);
    await db.insert(roomGames).values({
      nameZh: game.zh,
      nameEn: game.en,
      icon,
      code: game.code,
      regions: [...game.regions],
      sort: (n + 1) * 10,
      isOn: game.isOn,
      ...stamp,
    });
  }
}
