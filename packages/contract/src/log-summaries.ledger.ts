import type { BothLanguages } from './log-summaries.ts';

/** Operation-log summaries of the ledger's grants and deductions (issue 15). */
export const LEDGER_LOG_SUMMARIES = {
  coins_sent: {
    zh: '发放金币 {amount} × {count} 人(共 {total},类型 {type}):{reason}',
    en: 'Send {amount} coins × {count} members ({total} in all, type {type}): {reason}',
  },
  coins_deducted: { zh: '扣除金币 {amount}:{reason}', en: 'Deduct {amount} coins: {reason}' },
  coin_batch_sent: {
    zh: '批量发放金币 {amount} × {count} 人(共 {total},类型 {type}):{reason}',
    en: 'Batch send of {amount} coins × {count} members ({total} in all, type {type}): {reason}',
  },
  coin_batch_done: {
    zh: '批量发放 #{id} 完成:{done} 人已发放,{failed} 人失败(共 {members} 人)',
    en: 'Batch send #{id} finished: {done} credited, {failed} failed (of {members})',
  },
  beans_deducted: { zh: '扣除金豆 {amount}:{reason}', en: 'Deduct {amount} beans: {reason}' },
} as const satisfies Record<string, BothLanguages>;
