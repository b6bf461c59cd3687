import { type Lang, labelLangOf, riskActions, riskLabels, valueLabel } from '@console/contract';
import { eq } from 'drizzle-orm';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { countryNames } from '../country/country.lookup.ts';
import { memberProfiles } from '../member/member.lookup.ts';
import { riskRecords } from './risk.tables.ts';

const channelName = (key: number, lang: Lang) => valueLabel(riskLabels, labelLangOf(lang), 'black_channel', String(key));

/** The member a record is about, and their country: joined through the lookups of the modules that own them. */
const member = memberProfiles();
const country = countryNames();

export const riskModule = {
  name: 'risk',
  actions: serveResource(riskActions.riskRecords, riskRecords, {
    join: [
      { table: member, on: eq(member.id, riskRecords.userId) },
      { table: country, on: eq(country.id, member.countryId) },
    ],
    columns: {
      user_no: member.userNo,
      nickname: member.nickname,
      region_id: member.regionId,
      country_id: member.countryId,
      regist_time: member.registerTime,
      login_time: member.lastLoginTime,
      moto_contri_leave: member.wealthLevel,
      credit1: riskRecords.credit,
      create_time: riskRecords.createdAt,
    },
    select: { countryNameZh: country.nameZh, countryNameEn: country.nameEn },
    derived: {
      country_name: (record, _now, lang) => (labelLangOf(lang) === 'en' ? record.countryNameEn : record.countryNameZh),
      black_channel_name: (record, _now, lang) => channelName(record.blackChannel as number, lang),
    },
    listExtras: (ctx) => ({
      black_channel_list: riskActions.BLACK_CHANNELS.map((key) => ({ key, name: channelName(key, ctx.lang) })),
    }),
  }),
};
