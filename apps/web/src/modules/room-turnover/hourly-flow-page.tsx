import { type FlowHour, roomTurnoverActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../../app/api/client.ts';
import { KitChart } from '../../kit/chart/kit-chart.tsx';
import { fill } from '../../kit/fill.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Notice } from '../../kit/notice.tsx';
import { Table } from '../../kit/table.tsx';
import { FLOW_CHART } from './turnover-charts.ts';
import { pathId, turnoverPath } from './turnover-paths.ts';
import { hourLabel, number, useTurnoverWords } from './turnover-words.ts';
import './room-turnover.css';

const { coinAdd, roomRunningList, TURNOVER_PERIODS } = roomTurnoverActions;

/**
 * A member's hourly flow in a room (menu 2010, /service/roomHourlyFlow/:user_id/:room_id; coinAdd):
 * per hour of the last 7, 30 or 90 days, the coins they sent there and the coins and diamonds of
 * the gifts sent to them there, as a chart and a table.
 */
export function HourlyFlowPage() {
  const params = useParams();
  const userId = pathId(params.user_id);
  const roomId = pathId(params.room_id);
  const words = useTurnoverWords();
  const navigate = useNavigate();
  const mayCall = useMayCall();
  const [days, setDays] = useState<number>(7);
  const flow = useQuery({
    queryKey: ['roomTurnover', 'flow', userId, roomId, days],
    queryFn: ({ signal }) =>
      api(coinAdd, { user_id: userId as number, room_id: roomId as number, days }, { signal, handles: [400, 403] }),
    enabled: userId !== undefined && roomId !== undefined,
    placeholderData: keepPreviousData,
  });
  const data = flow.isError ? undefined : flow.data;
  const error = flow.error instanceof ApiError && !flow.error.transport ? flow.error : null;
  if (userId === undefined || roomId === undefined || error) {
    return (
      <div className="turnover" data-testid="room-hourly-flow-page">
        <Notice tone="error">{error && error.status !== 403 ? error.message : words.notFound}</Notice>
      </div>
    );
  }
  return (
    <div className="turnover" data-testid="room-hourly-flow-page">
      <div className="turnover__header">
        <dl className="turnover__facts">
          <div>
            <dt>{words.user}</dt>
            <dd>{data ? `${data.member.nickname} (${data.member.id})` : ''}</dd>
          </div>
          <div>
            <dt>{words.roomNo}</dt>
            <dd>{data?.room.room_no ?? ''}</dd>
          </div>
          <div>
            <dt>{words.roomName}</dt>
            <dd>{data?.room.name ?? ''}</dd>
          </div>
        </dl>
        <Segmented<number>
          aria-label={words.period}
          value={days}
          onChange={setDays}
          options={TURNOVER_PERIODS.map((value) => ({ value, label: fill(words.lastDays, { days: value }) }))}
        />
        {mayCall(roomRunningList) && (
          <Button type="link" onClick={() => navigate(turnoverPath(roomId))}>
            {words.openTurnover}
          </Button>
        )}
      </div>
      {data && (
        <p className="turnover__totals" data-testid="flow-totals">
          {fill(words.flowTotals, {
            sent: number(data.totals.sent_coins),
            received: number(data.totals.received_coins),
            diamonds: number(data.totals.received_diamonds),
          })}
        </p>
      )}
      <KitChart
        chart={FLOW_CHART}
        rows={data?.hours}
        range={data && { from: data.from, to: data.to }}
        loading={flow.isFetching}
        testId="turnover-chart"
      />
      <Table<FlowHour>
        size="small"
        rowKey="hour"
        loading={flow.isFetching}
        dataSource={[...(data?.hours ?? [])].reverse()}
        locale={{ emptyText: words.empty }}
        pagination={{ pageSize: 24, showSizeChanger: false, showTotal: (total) => fill(words.total, { total }) }}
        columns={[
          { key: 'hour', title: words.hour, render: (_, row) => hourLabel(row.hour) },
          { key: 'sent_sends', title: words.sentSends, align: 'right', render: (_, row) => number(row.sent_sends) },
          { key: 'sent_coins', title: words.sentCoins, align: 'right', render: (_, row) => number(row.sent_coins) },
          { key: 'received_coins', title: words.receivedCoins, align: 'right', render: (_, row) => number(row.received_coins) },
          {
            key: 'received_diamonds',
            title: words.receivedDiamonds,
            align: 'right',
            render: (_, row) => number(row.received_diamonds),
          },
        ]}
      />
    </div>
  );
}
