import { FIXTURE_NOW } from '../fixture-db.ts';
import type { Sample, SampleEnv } from '../samples.ts';

/*
 * Samples of the ranking screens built on the activity platform after the weekly star (issue 30):
 * family star, new star rooms, revenue, room election. Their demo activities follow the first twelve
 * (activity-demo-*.ts in the activity module), in the order below.
 */
export const UNKNOWN = 999_999;
/** Template 2 (every region): template 3, used by none, is what the derived delete sample deletes. */
export const SHARED_TEMPLATE = 2;

let serial = 0;
export const fresh = (what: string) => `${what} ${++serial}`;

/** Family stars (activity-demo-family.ts): 13 and 14 settled, 15 running, 16 pending (regions 0, 2), 17 refused (region 0), 18 a draft (region 9). */
const FAMILY_SETTLED = 13;
const FAMILY_RUNNING = 15;
const FAMILY_REFUSED = 17;
const FAMILY_DRAFT = 18;
/** New star room activities (activity-demo-new-star.ts): 19 and 20 settled, 21 running (regions 0-2), 22 refused (region 0), 23 a draft (region 9), 24 pending (regions 0, 3). */
const NEW_STAR_SETTLED = 19;
const NEW_STAR_RUNNING = 21;
const NEW_STAR_REFUSED = 22;
const NEW_STAR_DRAFT = 23;
const NEW_STAR_PENDING = 24;
/** Revenue activities (activity-demo-revenue.ts): 25 settled, 26 running (regions 0-2), 27 refused (region 0), 28 a draft (region 9), 29 pending (regions 0, 3). */
const REVENUE_SETTLED = 25;
const REVENUE_RUNNING = 26;
const REVENUE_REFUSED = 27;
const REVENUE_DRAFT = 28;
/**
 * Room elections (activity-demo-election.ts): 30 settled, 31 running (every region: the nomination
 * samples' election), 32 pending (regions 0, 3: the derived review sample's), 33 refused (region 0),
 * 34 a draft (region 9), 35 passed for later (regions 0, 2). Their nominations are the derived
 * review and delete samples' rows (a pending and a refused sign-up outside region 1).
 */
const ELECTION_SETTLED = 30;
const ELECTION_RUNNING = 31;
const ELECTION_REFUSED = 33;
const ELECTION_DRAFT = 34;
const ELECTION_LATER = 35;

/** A new family star of region 0 from tomorrow, two weeks long. */
const familyStar = (env: SampleEnv, extra: Record<string, unknown> = {}) => ({
  title_zh: fresh('样例家族之星'),
  title_en: fresh('Sample family star'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/family',
  regions: [0],
  starts_at: FIXTURE_NOW + 86_400,
  ends_at: FIXTURE_NOW + 15 * 86_400,
  metric: 'coins',
  gifts: JSON.stringify([{ gift_id: env.grantItems.gift }]),
  perk_title_zh: '样例家族',
  perk_title_en: 'Sample family',
  perk_places: 3,
  perk_days: 7,
  top_n: 10,
  template_id: SHARED_TEMPLATE,
  budget_coins: 10_000_000,
  ...extra,
});

/** A new star room activity of region 0 from tomorrow, two weeks long. */
const newStarRoom = (env: SampleEnv, extra: Record<string, unknown> = {}) => ({
  title_zh: fresh('样例新星房间'),
  title_en: fresh('Sample new star rooms'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/new-rooms',
  regions: [0],
  starts_at: FIXTURE_NOW + 86_400,
  ends_at: FIXTURE_NOW + 15 * 86_400,
  new_within_days: 30,
  perk_places: 3,
  perk_days: 7,
  top_n: 10,
  template_id: SHARED_TEMPLATE,
  budget_coins: 10_000_000,
  ...extra,
});

/** A new revenue activity of region 0 from tomorrow, two weeks long, with two thresholds. */
const revenue = (env: SampleEnv, values: [number, number] = [1_000, 5_000]) => ({
  title_zh: fresh('样例营收活动'),
  title_en: fresh('Sample revenue'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/revenue',
  regions: [0],
  starts_at: FIXTURE_NOW + 86_400,
  ends_at: FIXTURE_NOW + 15 * 86_400,
  subject: 'room',
  thresholds: JSON.stringify(values.map((value, n) => ({ value, reward: { kind: 'coins', amount: 100 * (n + 1) } }))),
  top_n: 10,
  budget_coins: 10_000_000,
});

/** A new room election of region 0 from tomorrow, two weeks long, voted with one gift. */
const roomElection = (env: SampleEnv, extra: Record<string, unknown> = {}) => ({
  title_zh: fresh('样例房间评选'),
  title_en: fresh('Sample room election'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/election',
  regions: [0],
  starts_at: FIXTURE_NOW + 86_400,
  ends_at: FIXTURE_NOW + 15 * 86_400,
  metric: 'gift_count',
  gifts: JSON.stringify([{ gift_id: env.grantItems.gift }]),
  top_n: 3,
  template_id: SHARED_TEMPLATE,
  budget_coins: 10_000_000,
  ...extra,
});

/** The four screens' hand-kept samples, beside the platform's (activity.ts). */
export const screenSamples: Record<string, Sample> = {
  'Activity/familyStarSave': {
    valid: (env) => familyStar(env),
    // Valid fields, refused by the handler: more families titled than ranked.
    failing: (env) => familyStar(env, { perk_places: 20 }),
    outOfRegion: (env) => familyStar(env),
  },
  'Activity/familyStarSubmit': {
    valid: () => ({ id: FAMILY_REFUSED }),
    failing: () => ({ id: FAMILY_SETTLED }),
    outOfRegion: () => ({ id: FAMILY_REFUSED }),
  },
  'Activity/familyStarCancel': {
    valid: () => ({ id: FAMILY_RUNNING, reason: 'Sample: star gifts withdrawn' }),
    failing: () => ({ id: FAMILY_SETTLED, reason: 'Sample: star gifts withdrawn' }),
    outOfRegion: () => ({ id: FAMILY_RUNNING, reason: 'Sample: star gifts withdrawn' }),
  },
  // Activity 5 (the first family star, a draft) is activity management's delete sample: shown on another.
  'Activity/familyStarDisplay': {
    valid: () => ({ id: FAMILY_SETTLED, shown: false }),
    outOfRegion: () => ({ id: FAMILY_SETTLED, shown: false }),
  },
  'Activity/familyStarDelete': {
    valid: () => ({ ids: FAMILY_DRAFT }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: FAMILY_DRAFT }),
  },
  'Activity/newStarRoomSave': {
    valid: (env) => newStarRoom(env),
    // Valid fields, refused by the handler: more rooms recommended than ranked.
    failing: (env) => newStarRoom(env, { perk_places: 20 }),
    outOfRegion: (env) => newStarRoom(env),
  },
  'Activity/newStarRoomSubmit': {
    valid: () => ({ id: NEW_STAR_REFUSED }),
    failing: () => ({ id: NEW_STAR_SETTLED }),
    outOfRegion: () => ({ id: NEW_STAR_REFUSED }),
  },
  'Activity/newStarRoomCancel': {
    valid: () => ({ id: NEW_STAR_RUNNING, reason: 'Sample: slots booked' }),
    failing: () => ({ id: NEW_STAR_SETTLED, reason: 'Sample: slots booked' }),
    outOfRegion: () => ({ id: NEW_STAR_RUNNING, reason: 'Sample: slots booked' }),
  },
  'Activity/newStarRoomDisplay': {
    valid: () => ({ id: NEW_STAR_SETTLED, shown: false }),
    outOfRegion: () => ({ id: NEW_STAR_SETTLED, shown: false }),
  },
  // Activity 4 (the first new star room activity, pending) is activity management's review sample.
  'Activity/newStarRoomReview': {
    valid: () => ({ ids: NEW_STAR_PENDING, result: 'pass' }),
    failing: () => ({ ids: NEW_STAR_SETTLED, result: 'pass' }),
    outOfRegion: () => ({ ids: NEW_STAR_PENDING, result: 'pass' }),
  },
  'Activity/newStarRoomDelete': {
    valid: () => ({ ids: NEW_STAR_DRAFT }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: NEW_STAR_DRAFT }),
  },
  'Activity/revenueSave': {
    valid: (env) => revenue(env),
    // Valid fields, refused by the handler: the same threshold twice.
    failing: (env) => revenue(env, [2_000, 2_000]),
    outOfRegion: (env) => revenue(env),
  },
  'Activity/revenueSubmit': {
    valid: () => ({ id: REVENUE_REFUSED }),
    failing: () => ({ id: REVENUE_SETTLED }),
    outOfRegion: () => ({ id: REVENUE_REFUSED }),
  },
  'Activity/revenueCancel': {
    valid: () => ({ id: REVENUE_RUNNING, reason: 'Sample: budget cut' }),
    failing: () => ({ id: REVENUE_SETTLED, reason: 'Sample: budget cut' }),
    outOfRegion: () => ({ id: REVENUE_RUNNING, reason: 'Sample: budget cut' }),
  },
  'Activity/revenueDisplay': {
    valid: () => ({ id: REVENUE_SETTLED, shown: false }),
    outOfRegion: () => ({ id: REVENUE_SETTLED, shown: false }),
  },
  'Activity/revenueDelete': {
    valid: () => ({ ids: REVENUE_DRAFT }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: REVENUE_DRAFT }),
  },
  'Activity/electionSave': {
    valid: (env) => roomElection(env),
    // Valid fields, refused by the handler: the voting ends before it starts.
    failing: (env) => roomElection(env, { ends_at: FIXTURE_NOW }),
    outOfRegion: (env) => roomElection(env),
  },
  'Activity/electionSubmit': {
    valid: () => ({ id: ELECTION_REFUSED }),
    failing: () => ({ id: ELECTION_SETTLED }),
    outOfRegion: () => ({ id: ELECTION_REFUSED }),
  },
  // Not the running election: the nomination samples nominate in it after this runs.
  'Activity/electionCancel': {
    valid: () => ({ id: ELECTION_LATER, reason: 'Sample: vote gift withdrawn' }),
    failing: () => ({ id: ELECTION_SETTLED, reason: 'Sample: vote gift withdrawn' }),
    outOfRegion: () => ({ id: ELECTION_LATER, reason: 'Sample: vote gift withdrawn' }),
  },
  'Activity/electionDisplay': {
    valid: () => ({ id: ELECTION_SETTLED, shown: false }),
    outOfRegion: () => ({ id: ELECTION_SETTLED, shown: false }),
  },
  'Activity/electionDelete': {
    valid: () => ({ ids: ELECTION_DRAFT }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: ELECTION_DRAFT }),
  },
  'Activity/electionNominate': {
    // The demo nominates neither of the samples' two rooms.
    valid: (env) => ({ activity_id: ELECTION_RUNNING, room_no: env.rooms.outsideRegion1.roomNo, pitch: 'Sample: great hosts' }),
    // Valid fields, refused by the handler: the settled election takes no more nominations.
    failing: (env) => ({ activity_id: ELECTION_SETTLED, room_no: env.rooms.outsideRegion1.roomNo, pitch: 'Sample: great hosts' }),
    outOfRegion: (env) => ({
      activity_id: ELECTION_RUNNING,
      room_no: env.rooms.outsideRegion1.roomNo,
      pitch: 'Sample: great hosts',
    }),
  },
};
