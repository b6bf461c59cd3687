import i18next from 'i18next';
import type { UiLang } from '../../app/i18n.ts';
import { memberWords } from '../../locales/member.ts';

/**
 * The member screens share one namespace, `member`, filled in parts: each screen or dialog adds
 * its own words (locales/member*.ts) when its code loads, so a list screen does not carry
 * the user page's texts. Types: app/i18n.d.ts.
 */
export function addMemberTexts(texts: Readonly<Record<UiLang, object>>): void {
  for (const lang of ['zh-cn', 'en'] as const) i18next.addResourceBundle(lang, 'member', texts[lang], true, false);
}

addMemberTexts(memberWords);
