import { defineLabels } from '../resource/labels.ts';

/** Words of the crystal levels (room crystal, menu 24003), both languages. */
export const crystalLevelLabels = defineLabels({
  noun: ['水晶等级', 'crystal level'],
  tab: ['水晶等级', 'Crystal levels'],
  fields: {
    level: ['等级', 'Level'],
    threshold: ['能量门槛', 'Energy threshold'],
    probability: ['奖励概率(%)', 'Reward probability (%)'],
    reward: ['奖励(金币)', 'Reward (coins)'],
    expected_reward: ['本级期望奖励', 'Expected reward'],
    expected_total: ['累计期望奖励', 'Expected reward up to here'],
  },
  help: {
    threshold: [
      '房间水晶礼物累计的能量达到此值时点亮此等级;等级越高门槛越高',
      "The energy the room's crystal gifts must add up to for this level to light; higher levels need more",
    ],
    probability: [
      '点亮此等级时发放奖励的概率,0 到 100 的整数;各等级独立,合计不必为 100',
      'The chance the reward drops when this level lights, a whole number from 0 to 100; each level has its own, they need not sum to 100',
    ],
  },
  screen: {
    rule: [
      '规则:房间内送出的水晶礼物为水晶充能;能量达到某等级的门槛时点亮该等级,并按该等级的概率发放其奖励。各等级的概率相互独立,合计不必为 100。',
      "Rule: crystal gifts sent in a room charge its crystal; when the charge reaches a level's threshold the level lights and drops its reward with that level's probability. Each level's probability is its own chance: they need not sum to 100.",
    ],
    expectation: [
      '本级期望奖励 = 奖励 × 概率;累计期望奖励为点亮到该等级的水晶平均发放的金币。',
      'Expected reward = reward × probability; the expected reward up to a level is what a crystal lit up to that level pays on average.',
    ],
  },
});

/** Words of the crystal gifts tab. */
export const crystalGiftLabels = defineLabels({
  noun: ['水晶礼物', 'crystal gift'],
  tab: ['水晶礼物', 'Crystal gifts'],
  fields: {
    gift_id: ['礼物', 'Gift'],
    gift_icon: ['图标', 'Icon'],
    gift_price: ['价格(金币)', 'Price (coins)'],
    energy: ['能量', 'Energy'],
  },
  help: {
    energy: [
      '每送出一个为水晶增加的能量;不填则为礼物价格',
      "The energy each one sent adds to the room's crystal; left empty, the gift's price",
    ],
  },
});

/** Words of the rooms in the crystal programme tab. */
export const crystalRoomLabels = defineLabels({
  noun: ['水晶房间', 'crystal room'],
  tab: ['水晶房间', 'Crystal rooms'],
  fields: {},
  actions: {
    addRoom: ['添加房间', 'Add room'],
  },
  help: {
    room_no: ['房间靓号', "The room's pretty number"],
  },
});
