import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/orm.ts';
import { demoRooms } from '../room/room.lookup.ts';
import { demoRoomsBeyondSamples } from '../room-crystal/room-number.ts';
import { activities } from './activity.tables.ts';
import type { DemoActivity } from './activity-demo-data.ts';
import { activityNominations } from './activity-kinds.tables.ts';

const DAY = 86_400;
const ALL_REGIONS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];
const election = (demo: Omit<DemoActivity, 'type' | 'metric' | 'subject' | 'template'>): DemoActivity => ({
  ...demo,
  type: 'room_election',
  metric: 'gift_count',
  subject: 'room',
  template: 1,
});

/**
 * Demo room elections (ids 30-35, after the revenue activities; test/samples/activity.ts names them):
 * one of every region settled two weeks ago (its winners announced), one running now whose sign-ups
 * wait for review; outside region 1 one waiting for review, one refused, one drafted and one passed
 * for later.
 */
export const ELECTION_DEMO: DemoActivity[] = [
  election({
    zh: '最受欢迎房间评选',
    en: 'Most loved room',
    ar: 'الغرفة الأكثر حبًا',
    regions: ALL_REGIONS,
    from: -24,
    to: -10,
    state: 'scheduled',
    gifts: 2,
    budget: 500_000,
    topN: 3,
    colours: ['#c0392b', '#fadbd8'],
    settledOnTime: true,
  }),
  election({
    zh: '年度人气房间',
    en: 'Room of the year',
    ar: 'غرفة العام',
    regions: ALL_REGIONS,
    from: -4,
    to: 10,
    state: 'scheduled',
    gifts: 2,
    budget: 500_000,
    topN: 5,
    colours: ['#b7950b', '#fcf3cf'],
  }),
  election({
    zh: '土耳其人气房间',
    en: 'Turkish room of the month',
    ar: 'غرفة الشهر التركية',
    regions: [0, 3],
    from: 18,
    to: 32,
    state: 'pending',
    gifts: 1,
    budget: 500_000,
    topN: 3,
    colours: ['#922b21', '#e6b0aa'],
  }),
  election({
    zh: '英语区人气房间',
    en: 'English room of the month',
    ar: 'غرفة الشهر الإنجليزية',
    regions: [0],
    from: 18,
    to: 32,
    state: 'refused',
    gifts: 1,
    budget: 500_000,
    topN: 3,
    colours: ['#1a5276', '#a9cce3'],
    reason: 'The vote gift is off the shelf that month',
  }),
  election({
    zh: '西语区人气房间',
    en: 'Spanish room of the month',
    ar: 'غرفة الشهر الإسبانية',
    regions: [9],
    from: 30,
    to: 44,
    state: 'draft',
    gifts: 1,
    budget: 500_000,
    topN: 3,
    colours: ['#6e2c00', '#edbb99'],
  }),
  election({
    zh: '海湾人气房间',
    en: 'Gulf room of the season',
    ar: 'غرفة موسم الخليج',
    regions: [0, 2],
    from: 40,
    to: 54,
    state: 'scheduled',
    gifts: 1,
    budget: 500_000,
    topN: 3,
    colours: ['#0e6251', '#a2d9ce'],
  }),
];

const PITCHES = [
  'Live music every night and a friendly host',
  'The best quiz nights in the region',
  'Poetry readings the whole community joins',
  'Helps newcomers find their way in the app',
  'Hosted the charity drive last month',
  'A cosy room for late-night talks',
];

/**
 * Nominations of the settled and the running election, before the settlement runs: staff picks
 * (passed) and sign-ups from the app (passed, refused, and for the running one some still pending),
 * rooms beyond the generated samples' two. The last of them is a refused sign-up outside region 1,
 * the derived delete sample's row; the first pending one outside region 1 the review sample's.
 */
export async function insertDemoNominations(db: Orm, now: number): Promise<void> {
  const elections = await db
    .select({ id: activities.id, startsAt: activities.startsAt })
    .from(activities)
    .where(eq(activities.type, 'room_election'))
    .orderBy(asc(activities.id))
    .limit(2);
  const rooms = demoRoomsBeyondSamples(await demoRooms(db, 60));
  const outside = rooms.filter((room) => room.regionId !== 1);
  type Planned = [number, (typeof rooms)[number], 'staff' | 'sign_up', 'passed' | 'refused' | 'pending'];
  const plan: Planned[] = [];
  const [settled, running] = elections;
  if (settled) {
    plan.push(...rooms.slice(0, 6).map((room, n): Planned => [settled.id, room, n % 2 === 0 ? 'staff' : 'sign_up', 'passed']));
    if (rooms[6]) plan.push([settled.id, rooms[6], 'sign_up', 'refused']);
  }
  if (running) {
    const standing = rooms.slice(1, 6);
    plan.push(...standing.map((room, n): Planned => [running.id, room, n % 2 === 0 ? 'sign_up' : 'staff', 'passed']));
    const waiting = outside.filter((room) => !standing.includes(room)).slice(0, 4);
    plan.push(...waiting.slice(0, 3).map((room): Planned => [running.id, room, 'sign_up', 'pending']));
    if (waiting[3]) plan.push([running.id, waiting[3], 'sign_up', 'refused']);
  }
  if (plan.length === 0) return;
  const startOf = new Map(elections.map((row) => [row.id, row.startsAt]));
  await db.insert(activityNominations).values(
    plan.map(([activityId, room, source, state], n) => {
      const at = Math.min(now, (startOf.get(activityId) ?? now) - (10 - (n % 8)) * DAY);
      const reviewed = state !== 'pending';
      const reviewer = source === 'staff' ? 'operator' : 'admin';
      return {
        activityId,
        roomId: room.id,
        regionId: room.regionId,
        source,
        pitch: PITCHES[n % PITCHES.length] as string,
        state,
        reviewedBy: reviewed ? (source === 'staff' ? 3 : 1) : null,
        reviewedByName: reviewed ? reviewer : '',
        reviewedAt: reviewed ? at + (source === 'staff' ? 0 : DAY) : null,
        reviewReason: state === 'refused' ? 'The room was banned twice this month' : '',
        createdBy: source === 'staff' ? 3 : 0,
        createdByName: source === 'staff' ? 'operator' : '',
        createdAt: at,
      };
    }),
  );
}
