import { bilingual, defineLabels } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_WORDS } from './ledger.labels.ts';

/** Words of the coin issue records tab (SPEC §3), both languages. */
export const coinIssueLabels = defineLabels({
  noun: ['金币发放记录', 'coin issue record'],
  tab: ['发放记录', 'Issue records'],
  fields: {
    id: ['记录ID', 'Record ID'],
    user_no: ['靓号', 'Pretty number'],
    amount: ['金币数量', 'Coins'],
    admin_name: ['操作人', 'Operator'],
    created_at: ['发放时间', 'Issued at'],
  },
  values: {
    issue_type: COIN_ISSUE_TYPE_WORDS,
  },
  actions: {
    coinIssueList: ['查询金币发放记录', 'List coin issue records'],
    coinIssueExport: ['导出金币发放记录', 'Export coin issue records'],
  },
});

/** Words of the deduction records tab (SPEC §3), both languages. */
export const coinDeductionLabels = defineLabels({
  noun: ['扣除记录', 'deduction record'],
  tab: ['扣除记录', 'Deduction records'],
  fields: {
    id: ['记录ID', 'Record ID'],
    user_no: ['靓号', 'Pretty number'],
    deducted: ['扣除数量', 'Amount deducted'],
    currency: ['币种', 'Currency'],
    admin_name: ['操作人', 'Operator'],
    created_at: ['扣除时间', 'Deducted at'],
  },
  values: {
    currency: { gold: ['金币', 'Coins'], diamond: ['钻石', 'Diamonds'], bean: ['金豆', 'Beans'] },
  },
  actions: {
    coinDeductionList: ['查询扣除记录', 'List deduction records'],
    coinDeductionExport: ['导出扣除记录', 'Export deduction records'],
  },
});

/**
 * The rest of the screen's words (statistics tab, send form, ledger check), both languages: the web
 * registers them as the `sendCoins` namespace.
 */
export const sendCoinsLabels = bilingual({
  tab: ['统计', 'Statistics'],
  month: ['月份', 'Month'],
  admin: ['操作人', 'Operator'],
  issueType: ['发放类型', 'Issue type'],
  issued: ['发放金币', 'Coins issued'],
  deducted: ['扣除金币', 'Coins deducted'],
  net: ['净发放', 'Net issued'],
  noType: ['—(扣除)', '— (deductions)'],
  period: ['时间范围', 'Period'],
  start: ['开始时间', 'Start time'],
  end: ['结束时间', 'End time'],
  choose: ['请选择', 'Please choose'],
  placeholder: ['请输入', 'Please enter'],
  search: ['查询', 'Search'],
  reset: ['重置', 'Reset'],
  chartTitle: ['每月发放与扣除金币', 'Coins issued and deducted per month'],
  chartLoading: ['图表加载中…', 'Loading the chart…'],
  chartFailed: ['图表加载失败', 'The chart could not be loaded'],
  capped: [
    '分组过多,列表只显示前 {{count}} 组;每月合计包含全部',
    'Too many groups: the list shows the first {{count}}; the monthly totals cover all',
  ],
  empty: ['暂无数据', 'No data'],
  total: ['共 {{total}} 组', '{{total}} groups'],
  send: ['发放金币', 'Send coins'],
  sendTitle: ['发放金币', 'Send coins'],
  ids: ['用户ID', 'Member IDs'],
  idsHelp: ['用逗号、空格或换行分隔,每人一次', 'Separated by commas, spaces or new lines, each member once'],
  amount: ['每人金币', 'Coins each'],
  amountHelp: [
    '1 – 300000,计入您的金币额度和每月发放上限',
    '1 – 300000, counted against your coin quota and monthly issue limit',
  ],
  reason: ['原因', 'Reason'],
  sent: ['已向 {{members}} 个用户发放金币,共 {{total}}', 'Sent coins to {{members}} members, {{total}} in all'],
  check: ['核对账本', 'Check the ledger'],
  checkTitle: ['账本核对结果', 'Ledger check'],
  checkBalanced: [
    '全部平衡:{{members}} 个用户的余额与账本一致,{{postings}} 笔记账均已配平',
    'All balanced: the balances of {{members}} members match the ledger, all {{postings}} postings balance',
  ],
  checkMismatches: ['余额与账本不符', 'Balances that differ from the ledger'],
  checkUnbalanced: ['未配平的记账', 'Postings that do not balance'],
  checkMember: ['用户ID', 'Member ID'],
  checkCurrency: ['币种', 'Currency'],
  checkBalance: ['余额', 'Balance'],
  checkLedger: ['账本合计', 'Ledger sum'],
  close: ['关闭', 'Close'],
  currencies: { gold: ['金币', 'Coins'], diamond: ['钻石', 'Diamonds'], bean: ['金豆', 'Beans'] },
});
