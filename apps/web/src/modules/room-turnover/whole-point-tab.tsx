import { roomTurnoverActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError, api } from '../../app/api/client.ts';
import { KitChart } from '../../kit/chart/kit-chart.tsx';
import { Notice } from '../../kit/notice.tsx';
import { usePickerLanguage } from '../../kit/picker-time.ts';
import { Table } from '../../kit/table.tsx';
import { WHOLE_POINT_CHART } from './turnover-charts.ts';
import { useTurnover } from './turnover-context.ts';
import { figureColumns } from './turnover-tabs.tsx';
import { useTurnoverWords } from './turnover-words.ts';

// Its own file, loaded when the tab is chosen: the day picker is the largest part of the screen.

const twoDigits = (hour: number) => String(hour).padStart(2, '0');

/**
 * Whole-hour cost (costWholePoint): what was spent in each whole hour of one day (today unless
 * another is picked), with each hour's share of the day's coins.
 */
export function WholePointTab() {
  usePickerLanguage();
  const words = useTurnoverWords();
  const { roomId } = useTurnover();
  const [day, setDay] = useState<Dayjs | null>(null);
  const input = { room_id: roomId, ...(day ? { day: day.format('YYYY-MM-DD') } : {}) };
  const cost = useQuery({
    queryKey: ['roomTurnover', 'wholePoint', input],
    queryFn: ({ signal }) => api(roomTurnoverActions.costWholePoint, input, { signal, handles: [400, 403] }),
    placeholderData: keepPreviousData,
  });
  const error = cost.error instanceof ApiError && !cost.error.transport ? cost.error.message : null;
  const data = cost.isError ? undefined : cost.data;
  const hours = data?.hours ?? [];
  const dayCoins = data?.totals.coins ?? 0;
  return (
    <div data-testid="turnover-whole-point">
      <DatePicker aria-label={words.choose} placeholder={data?.day ?? words.choose} value={day} onChange={setDay} allowClear />
      {error && <Notice tone="error">{error}</Notice>}
      <KitChart
        chart={WHOLE_POINT_CHART}
        rows={data?.hours}
        titleParams={{ day: data?.day ?? '' }}
        loading={cost.isFetching}
        testId="turnover-chart"
      />
      <Table
        size="small"
        rowKey="hour"
        loading={cost.isFetching}
        dataSource={hours}
        pagination={false}
        columns={[
          { key: 'hour', title: words.hour, render: (_, row) => `${twoDigits(row.hour)}:00–${twoDigits(row.hour)}:59` },
          ...figureColumns(words),
          {
            key: 'share',
            title: words.share,
            align: 'right',
            render: (_, row) => (dayCoins > 0 ? `${((row.coins * 100) / dayCoins).toFixed(1)}%` : '—'),
          },
        ]}
      />
    </div>
  );
}
