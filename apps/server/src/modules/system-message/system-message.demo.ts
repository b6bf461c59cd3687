import { eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { admins } from '../../engine/auth/auth.tables.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { systemMessages, timedMessages } from './system-message.tables.ts';

const DAY = 86_400;

interface DemoText {
  zh: [string, string];
  en: [string, string];
  ar?: [string, string];
  jump?: 'url' | 'h5' | 'room';
}

/** What operators of a voice-chat app announce: events, rules, maintenance, rewards. */
const TEXTS: readonly DemoText[] = [
  {
    zh: ['周末狂欢开启', '本周末充值即送限定座驾,快来参与吧!'],
    en: ['Weekend party is on', 'Top up this weekend and get a limited car!'],
    jump: 'h5',
  },
  {
    zh: ['系统维护通知', '服务器将于今晚02:00-03:00维护,期间可能无法进入房间。'],
    en: ['Maintenance notice', 'Servers are under maintenance tonight 02:00-03:00; rooms may be unavailable.'],
    ar: ['إشعار صيانة', 'ستخضع الخوادم للصيانة الليلة من 02:00 إلى 03:00.'],
  },
  {
    zh: ['文明聊天倡议', '请勿在房间内发布违规内容,违者将被封禁。'],
    en: ['Chat respectfully', 'Posting banned content in rooms leads to a ban.'],
  },
  {
    zh: ['新版本上线', '新版本已发布,更新后可体验全新皮肤。'],
    en: ['New version released', 'Update the app to try the new skins.'],
    jump: 'url',
  },
  {
    zh: ['斋月活动', '斋月期间每日签到可领取金币奖励。'],
    en: ['Ramadan event', 'Check in daily during Ramadan for coin rewards.'],
    ar: ['فعالية رمضان', 'سجّل دخولك يومياً خلال رمضان واحصل على عملات.'],
    jump: 'h5',
  },
  {
    zh: ['热门房间推荐', '今晚八点,金牌主播开播,不要错过!'],
    en: ['Room of the night', 'Our gold host goes live at 8 pm tonight, do not miss it!'],
    jump: 'room',
  },
  {
    zh: ['账号安全提醒', '官方不会向您索要密码,请谨防诈骗。'],
    en: ['Account safety', 'Staff never ask for your password; beware of scams.'],
  },
  {
    zh: ['家族联赛报名', '家族联赛报名通道已开启,截止本周日。'],
    en: ['Family league sign-up', 'Family league sign-up is open until Sunday.'],
  },
];

/** Regions in turn, with all regions (98) now and then. */
const REGION_CYCLE = [1, 0, 3, 1, 98, 4, 10, 1, 2, 9, 5, 6, 11, 12];

function texts(text: DemoText, n: number, englishOnly: boolean) {
  return {
    titleZh: englishOnly ? '' : text.zh[0],
    contentZh: englishOnly ? '' : text.zh[1],
    titleEn: text.en[0],
    contentEn: text.en[1],
    titleAr: text.ar?.[0] ?? '',
    contentAr: text.ar?.[1] ?? '',
    jumpType: text.jump ?? 'none',
    url: text.jump === 'url' || text.jump === 'h5' ? `https://events.example.com/notice/${n}` : null,
  };
}

/**
 * Forty system messages sent over the last five months in every region (some to all regions, some
 * in English alone, a few also in Arabic), and ten timed ones: pending, sent (each with the system
 * message it became) and cancelled.
 */
export async function insertDemoMessages(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: systemMessages.id }).from(systemMessages).limit(1)).length > 0) return;
  const [room] = await demoRooms(db, 1);
  // The demo's operators: the first super admin and the operator account, when the demo has it.
  const staff = await db
    .select({ id: admins.id, name: admins.username })
    .from(admins)
    .where(inArray(admins.username, ['admin', 'operator']));
  const admin = staff.find((one) => one.name === 'admin') ?? { id: 1, name: 'admin' };
  const operator = staff.find((one) => one.name === 'operator') ?? admin;
  const roomOf = (text: DemoText) => (text.jump === 'room' ? (room?.id ?? null) : null);
  const jumpOf = (text: DemoText) => (text.jump === 'room' && !room ? 'none' : (text.jump ?? 'none'));
  for (let n = 0; n < 40; n++) {
    const text = TEXTS[n % TEXTS.length] as DemoText;
    const by = n % 3 === 0 ? operator : admin;
    const sentAt = now - (150 - n * 3.7) * DAY - (n % 7) * 3600;
    await db.insert(systemMessages).values({
      regionId: REGION_CYCLE[n % REGION_CYCLE.length] as number,
      ...texts(text, n, n % 5 === 4),
      jumpType: jumpOf(text),
      roomId: roomOf(text),
      sentAt: Math.round(sentAt),
      createdBy: by.id,
      createdByName: by.name,
      createdAt: Math.round(sentAt),
    });
  }
  const timed: { state: 'pending' | 'sent' | 'cancelled'; days: number; region: number }[] = [
    { state: 'pending', days: 1, region: 1 },
    { state: 'pending', days: 3, region: 0 },
    { state: 'pending', days: 7, region: 98 },
    { state: 'pending', days: 14, region: 3 },
    { state: 'sent', days: -2, region: 1 },
    { state: 'sent', days: -9, region: 4 },
    { state: 'sent', days: -20, region: 10 },
    { state: 'cancelled', days: 5, region: 1 },
    { state: 'cancelled', days: -4, region: 2 },
    { state: 'cancelled', days: 10, region: 9 },
  ];
  for (const [n, plan] of timed.entries()) {
    const text = TEXTS[(n + 3) % TEXTS.length] as DemoText;
    const sendAt = now + plan.days * DAY;
    const createdAt = Math.min(now, sendAt) - 2 * DAY;
    const body = { regionId: plan.region, ...texts(text, 100 + n, false), jumpType: jumpOf(text), roomId: roomOf(text) };
    const [row] = await db
      .insert(timedMessages)
      .values({
        ...body,
        sendAt,
        state: plan.state,
        cancelledBy: plan.state === 'cancelled' ? admin.id : null,
        cancelledByName: plan.state === 'cancelled' ? admin.name : '',
        cancelledAt: plan.state === 'cancelled' ? createdAt + DAY : null,
        createdBy: operator.id,
        createdByName: operator.name,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: timedMessages.id });
    if (plan.state !== 'sent' || !row) continue;
    const [sent] = await db
      .insert(systemMessages)
      .values({
        ...body,
        sentAt: sendAt,
        timedMessageId: row.id,
        createdBy: operator.id,
        createdByName: operator.name,
        createdAt: sendAt,
      })
      .returning({ id: systemMessages.id });
    await db
      .update(timedMessages)
      .set({ sentAt: sendAt, systemMessageId: sent?.id ?? null })
      .where(eq(timedMessages.id, row.id));
  }
}
