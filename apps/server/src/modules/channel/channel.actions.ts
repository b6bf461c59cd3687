import { channelActions } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import type { ServerModule } from '../../engine/registry.ts';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { channels } from './channel.tables.ts';

const DEMO = [
  ['音乐', 'Music', 'موسيقى', [0, 1, 2], 'Live music and karaoke rooms'],
  ['游戏', 'Games', 'ألعاب', [0, 1], 'Ludo, quizzes and game nights'],
  ['交友', 'Friends', 'أصدقاء', [1], 'Meet new friends nearby'],
  ['故事', 'Stories', 'قصص', [2, 3], 'Story telling and poetry'],
  ['体育', 'Sports', 'رياضة', [0, 9, 11], 'Football talk and match nights'],
] as const;

/** A rounded square icon in one of a few colours. */
function iconSvg(n: number): Buffer {
  const colour = ['#fa541c', '#2f54eb', '#eb2f96', '#13c2c2', '#52c41a'][n % 5];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="24" fill="${colour}"/><circle cx="48" cy="48" r="20" fill="#fff" fill-opacity=".5"/></svg>`,
  );
}

async function insertDemoChannels(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: channels.id }).from(channels).limit(1)).length > 0) return;
  const rows = [];
  for (const [n, [nameZh, nameEn, nameAr, regions, description]] of DEMO.entries()) {
    const icon = await storeGeneratedImage(db, { mime: 'image/svg+xml', data: iconSvg(n) }, now);
    rows.push({
      nameZh,
      nameEn,
      nameAr,
      icon,
      regions: [...regions],
      sort: n,
      isOn: n !== 3,
      description,
      createdBy: 1,
      createdByName: 'admin',
      createdAt: now - 20 * 86_400,
      updatedAt: now - n * 86_400,
    });
  }
  await db.insert(channels).values(rows);
}

/** Channels (SPEC §2 /channel/index): the kit's list, add/edit, delete and switch, scoped by the channel's regions. */
export const channelModule: ServerModule = {
  name: 'channel',
  actions: serveResource(channelActions.channels, channels),
  demo: insertDemoChannels,
};
