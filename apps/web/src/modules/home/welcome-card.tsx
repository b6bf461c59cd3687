import { areaNameIn, roleNameIn } from '@console/contract';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../app/i18n.ts';
import { consoleTimeZone } from '../../kit/format.ts';
import { Panel } from '../../kit/panel.tsx';
import type { AccountInfo } from './home-types.ts';

export function WelcomeCard({ account }: { account: AccountInfo | undefined }) {
  const { t } = useTranslation('home');
  const lang = useUiLang();
  const today = new Date().toLocaleDateString(lang === 'en' ? 'en-US' : 'zh-CN', {
    dateStyle: 'full',
    timeZone: consoleTimeZone(),
  });
  return (
    <Panel className="home__card">
      {account ? (
        <>
          <h1 className="home__hello">{t('hello', { name: account.username })}</h1>
          <p className="home__muted">
            {account.area_name
              ? t('roleArea', {
                  role: roleNameIn(account.role, account.role_kind, lang),
                  area: areaNameIn(account.area_name, lang),
                })
              : roleNameIn(account.role, account.role_kind, lang)}
          </p>
          <p className="home__muted">{today}</p>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Panel>
  );
}
