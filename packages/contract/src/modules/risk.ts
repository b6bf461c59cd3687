import { z } from 'zod';
import { defineAction } from '../action.ts';
import { exportInput, exportTicket, id, listInput, listOf } from '../fields.ts';
import { MenuIds } from '../menu.ts';

/** SPEC §3 Risk record, field names as the wire has them; times are unix seconds. */
export const riskRecordRow = z.object({
  id: z.number().int(),
  user_no: z.number().int(),
  nickname: z.string(),
  country_name: z.string(),
  region_id: z.number().int(),
  regist_time: z.number().int(),
  login_time: z.number().int(),
  black_channel: z.number().int(),
  black_channel_name: z.string(),
  times: z.number().int(),
  last_time: z.number().int(),
  moto_contri_leave: z.number().int(),
  credit1: z.number().int(),
  recharge_money: z.number().int(),
  login_ip: z.string(),
  count_login_ip: z.number().int(),
  push_id: z.string(),
  create_time: z.number().int(),
});
export type RiskRecordRow = z.infer<typeof riskRecordRow>;

/** Where a risk record came from (SPEC §3 black_channel_list). */
export const BLACK_CHANNELS = [
  { key: 1, zh: '设备', en: 'Device' },
  { key: 2, zh: 'IP', en: 'IP' },
  { key: 3, zh: '支付', en: 'Payment' },
  { key: 4, zh: '举报', en: 'Report' },
  { key: 5, zh: '模拟器', en: 'Emulator' },
] as const;

const riskFilters = { user_no: id().optional() };

export const riskControlRecordList = defineAction({
  module: 'RiskManagement',
  action: 'riskControlRecordList',
  summary: 'Risk-control records, searched by user number (10 per page)',
  label: { zh: '查询风控记录', en: 'List risk records' },
  permission: { menu: MenuIds.riskRecords },
  mutates: false,
  scope: { list: true },
  input: listInput(riskFilters),
  output: listOf(riskRecordRow).extend({
    black_channel_list: z.array(z.object({ key: z.number().int(), name: z.string() })),
  }),
});

export const riskControlRecordExport = defineAction({
  ...riskControlRecordList,
  action: 'riskControlRecordListExport',
  summary: 'Export risk-control records',
  label: { zh: '导出风控记录', en: 'Export risk records' },
  mutates: true,
  input: exportInput(riskFilters),
  output: exportTicket,
});
