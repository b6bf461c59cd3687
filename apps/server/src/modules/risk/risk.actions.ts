import { riskActions } from '@console/contract';
import { eq } from 'drizzle-orm';
import { implement } from '../../engine/context.ts';
import { implementExport } from '../../engine/export/export.ts';
import { type ListDefinition, runList } from '../../engine/list/list.ts';
import { countryNames } from '../country/country.lookup.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { riskRecords } from './risk.tables.ts';

const { BLACK_CHANNELS } = riskActions;
const channelName = (key: number, lang: string) => {
  const channel = BLACK_CHANNELS.find((c) => c.key === key);
  return channel ? (lang === 'en-us' ? channel.en : channel.zh) : String(key);
};

/** The member a record is about, and their country: joined through the lookups of the modules that own them. */
const member = memberProfiles();
const country = countryNames();

const fields = {
  id: riskRecords.id,
  userNo: member.userNo,
  nickname: member.nickname,
  nameZh: country.nameZh,
  nameEn: country.nameEn,
  regionId: member.regionId,
  registerTime: member.registerTime,
  lastLoginTime: member.lastLoginTime,
  blackChannel: riskRecords.blackChannel,
  times: riskRecords.times,
  lastTime: riskRecords.lastTime,
  wealthLevel: member.wealthLevel,
  credit: riskRecords.credit,
  rechargeMoney: riskRecords.rechargeMoney,
  loginIp: riskRecords.loginIp,
  countLoginIp: riskRecords.countLoginIp,
  pushId: riskRecords.pushId,
  createdAt: riskRecords.createdAt,
};
type RiskRecord = { [K in keyof typeof fields]: (typeof fields)[K]['_']['data'] };

export const riskRecordList: ListDefinition<riskActions.RiskRecordRow> = {
  fields,
  source: (db, selected) =>
    db
      .select(selected)
      .from(riskRecords)
      .innerJoin(member, eq(member.id, riskRecords.userId))
      .innerJoin(country, eq(country.id, member.countryId))
      .$dynamic(),
  key: riskRecords.id,
  scope: { region: member.regionId, country: member.countryId },
  filters: { user_no: { eq: member.userNo } },
  toRow: (record, lang) => {
    const r = record as RiskRecord;
    return {
      id: r.id,
      user_no: r.userNo,
      nickname: r.nickname,
      country_name: lang === 'en-us' ? r.nameEn : r.nameZh,
      region_id: r.regionId,
      regist_time: r.registerTime,
      login_time: r.lastLoginTime,
      black_channel: r.blackChannel,
      black_channel_name: channelName(r.blackChannel, lang),
      times: r.times,
      last_time: r.lastTime,
      moto_contri_leave: r.wealthLevel,
      credit1: r.credit,
      recharge_money: r.rechargeMoney,
      login_ip: r.loginIp,
      count_login_ip: r.countLoginIp,
      push_id: r.pushId,
      create_time: r.createdAt,
    };
  },
};

const list = implement(riskActions.riskControlRecordList, async (input, ctx) => ({
  ...(await runList(ctx, riskRecordList, input)),
  black_channel_list: BLACK_CHANNELS.map((c) => ({ key: c.key, name: ctx.lang === 'en-us' ? c.en : c.zh })),
}));

const time = (seconds: number) => new Date(seconds * 1000).toISOString();

const listExport = implementExport(riskActions.riskControlRecordExport, {
  list: riskRecordList,
  fileName: 'risk-records',
  columns: [
    { header: { zh: '用户编号', en: 'User number' }, value: (r) => r.user_no },
    { header: { zh: '昵称', en: 'Nickname' }, value: (r) => r.nickname },
    { header: { zh: '国家', en: 'Country' }, value: (r) => r.country_name },
    { header: { zh: '注册时间', en: 'Registered' }, value: (r) => time(r.regist_time) },
    { header: { zh: '最后登录', en: 'Last login' }, value: (r) => time(r.login_time) },
    { header: { zh: '拉黑渠道', en: 'Blocked channel' }, value: (r) => r.black_channel_name },
    { header: { zh: '次数', en: 'Times' }, value: (r) => r.times },
    { header: { zh: '最后时间', en: 'Last time' }, value: (r) => time(r.last_time) },
    { header: { zh: '贡献等级', en: 'Contribution level' }, value: (r) => r.moto_contri_leave },
    { header: { zh: '信用', en: 'Credit' }, value: (r) => r.credit1 },
    { header: { zh: '充值金额', en: 'Recharge amount' }, value: (r) => r.recharge_money },
    { header: { zh: '登录IP', en: 'Login IP' }, value: (r) => r.login_ip },
    { header: { zh: 'IP登录数', en: 'IP login count' }, value: (r) => r.count_login_ip },
    { header: { zh: '推送ID', en: 'Push id' }, value: (r) => r.push_id },
    { header: { zh: '创建时间', en: 'Created' }, value: (r) => time(r.create_time) },
  ],
});

export const riskModule = { name: 'risk', actions: [list, listExport] };
