import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the crystal levels (room crystal, menu 24003), both languages. */
export const crystalLevelLabels = {
  'zh-cn': {
    noun: '水晶等级',
    tab: '水晶等级',
    fields: {
      level: '等级',
      name: '名称',
      threshold: '能量门槛',
      probability: '奖励概率(%)',
      reward: '奖励(金币)',
      expected_reward: '本级期望奖励',
      expected_total: '累计期望奖励',
      updated_at: '更新时间',
    },
    help: {
      threshold: '房间水晶礼物累计的能量达到此值时点亮此等级;等级越高门槛越高',
      probability: '点亮此等级时发放奖励的概率,0 到 100 的整数;各等级独立,合计不必为 100',
    },
    screen: {
      rule: '规则:房间内送出的水晶礼物为水晶充能;能量达到某等级的门槛时点亮该等级,并按该等级的概率发放其奖励。各等级的概率相互独立,合计不必为 100。',
      expectation: '本级期望奖励 = 奖励 × 概率;累计期望奖励为点亮到该等级的水晶平均发放的金币。',
    },
  },
  en: {
    noun: 'crystal level',
    tab: 'Crystal levels',
    fields: {
      level: 'Level',
      name: 'Name',
      threshold: 'Energy threshold',
      probability: 'Reward probability (%)',
      reward: 'Reward (coins)',
      expected_reward: 'Expected reward',
      expected_total: 'Expected reward up to here',
      updated_at: 'Updated',
    },
    help: {
      threshold: "The energy the room's crystal gifts must add up to for this level to light; higher levels need more",
      probability:
        'The chance the reward drops when this level lights, a whole number from 0 to 100; each level has its own, they need not sum to 100',
    },
    screen: {
      rule: "Rule: crystal gifts sent in a room charge its crystal; when the charge reaches a level's threshold the level lights and drops its reward with that level's probability. Each level's probability is its own chance: they need not sum to 100.",
      expectation:
        'Expected reward = reward × probability; the expected reward up to a level is what a crystal lit up to that level pays on average.',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the crystal gifts tab. */
export const crystalGiftLabels = {
  'zh-cn': {
    noun: '水晶礼物',
    tab: '水晶礼物',
    fields: {
      gift_id: '礼物',
      gift_icon: '图标',
      gift_name: '礼物名称',
      gift_price: '价格(金币)',
      energy: '能量',
      sort: '排序',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    help: { energy: '每送出一个为水晶增加的能量;不填则为礼物价格' },
  },
  en: {
    noun: 'crystal gift',
    tab: 'Crystal gifts',
    fields: {
      gift_id: 'Gift',
      gift_icon: 'Icon',
      gift_name: 'Gift name',
      gift_price: 'Price (coins)',
      energy: 'Energy',
      sort: 'Sort',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    help: { energy: "The energy each one sent adds to the room's crystal; left empty, the gift's price" },
  },
} as const satisfies ModuleLabels;

/** Words of the rooms in the crystal programme tab. */
export const crystalRoomLabels = {
  'zh-cn': {
    noun: '水晶房间',
    tab: '水晶房间',
    fields: {
      room_no: '房间号',
      room_name: '房间名称',
      room_id: '房间ID',
      region_id: '区域',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    actions: { addRoom: '添加房间' },
    help: { room_no: '房间靓号' },
  },
  en: {
    noun: 'crystal room',
    tab: 'Crystal rooms',
    fields: {
      room_no: 'Room number',
      room_name: 'Room name',
      room_id: 'Room id',
      region_id: 'Region',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    actions: { addRoom: 'Add room' },
    help: { room_no: "The room's pretty id" },
  },
} as const satisfies ModuleLabels;
