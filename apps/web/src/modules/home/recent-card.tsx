import { MenuIds, menuPath, operationLogActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../app/api/client.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { Panel } from '../../kit/panel.tsx';
import { ResultTag } from '../operation-log/result-tag.tsx';

const LOG_PATH = menuPath(MenuIds.operationLog);

export function RecentCard({ uid }: { uid: number }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const recent = useQuery({
    queryKey: ['home', 'recent', uid],
    queryFn: () => api(operationLogActions.operationLogList, { page: 1, pn: 6, admin_id: uid }),
  });
  return (
    <Panel
      className="home__card"
      title={<h2 className="home__card-title">{t('recent')}</h2>}
      extra={
        <a
          href={LOG_PATH}
          onClick={(event) => {
            event.preventDefault();
            navigate(LOG_PATH);
          }}
        >
          {t('viewAll')}
        </a>
      }
    >
      {recent.isPending && <Skeleton active />}
      {recent.data && recent.data.list.length === 0 && <p className="home__muted">{t('recentEmpty')}</p>}
      {recent.data && recent.data.list.length > 0 && (
        <ul className="home__recent">
          {recent.data.list.map((row) => (
            <li key={row.id}>
              <span className="home__recent-time">{formatUnixTime(row.created_at).slice(5, 16)}</span>
              <span className="home__recent-action">{row.action_label}</span>
              <span className="home__recent-summary">{row.summary}</span>
              <ResultTag result={row.result} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
