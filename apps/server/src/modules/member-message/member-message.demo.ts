import { FIRST_SUPER_ADMIN_ID, memberMessageActions } from '@console/contract';
import { asc } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { storeGeneratedImage } from '../upload/upload.store.ts';
import { feedback, privateMessages, roomScreenMessages } from './member-message.tables.ts';

const HOUR = 3600;
const { OFFICIAL_SENDER_ID } = memberMessageActions;
const stamp = (_n: number, at: number) => ({ createdBy: FIRST_SUPER_ADMIN_ID, createdByName: 'admin', createdAt: at });

const PRIVATE_TEXTS: [string, string | null][] = [
  ['Your recharge of 12000 coins has arrived. Thank you for your support!', null],
  ['您的实名认证已通过,感谢配合。', null],
  ['Congratulations! You won 3rd place in the weekly star ranking; rewards were sent to your backpack.', null],
  ['Your room was reported for noise; please keep the mic polite.', 'https://help.example.com/rules/room'],
  ['Reminder: the family league starts this Friday 20:00.', 'https://events.example.com/family-league'],
  ['Your nickname was reset because it broke the community rules.', 'https://help.example.com/rules/nickname'],
  ['Welcome to the host program! Read the host guide before your first live.', 'https://help.example.com/host-guide'],
  ['您申请的靓号已发放,请在背包中查看。', null],
  ['Your withdrawal request is being reviewed, usually within 24 hours.', null],
  ['Ramadan Kareem! A special gift is waiting for you in the event page.', 'https://events.example.com/ramadan'],
];

const SCREEN_TEXTS: [string, string, number][] = [
  ['Please be polite on the mic: insults are banned.', '#ff4d4f', 60],
  ['Room PK starts in 10 minutes, get ready!', '#ffd700', 30],
  ['欢迎来到本房间,请遵守社区规范。', '#ffffff', 0],
  ['Official notice: never share your password with anyone.', '#ff4d4f', 120],
  ['The lucky box event is live now!', '#52c41a', 0],
  ['This room was warned for advertising another app.', '#fa8c16', 300],
];

/** Feedback members wrote: content, contact, and what staff did (pending, a reply, ignored). */
const FEEDBACK: { text: string; contact: string | null; reply?: string; ignored?: boolean; shots: number }[] = [
  {
    text: 'I recharged 5 USD but got no coins.',
    contact: 'WhatsApp +966 55 123 4567',
    reply: 'We found your order; the coins were credited.',
    shots: 2,
  },
  { text: 'The app crashes when I open the gift panel.', contact: 'crash.user@example.com', shots: 1 },
  { text: 'Please add more Arabic stickers!', contact: null, reply: 'Thanks, more stickers are coming next month.', shots: 0 },
  { text: 'Someone in room 100003 is insulting people.', contact: null, shots: 3 },
  { text: 'asdfgh', contact: null, ignored: true, shots: 0 },
  { text: '充值后金币没有到账,请帮忙查看。', contact: '微信 abc12345', shots: 1 },
  {
    text: 'My family was dissolved without my consent.',
    contact: 'Telegram @family_boss',
    reply: 'The dissolution was requested by the owner; contact them.',
    shots: 0,
  },
  { text: 'Voice is delayed a lot on my phone.', contact: null, shots: 0 },
  { text: 'Buy cheap coins at cheapcoins.example!!!', contact: null, ignored: true, shots: 0 },
  {
    text: 'How do I become a host?',
    contact: 'host.wannabe@example.com',
    reply: 'Open Me > Host centre and apply there.',
    shots: 0,
  },
];
const VERSIONS = ['3.8.0', '3.8.2', '3.9.0', '3.9.1'];
const DEVICES = [
  'iPhone 13 / iOS 17.2',
  'Samsung Galaxy A52 / Android 13',
  'Redmi Note 11 / Android 12',
  'iPhone XR / iOS 16.7',
  'Huawei P30 / Android 10',
];

/** A phone-screenshot picture, different for each feedback. */
function screenshot(n: number): Buffer {
  const hue = (n * 47) % 360;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320"><rect width="180" height="320" fill="hsl(${hue},40%,92%)"/><rect x="10" y="20" width="160" height="24" rx="4" fill="hsl(${hue},50%,60%)"/><rect x="10" y="60" width="120" height="12" fill="#bbb"/><rect x="10" y="80" width="150" height="12" fill="#bbb"/><text x="90" y="200" font-family="sans-serif" font-size="18" fill="#555" text-anchor="middle">Screenshot ${n}</text></svg>`,
  );
}

/**
 * Demo private messages (40, to members of every region, most from the official account, a few
 * from a member), room screen lines (30 over the demo rooms) and member feedback (30 in every
 * state; each reply also a private message, as the reply command writes). Running it again adds nothing.
 */
export async function insertDemoMemberMessages(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: privateMessages.id }).from(privateMessages).limit(1)).length > 0) return;
  const profile = memberProfiles();
  const people = await db.select({ id: profile.id, regionId: profile.regionId }).from(profile).orderBy(asc(profile.id)).limit(60);
  if (people.length < 2) return;
  const person = (n: number) => people[n % people.length] as { id: number; regionId: number };

  for (let n = 0; n < 40; n++) {
    const [content, url] = PRIVATE_TEXTS[n % PRIVATE_TEXTS.length] as [string, string | null];
    const receiver = person(n + 1);
    // Every seventh comes from a member staff speak for (a host or agent account), not the official one.
    const senderId = n % 7 === 6 ? person(0).id : OFFICIAL_SENDER_ID;
    await db.insert(privateMessages).values({
      senderId: senderId === receiver.id ? OFFICIAL_SENDER_ID : senderId,
      receiverId: receiver.id,
      regionId: receiver.regionId,
      content,
      url,
      ...stamp(n, now - (40 - n) * 5 * HOUR),
    });
  }

  const rooms = await demoRooms(db, 15);
  for (let n = 0; rooms.length > 0 && n < 30; n++) {
    const room = rooms[n % rooms.length] as (typeof rooms)[number];
    const [content, color, pin] = SCREEN_TEXTS[n % SCREEN_TEXTS.length] as [string, string, number];
    await db.insert(roomScreenMessages).values({
      roomId: room.id,
      roomNo: room.roomNo,
      regionId: room.regionId,
      content,
      color,
      pinSeconds: pin,
      ...stamp(n, now - (30 - n) * 7 * HOUR),
    });
  }

  for (let n = 0; n < 30; n++) {
    const item = FEEDBACK[n % FEEDBACK.length] as (typeof FEEDBACK)[number];
    const member = person(n * 3 + 2);
    const createdAt = now - (30 - n) * 9 * HOUR;
    const shots: (string | null)[] = [];
    for (let s = 0; s < 3; s++) {
      shots.push(
        s < item.shots ? await storeGeneratedImage(db, { mime: 'image/svg+xml', data: screenshot(n * 3 + s) }, createdAt) : null,
      );
    }
    // The newest five stay pending whatever their text: the queue staff work through; the ones
    // before were answered or ignored as their text asks, as staff do day by day.
    const handled = n < 25 && (item.reply !== undefined || item.ignored);
    const handledAt = createdAt + 2 * HOUR;
    const [row] = await db
      .insert(feedback)
      .values({
        memberId: member.id,
        regionId: member.regionId,
        content: item.text,
        image1: shots[0] ?? null,
        image2: shots[1] ?? null,
        image3: shots[2] ?? null,
        contact: item.contact,
        appVersion: VERSIONS[n % VERSIONS.length] as string,
        device: DEVICES[n % DEVICES.length] as string,
        state: handled ? (item.ignored ? 'ignored' : 'replied') : 'pending',
        reply: handled && item.reply ? item.reply : null,
        handledBy: handled ? FIRST_SUPER_ADMIN_ID : null,
        handledByName: handled ? 'admin' : null,
        handledAt: handled ? handledAt : null,
        createdAt,
      })
      .returning({ id: feedback.id });
    if (handled && item.reply && row) {
      await db.insert(privateMessages).values({
        senderId: OFFICIAL_SENDER_ID,
        receiverId: member.id,
        regionId: member.regionId,
        content: item.reply,
        source: 'feedback_reply',
        feedbackId: row.id,
        ...stamp(0, handledAt),
      });
    }
  }
}
