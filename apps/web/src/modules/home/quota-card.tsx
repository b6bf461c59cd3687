import { Progress, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usageRatio } from '../../app/quota.ts';
import { Panel } from '../../kit/panel.tsx';
import type { AccountInfo } from './home-types.ts';

export function QuotaCard({ account, loading }: { account: AccountInfo | undefined; loading: boolean }) {
  const { t } = useTranslation('home');
  const rows = account
    ? ([
        ['gift', account.gift_use, account.gift],
        ['prop', account.prop_use, account.prop],
        ['gold', account.gold_use, account.gold],
      ] as const)
    : [];
  return (
    <Panel className="home__card" title={<h2 className="home__card-title">{t('quota')}</h2>}>
      {loading && <Skeleton active paragraph={{ rows: 3 }} />}
      {rows.map(([key, used, total]) => {
        const percent = Math.round(usageRatio(total, used) * 100);
        return (
          <div className="home__quota" key={key}>
            <span className="home__quota-name">{t(key)}</span>
            {total > 0 ? (
              <>
                <Progress
                  className="home__quota-bar"
                  percent={percent}
                  showInfo={false}
                  strokeColor={percent > 90 ? '#cf1322' : undefined}
                  aria-label={`${t(key)} ${percent}%`}
                />
                <span className={percent > 90 ? 'home__quota-numbers home__quota-numbers--over' : 'home__quota-numbers'}>
                  {percent}% · {used.toLocaleString()} / {total.toLocaleString()}
                </span>
              </>
            ) : (
              <span className="home__muted">{t('noQuota')}</span>
            )}
          </div>
        );
      })}
      {account && <p className="home__muted home__hint">{t('quotaHint')}</p>}
    </Panel>
  );
}
