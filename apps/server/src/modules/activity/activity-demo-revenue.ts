import type { Reward } from '@console/contract';
import type { DemoActivity } from './activity-demo-data.ts';

const ALL_REGIONS = [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12];
/** Three tiers of a room's turnover over two weeks of every region's demo sends. */
const ROOM_TIERS: [number, Reward][] = [
  [30_000, { kind: 'coins', amount: 1_000 }],
  [100_000, { kind: 'coins', amount: 5_000 }],
  [300_000, { kind: 'coins', amount: 20_000 }],
];
/** Three tiers of a host's turnover (the gifts they received). */
const HOST_TIERS: [number, Reward][] = [
  [5_000, { kind: 'coins', amount: 500 }],
  [20_000, { kind: 'coins', amount: 2_000 }],
  [50_000, { kind: 'coins', amount: 6_000 }],
];

/**
 * Demo revenue activities (ids 25-29, after the new star rooms): rooms of every region settled two
 * weeks ago (each room paid its highest tier reached), hosts of the Gulf running now, and outside
 * region 1 one refused, one drafted and one waiting for review.
 */
export const REVENUE_DEMO: DemoActivity[] = [
  {
    zh: '房间流水冲刺',
    en: 'Room turnover sprint',
    ar: 'سباق إيرادات الغرف',
    type: 'revenue',
    regions: ALL_REGIONS,
    from: -30,
    to: -16,
    state: 'scheduled',
    metric: 'coins',
    subject: 'room',
    gifts: 0,
    template: 0,
    budget: 1_000_000,
    topN: 50,
    colours: ['#196f3d', '#82e0aa'],
    thresholds: ROOM_TIERS,
    settledOnTime: true,
  },
  {
    zh: '海湾主播流水赛',
    en: 'Gulf host turnover race',
    ar: 'سباق إيرادات مضيفي الخليج',
    type: 'revenue',
    regions: [0, 1, 2],
    from: -5,
    to: 9,
    state: 'scheduled',
    metric: 'coins',
    subject: 'receiver',
    gifts: 0,
    template: 0,
    budget: 300_000,
    topN: 40,
    colours: ['#9a7d0a', '#f9e79f'],
    thresholds: HOST_TIERS,
  },
  {
    zh: '英语区房间流水',
    en: 'English room turnover',
    ar: 'إيرادات الغرف الإنجليزية',
    type: 'revenue',
    regions: [0],
    from: 12,
    to: 26,
    state: 'refused',
    metric: 'coins',
    subject: 'room',
    gifts: 0,
    template: 0,
    budget: 50_000,
    topN: 20,
    colours: ['#1b4f72', '#85c1e9'],
    thresholds: ROOM_TIERS,
    reason: 'The budget does not cover twenty rooms at the top tier',
  },
  {
    zh: '西语区主播流水',
    en: 'Spanish host turnover',
    ar: 'إيرادات المضيفين الإسبان',
    type: 'revenue',
    regions: [9],
    from: 30,
    to: 44,
    state: 'draft',
    metric: 'coins',
    subject: 'receiver',
    gifts: 0,
    template: 0,
    budget: 200_000,
    topN: 30,
    colours: ['#784212', '#f0b27a'],
    thresholds: HOST_TIERS,
  },
  {
    zh: '土耳其房间流水',
    en: 'Turkish room turnover',
    ar: 'إيرادات الغرف التركية',
    type: 'revenue',
    regions: [0, 3],
    from: 16,
    to: 30,
    state: 'pending',
    metric: 'coins',
    subject: 'room',
    gifts: 0,
    template: 0,
    budget: 600_000,
    topN: 30,
    colours: ['#943126', '#f5b7b1'],
    thresholds: ROOM_TIERS,
  },
];
