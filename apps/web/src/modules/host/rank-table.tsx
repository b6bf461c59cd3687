import { type HostRankPeriod, type HostRankRow, hostActions } from '@console/contract';

const { HOST_RANK_PERIODS } = hostActions;

import { DatePicker, Segmented, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { regionName } from '../../kit/regions.ts';
import { Table } from '../../kit/table.tsx';
import { useHostWords } from './host-paths.ts';

/** A period and a day of it: what the room rank and the settlement are asked for. */
export function PeriodChooser(props: {
  value: HostRankPeriod;
  onChange: (value: HostRankPeriod) => void;
  day: Dayjs | null;
  onDay: (day: Dayjs | null) => void;
}) {
  const words = useHostWords();
  return (
    <div className="host-rank__period">
      <Segmented<HostRankPeriod>
        aria-label={words.period}
        value={props.value}
        onChange={props.onChange}
        options={HOST_RANK_PERIODS.map((value) => ({ value, label: words.periods[value] }))}
      />
      <DatePicker aria-label={words.date} placeholder={words.date} value={props.day} onChange={props.onDay} allowClear />
    </div>
  );
}

/** The period an answer covers and its total, in the console's zone. */
export function PeriodLine({ from, to, total }: { from: number; to: number; total: number }) {
  const words = useHostWords();
  return (
    <p className="host-rank__range" data-testid="host-rank-range">
      {fill(words.periodRange, { from: formatUnixTime(from), to: formatUnixTime(to), total: total.toLocaleString() })}
    </p>
  );
}

type Row = HostRankRow & { balance?: number; region_id?: number };

/** Receivers by diamonds received, most first; the settlement adds each host's balance now and region. */
export function RankTable({ rows, loading, settlement = false }: { rows: Row[]; loading: boolean; settlement?: boolean }) {
  const words = useHostWords();
  const lang = useUiLang();
  const titles = words.rank;
  const columns: TableColumnsType<Row> = [
    { key: 'rank', title: titles.rank, dataIndex: 'rank', width: 80 },
    { key: 'user_no', title: titles.user_no, dataIndex: 'user_no' },
    { key: 'nickname', title: titles.nickname, dataIndex: 'nickname' },
    { key: 'diamonds', title: titles.diamonds, align: 'right', render: (_, row) => row.diamonds.toLocaleString() },
    { key: 'sends', title: titles.sends, align: 'right', render: (_, row) => row.sends.toLocaleString() },
    ...(settlement
      ? [
          {
            key: 'balance',
            title: titles.balance,
            align: 'right' as const,
            render: (_: unknown, row: Row) => (row.balance ?? 0).toLocaleString(),
          },
          { key: 'region', title: titles.region_id, render: (_: unknown, row: Row) => regionName(Number(row.region_id), lang) },
        ]
      : [
          {
            key: 'is_host',
            title: titles.is_host,
            render: (_: unknown, row: Row) => (row.is_host ? <Tag color="success">{words.yes}</Tag> : words.no),
          },
        ]),
    { key: 'group', title: titles.host_group_name, dataIndex: 'host_group_name' },
    { key: 'guild', title: titles.guild_name, dataIndex: 'guild_name' },
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="member_id"
      loading={loading}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 20, showSizeChanger: false }}
    />
  );
}

/** `YYYY-MM-DD` of a chosen day, or nothing for today. */
export const dayText = (day: Dayjs | null) => (day ? day.format('YYYY-MM-DD') : undefined);
