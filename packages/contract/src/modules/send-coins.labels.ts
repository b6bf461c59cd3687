import type { ModuleLabels } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_LABELS } from './ledger.labels.ts';

/** The member columns every record list of /sendCoins/sendCoins shows. */
const memberFields = {
  'zh-cn': { id: '记录ID', user_id: '用户ID', user_no: '用户编号', nickname: '昵称', region_id: '区域' },
  en: { id: 'Record ID', user_id: 'User ID', user_no: 'User number', nickname: 'Nickname', region_id: 'Region' },
} as const;

const CURRENCY_LABELS = {
  'zh-cn': { gold: '金币', diamond: '钻石', bean: '金豆' },
  en: { gold: 'Coins', diamond: 'Diamonds', bean: 'Beans' },
} as const;

/** Words of the coin issue records tab (SPEC §3), both languages. */
export const coinIssueLabels = {
  'zh-cn': {
    noun: '金币发放记录',
    tab: '发放记录',
    fields: {
      ...memberFields['zh-cn'],
      amount: '金币数量',
      issue_type: '发放类型',
      reason: '原因',
      admin_name: '操作人',
      created_at: '发放时间',
    },
    values: { issue_type: COIN_ISSUE_TYPE_LABELS['zh-cn'] },
    actions: { coinIssueList: '查询金币发放记录', coinIssueExport: '导出金币发放记录' },
  },
  en: {
    noun: 'coin issue record',
    tab: 'Issue records',
    fields: {
      ...memberFields.en,
      amount: 'Coins',
      issue_type: 'Issue type',
      reason: 'Reason',
      admin_name: 'Operator',
      created_at: 'Issued at',
    },
    values: { issue_type: COIN_ISSUE_TYPE_LABELS.en },
    actions: { coinIssueList: 'List coin issue records', coinIssueExport: 'Export coin issue records' },
  },
} as const satisfies ModuleLabels;

/** Words of the deduction records tab (SPEC §3), both languages. */
export const coinDeductionLabels = {
  'zh-cn': {
    noun: '扣除记录',
    tab: '扣除记录',
    fields: {
      ...memberFields['zh-cn'],
      deducted: '扣除数量',
      currency: '币种',
      reason: '原因',
      admin_name: '操作人',
      created_at: '扣除时间',
    },
    values: { currency: CURRENCY_LABELS['zh-cn'] },
    actions: { coinDeductionList: '查询扣除记录', coinDeductionExport: '导出扣除记录' },
  },
  en: {
    noun: 'deduction record',
    tab: 'Deduction records',
    fields: {
      ...memberFields.en,
      deducted: 'Amount deducted',
      currency: 'Currency',
      reason: 'Reason',
      admin_name: 'Operator',
      created_at: 'Deducted at',
    },
    values: { currency: CURRENCY_LABELS.en },
    actions: { coinDeductionList: 'List deduction records', coinDeductionExport: 'Export deduction records' },
  },
} as const satisfies ModuleLabels;

/**
 * The rest of the screen's words (statistics tab, send form, ledger check), both languages: the web
 * registers them as the `sendCoins` namespace.
 */
export const sendCoinsLabels = {
  'zh-cn': {
    tab: '统计',
    month: '月份',
    admin: '操作人',
    issueType: '发放类型',
    issued: '发放金币',
    deducted: '扣除金币',
    net: '净发放',
    noType: '—(扣除)',
    period: '时间范围',
    start: '开始时间',
    end: '结束时间',
    choose: '请选择',
    placeholder: '请输入',
    search: '查询',
    reset: '重置',
    chartTitle: '每月发放与扣除金币',
    chartLoading: '图表加载中…',
    chartFailed: '图表加载失败',
    capped: '分组过多,列表只显示前 {{count}} 组;每月合计包含全部',
    empty: '暂无数据',
    total: '共 {{total}} 组',
    send: '发放金币',
    sendTitle: '发放金币',
    ids: '用户ID',
    idsHelp: '用逗号、空格或换行分隔,每人一次',
    amount: '每人金币',
    amountHelp: '1 – 300000,计入您的金币额度和每月发放上限',
    reason: '原因',
    sent: '已向 {{members}} 个用户发放金币,共 {{total}}',
    check: '核对账本',
    checkTitle: '账本核对结果',
    checkBalanced: '全部平衡:{{members}} 个用户的余额与账本一致,{{postings}} 笔记账均已配平',
    checkMismatches: '余额与账本不符',
    checkUnbalanced: '未配平的记账',
    checkMember: '用户ID',
    checkCurrency: '币种',
    checkBalance: '余额',
    checkLedger: '账本合计',
    close: '关闭',
    currencies: CURRENCY_LABELS['zh-cn'],
  },
  en: {
    tab: 'Statistics',
    month: 'Month',
    admin: 'Operator',
    issueType: 'Issue type',
    issued: 'Coins issued',
    deducted: 'Coins deducted',
    net: 'Net issued',
    noType: '— (deductions)',
    period: 'Period',
    start: 'Start time',
    end: 'End time',
    choose: 'Please choose',
    placeholder: 'Please enter',
    search: 'Search',
    reset: 'Reset',
    chartTitle: 'Coins issued and deducted per month',
    chartLoading: 'Loading the chart…',
    chartFailed: 'The chart could not be loaded',
    capped: 'Too many groups: the list shows the first {{count}}; the monthly totals cover all',
    empty: 'No data',
    total: '{{total}} groups',
    send: 'Send coins',
    sendTitle: 'Send coins',
    ids: 'User IDs',
    idsHelp: 'Separated by commas, spaces or new lines, each member once',
    amount: 'Coins each',
    amountHelp: '1 – 300000, counted against your coin quota and monthly issue limit',
    reason: 'Reason',
    sent: 'Sent coins to {{members}} members, {{total}} in all',
    check: 'Check the ledger',
    checkTitle: 'Ledger check',
    checkBalanced: 'All balanced: the balances of {{members}} members match the ledger, all {{postings}} postings balance',
    checkMismatches: 'Balances that differ from the ledger',
    checkUnbalanced: 'Postings that do not balance',
    checkMember: 'User ID',
    checkCurrency: 'Currency',
    checkBalance: 'Balance',
    checkLedger: 'Ledger sum',
    close: 'Close',
    currencies: CURRENCY_LABELS.en,
  },
} as const satisfies Record<'zh-cn' | 'en', Record<string, unknown>>;
