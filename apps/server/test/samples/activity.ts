import { serverTimeZone } from '../../src/engine/jobs/job-runner.ts';
import { weekStartOf } from '../../src/modules/activity/activity-weekly.ts';
import { FIXTURE_NOW } from '../fixture-db.ts';
import type { Sample, SampleEnv } from '../samples.ts';
import { fresh, SHARED_TEMPLATE, screenSamples, UNKNOWN } from './activity-screens.ts';

/**
 * Samples of the activity platform (issue 30). The demo (activity.demo.ts) inserts, in this order:
 * 1 weekly star (running), 2 and 3 settled (region 1; regions 4 and 12), 4 pending (regions 0, 3),
 * 5 a draft (regions 1, 2), 6 refused (region 4), 7 scheduled for later (region 2), 8 cancelled;
 * templates 1 and 2 of every region, 3 of region 0 alone (used by none), 4 of region 1 alone;
 * weekly stars: 9 last week's (settled), 10 next week's (a draft), 11 the week after (pending), all
 * of regions 0, 1 and 2, beyond the demo country admin's; 12 India's (region 4) of that week, refused;
 * then the later screens' activities (13 on), whose samples are activity-screens.ts'.
 */
const REFUSED = 6;
const LATER = 7;
const CANCELLED = 8;
const DRAFT = 5;
const THIS_WEEK = 1;
const RANKING = 2;
const LAST_WEEK = 9;
const NEXT_WEEK = 10;
const REFUSED_WEEK = 12;
/** A Monday 00:00 on the test server's clock, weeks after every demo week. */
const LATER_MONDAY = weekStartOf(FIXTURE_NOW, serverTimeZone()) + 5 * 7 * 86_400;

const tiers = (ranges: [number, number][]) =>
  JSON.stringify(ranges.map(([rank_from, rank_to]) => ({ rank_from, rank_to, reward: { kind: 'coins', amount: 100 } })));

/** A new activity of region 0 (outside the demo country admin's region 1). */
const activity = (env: SampleEnv, extra: Record<string, unknown> = {}) => ({
  title_zh: fresh('样例活动'),
  title_en: fresh('Sample activity'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/sample',
  type: 'ranking',
  regions: [0],
  starts_at: FIXTURE_NOW + 86_400,
  ends_at: FIXTURE_NOW + 8 * 86_400,
  metric: 'coins',
  subject: 'receiver',
  gifts: '[]',
  min_value: 0,
  top_n: 10,
  template_id: SHARED_TEMPLATE,
  budget_coins: 100_000,
  ...extra,
});

/** A new weekly star week of region 0 from `starts_at`. */
const week = (env: SampleEnv, starts_at: number) => ({
  title_zh: fresh('样例周星'),
  title_en: fresh('Sample week'),
  picture: `/files/${env.uploadId}`,
  url: 'https://event.example.com/week',
  regions: [0],
  starts_at,
  metric: 'gift_count',
  gifts: JSON.stringify([{ gift_id: env.grantItems.gift }]),
  top_n: 3,
  template_id: SHARED_TEMPLATE,
  budget_coins: 10_000_000,
});

const template = (ranges: [number, number][]) => ({ name: fresh('Sample template'), regions: [0], tiers: tiers(ranges) });

export const samples: Record<string, Sample> = {
  'Activity/actionAdd': {
    valid: (env) => activity(env),
    // Valid fields, refused by the handler: recharges rank members only.
    failing: (env) => activity(env, { metric: 'recharge', subject: 'room' }),
    outOfRegion: (env) => activity(env),
  },
  'Activity/actionSubmit': {
    valid: () => ({ id: REFUSED }),
    failing: () => ({ id: CANCELLED }),
    outOfRegion: () => ({ id: REFUSED }),
  },
  'Activity/actionCancel': {
    valid: () => ({ id: LATER, reason: 'Sample: moved' }),
    failing: () => ({ id: CANCELLED, reason: 'Sample: moved' }),
    outOfRegion: () => ({ id: LATER, reason: 'Sample: moved' }),
  },
  'Activity/actionDelete': {
    valid: () => ({ ids: DRAFT }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: DRAFT }),
  },
  'Activity/prizeTemplateSave': {
    valid: () =>
      template([
        [1, 1],
        [2, 5],
      ]),
    failing: () =>
      template([
        [1, 3],
        [3, 5],
      ]),
    outOfRegion: () => template([[1, 3]]),
  },
  'Activity/blackSave': {
    valid: (env) => ({ subject: 'member', subject_id: env.memberOutsideRegion1, reason: 'Sample: alt accounts' }),
    failing: () => ({ subject: 'member', subject_id: 987_654_321, reason: 'Sample: alt accounts' }),
    outOfRegion: (env) => ({ subject: 'member', subject_id: env.memberOutsideRegion1, reason: 'Sample: alt accounts' }),
  },
  // One activity's blacklist: a settled ranking of region 1 (no sample deletes it), an entry about a member outside region 1.
  'Activity/blackPlanSave': {
    valid: (env) => ({
      activity_id: RANKING,
      subject: 'member',
      subject_id: env.memberOutsideRegion1,
      reason: 'Sample: one payer',
    }),
    failing: (env) => ({
      activity_id: UNKNOWN,
      subject: 'member',
      subject_id: env.memberOutsideRegion1,
      reason: 'Sample: one payer',
    }),
    outOfRegion: (env) => ({
      activity_id: RANKING,
      subject: 'member',
      subject_id: env.memberOutsideRegion1,
      reason: 'Sample: one payer',
    }),
  },
  'Activity/hideSave': {
    valid: (env) => ({ member_id: env.memberOutsideRegion1, reason: 'Sample: anonymous' }),
    outOfRegion: (env) => ({ member_id: env.memberOutsideRegion1, reason: 'Sample: anonymous' }),
  },
  'Activity/starWeekSave': {
    valid: (env) => week(env, LATER_MONDAY),
    // A week starts on a Monday at 00:00: an hour later is refused.
    failing: (env) => week(env, LATER_MONDAY + 3600),
    outOfRegion: (env) => week(env, LATER_MONDAY),
  },
  'Activity/starWeekSubmit': {
    valid: () => ({ id: REFUSED_WEEK }),
    failing: () => ({ id: LAST_WEEK }),
    outOfRegion: () => ({ id: REFUSED_WEEK }),
  },
  'Activity/starWeekCancel': {
    valid: () => ({ id: THIS_WEEK, reason: 'Sample: star gifts withdrawn' }),
    failing: () => ({ id: LAST_WEEK, reason: 'Sample: star gifts withdrawn' }),
    outOfRegion: () => ({ id: THIS_WEEK, reason: 'Sample: star gifts withdrawn' }),
  },
  'Activity/starWeekDelete': {
    valid: () => ({ ids: NEXT_WEEK }),
    failing: () => ({ ids: UNKNOWN }),
    outOfRegion: () => ({ ids: NEXT_WEEK }),
  },
  'Activity/starWeekNext': {
    // The week after the refused one does not exist yet. A ranking activity is not found through this screen.
    valid: () => ({ id: REFUSED_WEEK }),
    failing: () => ({ id: RANKING }),
    outOfRegion: () => ({ id: REFUSED_WEEK }),
  },
  'Activity/honorSave': {
    valid: (env) => ({
      member_id: env.memberOutsideRegion1,
      title_zh: fresh('样例荣誉'),
      title_en: fresh('Sample honour'),
      rank: 1,
    }),
    // Valid fields, refused by the handler: no member has this ID.
    failing: () => ({ member_id: 987_654_321, title_zh: fresh('样例荣誉'), title_en: fresh('Sample honour'), rank: 1 }),
    outOfRegion: (env) => ({
      member_id: env.memberOutsideRegion1,
      title_zh: fresh('样例荣誉'),
      title_en: fresh('Sample honour'),
      rank: 1,
    }),
  },
  // Prize types and region limits are one row per kind: a valid save edits the demo's first (the
  // switched-off medal, a plain ranking's limit), a new row of a kind that has one is refused.
  'Activity/prizeTypeSave': {
    valid: () => ({ id: 1, kind: 'medal', name_zh: '荣誉勋章', name_en: 'Honour medal' }),
    failing: () => ({ kind: 'coins', name_zh: '金币', name_en: 'Coins' }),
  },
  'Activity/regionLimitSave': {
    valid: () => ({ id: 1, type: 'ranking', days: 9 }),
    failing: () => ({ type: 'family_star', days: 3 }),
  },
  ...screenSamples,
};
