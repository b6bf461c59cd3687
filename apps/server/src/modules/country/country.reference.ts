import countriesLib from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import zh from 'i18n-iso-countries/langs/zh.json' with { type: 'json' };
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js';
import type { Queryable } from '../../db/database.ts';

countriesLib.registerLocale(en);
countriesLib.registerLocale(zh);

/**
 * Which region each country belongs to (SPEC §9 region ids); unlisted countries are English (0).
 * SPEC pins region 2 to country ids 18, 19, 29, 35, 25, 4: the Chinese-speaking countries below.
 */
const REGION_OF: Record<number, readonly string[]> = {
  1: ['SA', 'AE', 'EG', 'IQ', 'KW', 'QA', 'BH', 'OM', 'JO', 'LB', 'SY', 'YE', 'PS', 'LY', 'TN', 'DZ', 'MA', 'SD', 'MR'],
  2: ['CN', 'TW', 'HK', 'MO', 'SG', 'MY'],
  3: ['TR', 'AZ'],
  4: ['PK', 'BD', 'NP', 'LK'],
  5: ['VN'],
  6: ['TH'],
  9: [
    'ES',
    'MX',
    'AR',
    'CO',
    'CL',
    'PE',
    'VE',
    'EC',
    'GT',
    'CU',
    'BO',
    'DO',
    'HN',
    'PY',
    'SV',
    'NI',
    'CR',
    'PA',
    'UY',
    'PR',
    'GQ',
  ],
  10: ['ID'],
  11: ['BR', 'PT', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL'],
  12: ['IN'],
};
const PINNED_IDS: Record<string, number> = { CN: 4, TW: 18, HK: 19, MO: 25, SG: 29, MY: 35 };
const HOT = ['SA', 'AE', 'EG', 'IQ', 'TR', 'IN', 'ID', 'BR'];

export interface CountrySeed {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  regionId: number;
  languageGroup: number;
  areaCode: string;
  flag: string;
  hotSort: number;
}

const flagOf = (code: string) => String.fromCodePoint(...[...code].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65));

/** Every ISO 3166-1 country with zh/en names; ids are stable: pinned ones, then alphabetical by code. */
export function countrySeeds(): CountrySeed[] {
  const regionByCode = new Map<string, number>();
  for (const [region, codes] of Object.entries(REGION_OF)) for (const code of codes) regionByCode.set(code, Number(region));
  const codes = Object.keys(countriesLib.getAlpha2Codes()).sort();
  const taken = new Set(Object.values(PINNED_IDS));
  let next = 1;
  return codes.map((code) => {
    let id = PINNED_IDS[code];
    if (id === undefined) {
      while (taken.has(next)) next++;
      id = next++;
    }
    const regionId = regionByCode.get(code) ?? 0;
    return {
      id,
      code,
      nameZh: countriesLib.getName(code, 'zh') ?? code,
      nameEn: countriesLib.getName(code, 'en') ?? code,
      regionId,
      languageGroup: regionId === 9 ? 2 : regionId === 11 ? 3 : 1,
      areaCode: isSupportedCountry(code) ? `+${getCountryCallingCode(code)}` : '',
      flag: flagOf(code),
      hotSort: HOT.includes(code) ? HOT.length - HOT.indexOf(code) : 0,
    };
  });
}

/** Countries are reference data, present in every database (also with SEED=none). */
export async function ensureCountries(connection: Queryable): Promise<void> {
  const { rows } = await connection.query<{ n: number }>('SELECT count(*)::int AS n FROM country');
  if ((rows[0]?.n ?? 0) > 0) return;
  for (const c of countrySeeds()) {
    await connection.query(
      `INSERT INTO country (id, code, name_zh, name_en, region_id, language_group, area_code, flag, hot_sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [c.id, c.code, c.nameZh, c.nameEn, c.regionId, c.languageGroup, c.areaCode, c.flag, c.hotSort],
    );
  }
}
