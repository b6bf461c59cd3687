import { memberActions, operationLogActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { startOfTodayUnix } from '../../kit/format.ts';
import { Panel } from '../../kit/panel.tsx';

interface Props {
  canLog: boolean;
  canMembers: boolean;
}

/** Counts only: one row each is enough to read `total`. */
export function TodayCard({ canLog, canMembers }: Props) {
  const { t } = useTranslation('home');
  const since = startOfTodayUnix();
  const ops = useQuery({
    queryKey: ['home', 'opsToday', since],
    queryFn: () => api(operationLogActions.operationLogList, { page: 1, pn: 1, start_time: since }),
    enabled: canLog,
  });
  const refused = useQuery({
    queryKey: ['home', 'refusedToday', since],
    queryFn: () => api(operationLogActions.operationLogList, { page: 1, pn: 1, start_time: since, result: 'refused' }),
    enabled: canLog,
  });
  const members = useQuery({
    queryKey: ['home', 'members'],
    queryFn: () => api(memberActions.memberList, { page: 1, pn: 1 }),
    enabled: canMembers,
  });
  const unavailable = t('unavailable');
  return (
    <Panel className="home__card" title={<h2 className="home__card-title">{t('today')}</h2>}>
      <Row gutter={16}>
        {canLog && (
          <Col xs={12} md={8}>
            <Statistic title={t('todayOps')} value={ops.data?.total ?? (ops.isError ? unavailable : '…')} />
          </Col>
        )}
        {canLog && (
          <Col xs={12} md={8}>
            <Statistic title={t('todayRefused')} value={refused.data?.total ?? (refused.isError ? unavailable : '…')} />
          </Col>
        )}
        {canMembers && (
          <Col xs={12} md={8}>
            <Statistic title={t('membersInScope')} value={members.data?.total ?? (members.isError ? unavailable : '…')} />
          </Col>
        )}
      </Row>
    </Panel>
  );
}
