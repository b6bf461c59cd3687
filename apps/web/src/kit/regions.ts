import { REGIONS } from '@console/contract';
import { localName, type UiLang } from '../app/i18n.ts';

/** SPEC §9 regions as select options (values as text, as filters and the URL carry them). */
export function regionOptions(lang: UiLang): { value: string; label: string }[] {
  return REGIONS.map((region) => ({ value: String(region.id), label: localName(region, lang) }));
}

export function regionName(id: number, lang: UiLang): string {
  const region = REGIONS.find((one) => one.id === id);
  return region ? localName(region, lang) : String(id);
}
