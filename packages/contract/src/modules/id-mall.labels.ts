import type { ModuleLabels } from '../resource/labels.ts';
import { ID_DIGIT_COUNTS } from './id-mall-digits.ts';

/** "6位" / "6 digits" for each digit count. */
const digitWords = (word: (n: number) => string) => Object.fromEntries(ID_DIGIT_COUNTS.map((n) => [n, word(n)]));

/** Words of the number types tab of the ID mall (menu 13009), both languages. */
export const idNumberTypeLabels = {
  'zh-cn': {
    noun: '靓号类型',
    tab: '靓号类型',
    fields: {
      id: 'ID',
      name: '类型名称',
      digits: '位数',
      pairs: '对子数',
      price: '价格(金币)',
      numbers: '靓号数量',
      sort: '排序',
      updated_at: '更新时间',
    },
    values: { digits: digitWords((n) => `${n}位`) },
    help: {
      pairs: '相邻两位相同算一对,不重叠计数:112233、888888 为 3 对,5201314 为 0 对',
      price: '该类型所有靓号的售价',
    },
  },
  en: {
    noun: 'number type',
    tab: 'Number types',
    fields: {
      id: 'ID',
      name: 'Type name',
      digits: 'Digits',
      pairs: 'Pairs',
      price: 'Price (gold)',
      numbers: 'Numbers',
      sort: 'Sort',
      updated_at: 'Updated',
    },
    values: { digits: digitWords((n) => `${n} digits`) },
    help: {
      pairs: 'Two equal digits side by side make a pair, counted without overlap: 112233 and 888888 have 3, 5201314 has 0',
      price: 'The price of every number of this type',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the numbers tab of the ID mall (menu 13009), both languages. */
export const idNumberLabels = {
  'zh-cn': {
    noun: '靓号',
    tab: '靓号',
    fields: {
      id: 'ID',
      number: '靓号',
      pattern: '号码规则',
      digits: '位数',
      pairs: '对子数',
      shape: '号码形态',
      type_id: '类型',
      type_name: '类型',
      price: '价格(金币)',
      for_sale: '出售',
      state: '状态',
      lock_reason: '锁定原因',
      created_at: '添加时间',
      updated_at: '更新时间',
    },
    values: {
      digits: digitWords((n) => `${n}位`),
      for_sale: { true: '可售', false: '不可售' },
      state: { sellable: '可售', not_sellable: '不可售', locked: '已锁定' },
    },
    help: { number: '4 到 12 位数字;类型和价格按位数和对子数自动匹配' },
    screen: {
      toggleOn: '设为可售',
      toggleOff: '设为不可售',
      patternPlaceholder: '如 *888、520*、1?1? 或 AABB',
      lock: '锁定',
      unlock: '解锁',
      lockTitle: '锁定靓号 {{number}}',
      unlockTitle: '解锁靓号 {{number}}',
      lockIntro: '锁定后该靓号不再出售,可在 系统设置 > 靓号锁定 查看记录。',
      unlockIntro: '解锁后该靓号按出售开关恢复状态,锁定记录保留。',
    },
  },
  en: {
    noun: 'ID number',
    tab: 'Numbers',
    fields: {
      id: 'ID',
      number: 'Number',
      pattern: 'Pattern',
      digits: 'Digits',
      pairs: 'Pairs',
      shape: 'Shape',
      type_id: 'Type',
      type_name: 'Type',
      price: 'Price (gold)',
      for_sale: 'Sale',
      state: 'State',
      lock_reason: 'Lock reason',
      created_at: 'Added',
      updated_at: 'Updated',
    },
    values: {
      digits: digitWords((n) => `${n} digits`),
      for_sale: { true: 'Sellable', false: 'Not sellable' },
      state: { sellable: 'Sellable', not_sellable: 'Not sellable', locked: 'Locked' },
    },
    help: { number: '4 to 12 digits; the type and price follow from the digit count and pairs' },
    screen: {
      toggleOn: 'Make sellable',
      toggleOff: 'Stop selling',
      patternPlaceholder: 'e.g. *888, 520*, 1?1? or AABB',
      lock: 'Lock',
      unlock: 'Unlock',
      lockTitle: 'Lock number {{number}}',
      unlockTitle: 'Unlock number {{number}}',
      lockIntro: 'A locked number is not sold; the lock is listed under Settings > ID lock.',
      unlockIntro: 'Unlocked, the number follows its sale switch again; the lock stays in the history.',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the lock list (menu 24001, /setting/idLock), both languages. */
export const idLockLabels = {
  'zh-cn': {
    noun: '靓号锁定',
    fields: {
      number: '靓号',
      reason: '锁定原因',
      status: '状态',
      in_mall: '在靓号商城',
      created_by_name: '锁定人',
      created_at: '锁定时间',
      removed_at: '解锁时间',
      removed_by_name: '解锁人',
      remove_reason: '解锁原因',
    },
    values: {
      status: { locked: '锁定中', unlocked: '已解锁' },
      in_mall: { true: '是', false: '否' },
    },
    actions: { lockAdd: '锁定靓号', unlock: '解锁靓号' },
    help: { number: '4 到 12 位数字,可以是商城没有的号码(如预留给官方的号码)' },
  },
  en: {
    noun: 'number lock',
    fields: {
      number: 'Number',
      reason: 'Lock reason',
      status: 'Status',
      in_mall: 'In the ID mall',
      created_by_name: 'Locked by',
      created_at: 'Locked',
      removed_at: 'Unlocked',
      removed_by_name: 'Unlocked by',
      remove_reason: 'Unlock reason',
    },
    values: {
      status: { locked: 'Locked', unlocked: 'Unlocked' },
      in_mall: { true: 'Yes', false: 'No' },
    },
    actions: { lockAdd: 'Lock a number', unlock: 'Unlock number' },
    help: { number: '4 to 12 digits; also a number the mall does not list (one kept for officials)' },
  },
} as const satisfies ModuleLabels;
