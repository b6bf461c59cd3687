/**
 * Refusals of host management (SPEC §5, §7 PresideManagement), both languages.
 * Spread into MESSAGES by its catalogue; every key starts with `host_diamond_`, `host_rank_` or
 * `host_group_in_use` so no key of the guild's `host_` words is redefined.
 */
export const HOST_MESSAGES = {
  host_diamond_amount_empty: { zh: '扣除钻石数不能为空', en: 'Diamond deduction amount cannot be empty' },
  host_diamond_below_zero: {
    zh: '钻石余额不足:该主播只有 {balance} 钻石,不能扣除 {amount}',
    en: 'Not enough diamonds: this host has {balance}, {amount} cannot be deducted',
  },
  host_diamond_nothing_to_clear: { zh: '该主播的钻石余额已是 0', en: "This host's diamond balance is already 0" },
  host_group_in_use: {
    zh: '分组「{group}」还有 {count} 名主播,请先移出主播再删除',
    en: 'Group "{group}" still has {count} hosts; move them out before deleting it',
  },
  host_rank_date_invalid: { zh: '日期格式应为 YYYY-MM-DD', en: 'The date must be a day written YYYY-MM-DD' },
} as const satisfies Record<string, { zh: string; en: string }>;
