import { defineLabels, type Word } from '../resource/labels.ts';
import { ID_DIGIT_COUNTS } from './id-mall-digits.ts';

const DIGITS: Readonly<Record<string, Word>> = Object.fromEntries(ID_DIGIT_COUNTS.map((n) => [n, [`${n}位`, `${n} digits`]]));

/** Words of the number types tab of the ID mall (menu 13009), both languages. */
export const idNumberTypeLabels = defineLabels({
  noun: ['靓号类型', 'number type'],
  tab: ['靓号类型', 'Number types'],
  fields: {
    name: ['类型名称', 'Type name'],
    digits: ['位数', 'Digits'],
    pairs: ['对子数', 'Pairs'],
    numbers: ['靓号数量', 'Numbers'],
  },
  values: {
    digits: DIGITS,
  },
  help: {
    pairs: [
      '相邻两位相同算一对,不重叠计数:112233、888888 为 3 对,5201314 为 0 对',
      'Two equal digits side by side make a pair, counted without overlap: 112233 and 888888 have 3, 5201314 has 0',
    ],
    price: ['该类型所有靓号的售价', 'The price of every number of this type'],
  },
});

/** Words of the numbers tab of the ID mall (menu 13009), both languages. */
export const idNumberLabels = defineLabels({
  noun: ['靓号', 'pretty number'],
  tab: ['靓号', 'Numbers'],
  fields: {
    number: ['靓号', 'Number'],
    pattern: ['号码规则', 'Pattern'],
    digits: ['位数', 'Digits'],
    pairs: ['对子数', 'Pairs'],
    shape: ['号码形态', 'Shape'],
    type_id: ['类型', 'Type'],
    type_name: ['类型', 'Type'],
    for_sale: ['出售', 'Sale'],
    lock_reason: ['锁定原因', 'Lock reason'],
    lock_id: ['锁定记录ID', 'Lock id'],
  },
  values: {
    digits: DIGITS,
    for_sale: { true: ['可售', 'Sellable'], false: ['不可售', 'Not sellable'] },
    state: { sellable: ['可售', 'Sellable'], not_sellable: ['不可售', 'Not sellable'], locked: ['已锁定', 'Locked'] },
  },
  help: {
    number: [
      '4 到 12 位数字;类型和价格按位数和对子数自动匹配',
      '4 to 12 digits; the type and price follow from the digit count and pairs',
    ],
  },
  screen: {
    toggleOn: ['设为可售', 'Make sellable'],
    toggleOff: ['设为不可售', 'Stop selling'],
    patternPlaceholder: ['如 *888、520*、1?1? 或 AABB', 'e.g. *888, 520*, 1?1? or AABB'],
    lock: ['锁定', 'Lock'],
    unlock: ['解锁', 'Unlock'],
    lockTitle: ['锁定靓号 {{number}}', 'Lock number {{number}}'],
    unlockTitle: ['解锁靓号 {{number}}', 'Unlock number {{number}}'],
    lockIntro: [
      '锁定后该靓号不再出售,可在 系统设置 > 靓号锁定 查看记录。',
      'A locked number is not sold; the lock is listed under Settings > ID lock.',
    ],
    unlockIntro: [
      '解锁后该靓号按出售开关恢复状态,锁定记录保留。',
      'Unlocked, the number follows its sale switch again; the lock stays in the history.',
    ],
  },
});

/** Words of the lock list (menu 24001, /setting/idLock), both languages. */
export const idLockLabels = defineLabels({
  noun: ['靓号锁定', 'number lock'],
  fields: {
    number: ['靓号', 'Number'],
    reason: ['锁定原因', 'Lock reason'],
    in_mall: ['在靓号商城', 'In the ID mall'],
    created_by_name: ['锁定人', 'Locked by'],
    created_at: ['锁定时间', 'Locked'],
    removed_at: ['解锁时间', 'Unlocked'],
    removed_by_name: ['解锁人', 'Unlocked by'],
    remove_reason: ['解锁原因', 'Unlock reason'],
  },
  values: {
    status: { locked: ['锁定中', 'Locked'], unlocked: ['已解锁', 'Unlocked'] },
    in_mall: { true: ['是', 'Yes'], false: ['否', 'No'] },
  },
  actions: {
    lockAdd: ['锁定靓号', 'Lock a number'],
    unlock: ['解锁靓号', 'Unlock number'],
  },
  help: {
    number: [
      '4 到 12 位数字,可以是商城没有的号码(如预留给官方的号码)',
      '4 to 12 digits; also a number the mall does not list (one kept for officials)',
    ],
  },
});
