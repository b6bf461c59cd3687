import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useUiLang } from './i18n.ts';

/** antd's default blue is under 4.5:1 on white; this one passes WCAG AA for text on buttons and links. */
export const PRIMARY = '#0958d9';
const THEME: ThemeConfig = { token: { colorPrimary: PRIMARY, colorLink: PRIMARY, borderRadius: 6 } };

/**
 * antd's theme and locale (which follows the interface language). Each lazily loaded part that
 * uses antd wraps itself in it, so the login page's first load carries no antd at all.
 */
export function AntdProvider({ children }: { children: ReactNode }) {
  const lang = useUiLang();
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={THEME}>
      {children}
    </ConfigProvider>
  );
}
