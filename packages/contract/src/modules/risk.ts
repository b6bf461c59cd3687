import { z } from 'zod';
import { MenuIds } from '../menu.ts';
import { type RowOf, resource } from '../resource/index.ts';
import { riskLabels } from './risk.labels.ts';

/** Where a risk record came from (SPEC §3 black_channel_list); named by the labels' `black_channel` values. */
export const BLACK_CHANNELS = [1, 2, 3, 4, 5] as const;

/**
 * Members flagged by risk control (menu 21002, SPEC §2): a read-only list searched by user number,
 * 10 per page, with its export. Field names are the legacy wire's; times are unix seconds. The
 * member's number, nickname, country and levels are read from the member, never copied.
 */
export const riskRecords = resource({
  module: 'RiskManagement',
  namespace: 'riskRecords',
  menu: MenuIds.riskRecords,
  labels: riskLabels,
  scope: { region: 'region_id', country: 'country_id' },
  pageSize: 10,
  listExtras: { black_channel_list: z.array(z.object({ key: z.number().int(), name: z.string() })) },
  fields: {
    user_no: { kind: 'member', filter: 'eq' },
    nickname: { kind: 'text' },
    country_name: { kind: 'text' },
    region_id: { kind: 'region', wireOnly: true },
    country_id: { kind: 'country', internal: true },
    regist_time: { kind: 'time' },
    login_time: { kind: 'time' },
    black_channel: { kind: 'int', values: BLACK_CHANNELS, wireOnly: true },
    black_channel_name: { kind: 'text' },
    times: { kind: 'int' },
    last_time: { kind: 'time' },
    moto_contri_leave: { kind: 'int' },
    credit1: { kind: 'int' },
    recharge_money: { kind: 'money' },
    login_ip: { kind: 'text' },
    count_login_ip: { kind: 'int', shownIn: 'login_ip' },
    push_id: { kind: 'text' },
    create_time: { kind: 'time' },
  },
  actions: { list: 'riskControlRecordList', export: 'riskControlRecordListExport' },
});
export type RiskRecordRow = RowOf<typeof riskRecords.fields>;
