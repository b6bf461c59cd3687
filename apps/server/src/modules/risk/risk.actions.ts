import { type Lang, labelLangOf, riskActions, riskLabels, valueLabel } from '@console/contract';
import { eq } from 'drizzle-orm';
import { serveResource } from '../../engine/resource/serve-resource.ts';
import { countryNames } from '../country/country.lookup.ts';
import { rowsAboutMember } from '../member/member.lookup.ts';
import { riskRecords } from './risk.tables.ts';

const channelName = (key: number, lang: Lang) => valueLabel(riskLabels, labelLangOf(lang), 'black_channel', String(key));

/** The member a record is about, and their country: joined through the lookups of the modules that own them. */
const member = rowsAboutMember(riskRecords.userId);
const country = countryNames();

export const riskModule = {
  name: 'risk',
  actions: serveResource(riskActions.riskRecords, riskRecords, {
    join: [member.join, { table: country, on: eq(country.id, member.profile.countryId) }],
    columns: {
      ...member.columns,
      country_id: member.profile.countryId,
      regist_time: member.profile.registerTime,
      login_time: member.profile.lastLoginTime,
      moto_contri_leave: member.profile.wealthLevel,
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
