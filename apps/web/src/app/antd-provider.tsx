import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useUiLang } from './i18n.ts';
import { REDUCED_MOTION_QUERY, useMedia } from './layout/use-media.ts';

/**
 * antd's default blue and its lighter greys (statistic titles, descriptions, the select's
 * placeholder, which is text rather than a placeholder attribute) are under 4.5:1 on white; these
 * pass WCAG AA. So are its status colours, which status tags write in and danger links use: the
 * darker shades of the same palettes below pass on white and on their tags' tinted backgrounds.
 */
export const PRIMARY = '#0958d9';
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.62)';
const THEME: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorLink: PRIMARY,
    colorInfo: PRIMARY,
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    // antd tints a tag's background from its colour; from these darker shades the tints come out
    // too dark for the text, so the backgrounds stay antd's usual light ones.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    borderRadius: 6,
  },
};

/**
 * Staff who ask their system for less motion (WCAG 2.3.3) get dialogs, menus and lists that appear
 * and go at once. The browser tests ask for it too: a click aimed while a dialog zooms in can land
 * where its button is no longer, and do nothing.
 */
const STILL_THEME: ThemeConfig = { ...THEME, token: { ...THEME.token, motion: false } };

/**
 * antd's theme and locale (which follows the interface language). Each lazily loaded part that
 * uses antd wraps itself in it, so the login page's first load carries no antd at all.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const lang = useUiLang();
  const still = useMedia(REDUCED_MOTION_QUERY);
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={still ? STILL_THEME : THEME}>
      {children}
    </ConfigProvider>
  );
}
