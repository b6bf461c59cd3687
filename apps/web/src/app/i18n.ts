import { DEFAULT_LANG, type Lang } from '@console/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { homeWords } from '../locales/home.ts';
import { kitWords } from '../locales/kit.ts';
import { loginWords } from '../locales/login.ts';
import { shellWords } from '../locales/shell.ts';
import { readCookie, writeCookie } from './storage.ts';

/** The interface languages of SPEC §1: the cookie says `zh-cn` or `en`; the wire says `zh-cn` or `en-us`. */
export type UiLang = 'zh-cn' | 'en';

/** The namespaces every page needs, in both languages (locales/*.ts: each word written once as [Chinese, English]). */
export const resources = {
  'zh-cn': { shell: shellWords['zh-cn'], login: loginWords['zh-cn'], home: homeWords['zh-cn'], kit: kitWords['zh-cn'] },
  en: { shell: shellWords.en, login: loginWords.en, home: homeWords.en, kit: kitWords.en },
} as const;

export const LANG_COOKIE = 'lang';

export function parseUiLang(value: string | null | undefined): UiLang {
  return value === 'en' || value === 'en-us' ? 'en' : 'zh-cn';
}

export const toWireLang = (lang: UiLang): Lang => (lang === 'en' ? 'en-us' : DEFAULT_LANG);

export function currentUiLang(): UiLang {
  return parseUiLang(i18next.language);
}

/** What every call sends as `lang`. */
export function currentWireLang(): Lang {
  return toWireLang(currentUiLang());
}

export function initI18n(): void {
  const lang = parseUiLang(readCookie(LANG_COOKIE));
  // Rewriting the cookie on every start keeps the one-day cookie (SPEC §9) alive for staff who use the console daily.
  writeCookie(LANG_COOKIE, lang);
  applyDocumentLang(lang);
  setupI18n(lang);
}

/** i18next itself, without the page (cookie, lang attribute); unit tests call it directly. */
export function setupI18n(lang: UiLang): void {
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'zh-cn',
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['shell', 'login', 'home', 'kit'],
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

/** The page's lang attribute (screen readers, fonts) follows the interface. */
function applyDocumentLang(lang: UiLang): void {
  document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
}

export function changeUiLang(lang: UiLang): void {
  writeCookie(LANG_COOKIE, lang);
  applyDocumentLang(lang);
  void i18next.changeLanguage(lang);
}

function subscribe(listener: () => void): () => void {
  i18next.on('languageChanged', listener);
  return () => i18next.off('languageChanged', listener);
}

export function useUiLang(): UiLang {
  return useSyncExternalStore(subscribe, currentUiLang);
}

/** Picks the zh or en text of a contract entry (menu nodes, regions, language groups). */
export function localName(names: { zh: string; en: string }, lang: UiLang): string {
  return lang === 'en' ? names.en : names.zh;
}

/**
 * A screen's own texts (a module's labels, or `locales/<name>.ts`), added when the screen's code loads so
 * they stay out of every other page's first load. Their types are declared in i18n.d.ts.
 */
export function addScreenTexts(ns: string, texts: Readonly<Record<UiLang, object>>): void {
  for (const lang of ['zh-cn', 'en'] as const) {
    if (!i18next.hasResourceBundle(lang, ns)) i18next.addResourceBundle(lang, ns, texts[lang], true, false);
  }
}
