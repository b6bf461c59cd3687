import type { Reward } from '@console/contract';

/** One demo activity; days are counted from the demo's today. */
export interface DemoActivity {
  zh: string;
  en: string;
  ar: string;
  type: string;
  regions: number[];
  /** Days from now. */
  from: number;
  to: number;
  state: string;
  metric: string;
  subject: string;
  gifts: number;
  template: 0 | 1;
  budget: number;
  colours: [string, string];
  reason?: string;
  /** Places ranked (10 by default): more than the template pays leaves the last ones skipped in the report. */
  topN?: number;
  /** A weekly star's week, weeks from this one (0; -1 the last), Monday to Monday on the console's clock; `from` and `to` then unused. */
  week?: number;
  /** What the top places get beside the reward (a family star's title, a new star room's slot): how many, how long, the title's words. */
  perk?: { places: number; days: number; zh?: string; en?: string };
  /** New star rooms: how many days before the start a room may have opened. */
  newWithinDays?: number;
  /** A revenue activity's tiers (turnover from, reward), paid instead of a template. */
  thresholds?: [number, Reward][];
  /** Settled when the job would have settled it (its end plus the grace), not at the demo's now: its perks have run out. */
  settledOnTime?: boolean;
}

/**
 * The demo's activities, one in each state: running, two ended (settled by the demo), waiting for
 * review, a draft, refused, scheduled for later and cancelled; then weekly stars of other weeks: last
 * week's (settled by the demo, whose settlement finds this week made already), next week's draft,
 * the week after pending review, and India's of that week refused. Their order gives their ids, which the
 * generated test samples name (test/samples/activity.ts).
 */
export const DEMO: DemoActivity[] = [
  {
    zh: '本周周星',
    en: 'Weekly star',
    ar: 'نجم الأسبوع',
    type: 'weekly_star',
    regions: [0, 1, 2],
    from: -3,
    to: 4,
    state: 'scheduled',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 2,
    template: 1,
    budget: 2_000_000,
    colours: ['#f39c12', '#e74c3c'],
    week: 0,
  },
  {
    zh: '斋月送礼榜',
    en: 'Ramadan top senders',
    ar: 'أكثر المرسلين في رمضان',
    type: 'ranking',
    regions: [1],
    topN: 12,
    from: -40,
    to: -20,
    state: 'scheduled',
    metric: 'coins',
    subject: 'sender',
    gifts: 0,
    template: 0,
    budget: 2_000_000,
    colours: ['#16a085', '#2c3e50'],
  },
  {
    zh: '排灯节礼物赛',
    en: 'Diwali gift race',
    ar: 'سباق هدايا ديوالي',
    type: 'ranking',
    regions: [4, 12],
    from: -30,
    to: -23,
    state: 'scheduled',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 0,
    template: 1,
    budget: 800_000,
    colours: ['#e84393', '#fdcb6e'],
  },
  {
    zh: '新星房间',
    en: 'New star rooms',
    ar: 'غرف النجوم الجديدة',
    type: 'new_star_room',
    regions: [0, 3],
    from: 5,
    to: 12,
    state: 'pending',
    metric: 'coins',
    subject: 'room',
    gifts: 0,
    template: 1,
    budget: 500_000,
    colours: ['#8e44ad', '#3498db'],
    newWithinDays: 30,
    perk: { places: 3, days: 7 },
  },
  {
    zh: '家族之星',
    en: 'Family star',
    ar: 'نجمة العائلة',
    type: 'family_star',
    regions: [1, 2],
    from: 8,
    to: 15,
    state: 'draft',
    metric: 'coins',
    subject: 'family',
    gifts: 1,
    template: 1,
    budget: 500_000,
    colours: ['#c0392b', '#f1c40f'],
    perk: { places: 3, days: 7, zh: '周末之星家族', en: 'Weekend star family' },
  },
  {
    zh: '充值王者',
    en: 'Recharge king',
    ar: 'ملك الشحن',
    type: 'ranking',
    regions: [4],
    from: 10,
    to: 17,
    state: 'refused',
    metric: 'recharge',
    subject: 'sender',
    gifts: 0,
    template: 0,
    budget: 100_000,
    colours: ['#2980b9', '#1abc9c'],
    reason: 'The budget is below the template’s worst case',
  },
  {
    zh: '国庆营收',
    en: 'National day revenue',
    ar: 'إيرادات اليوم الوطني',
    type: 'revenue',
    regions: [2],
    from: 20,
    to: 27,
    state: 'scheduled',
    metric: 'coins',
    subject: 'room',
    gifts: 0,
    template: 1,
    budget: 800_000,
    colours: ['#d35400', '#e67e22'],
    thresholds: [
      [5_000, { kind: 'coins', amount: 1_000 }],
      [20_000, { kind: 'coins', amount: 5_000 }],
    ],
  },
  {
    zh: '夏日派对',
    en: 'Summer party',
    ar: 'حفلة الصيف',
    type: 'ranking',
    regions: [5, 6],
    from: -10,
    to: -2,
    state: 'cancelled',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 1,
    template: 1,
    budget: 300_000,
    colours: ['#27ae60', '#f1c40f'],
    reason: 'Moved to the autumn',
  },
  {
    zh: '上周周星',
    en: 'Last week star',
    ar: 'نجم الأسبوع الماضي',
    type: 'weekly_star',
    regions: [0, 1, 2],
    from: 0,
    to: 0,
    state: 'scheduled',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 2,
    template: 1,
    budget: 2_000_000,
    colours: ['#8e44ad', '#e74c3c'],
    week: -1,
  },
  {
    zh: '下周周星',
    en: 'Next week star',
    ar: 'نجم الأسبوع القادم',
    type: 'weekly_star',
    regions: [0, 1, 2],
    from: 0,
    to: 0,
    state: 'draft',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 2,
    template: 1,
    budget: 2_000_000,
    colours: ['#f1c40f', '#e67e22'],
    week: 1,
  },
  {
    zh: '第三周周星',
    en: 'Week star in two weeks',
    ar: 'نجم الأسبوع بعد القادم',
    type: 'weekly_star',
    regions: [0, 1, 2],
    from: 0,
    to: 0,
    state: 'pending',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 2,
    template: 1,
    budget: 2_000_000,
    colours: ['#16a085', '#2980b9'],
    week: 2,
  },
  {
    zh: '印度周星',
    en: 'India week star',
    ar: 'نجم أسبوع الهند',
    type: 'weekly_star',
    regions: [4],
    from: 0,
    to: 0,
    state: 'refused',
    metric: 'gift_count',
    subject: 'receiver',
    gifts: 2,
    template: 1,
    budget: 2_000_000,
    colours: ['#e84393', '#6c5ce7'],
    reason: 'The star gifts of that week are not on sale in India yet',
    week: 2,
  },
];
