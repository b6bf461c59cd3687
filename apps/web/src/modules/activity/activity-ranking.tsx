import { activityActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { EMPTY_VALUE, formatCount, formatUnixTime } from '../../kit/format.ts';
import type { Words } from '../../kit/resource/resource-fields.tsx';

const { activityRanking, activityPreview, activityPayoutLabels } = activityActions;
type Row = Record<string, unknown> & { id: number };

interface Line {
  rank: number;
  subject_id: number;
  name: string | null;
  value: number;
  reached_at: number;
  masked: boolean;
  reward?: string;
  skip_reason?: string | null;
}

/** One ranking table: rank, who (masked when shielded), value, when reached; the preview adds the reward and why not. */
function RankingTable({ lines, words, preview }: { lines: Line[]; words: Words; preview: boolean }) {
  const screen = (key: string) => words.screen(key) ?? key;
  const skipWords = activityPayoutLabels[words.lang].values.skip_reason as Record<string, string>;
  const columns = [
    { key: 'rank', title: screen('rank'), dataIndex: 'rank', width: 70 },
    {
      key: 'name',
      title: screen('name'),
      render: (_: unknown, line: Line) => (
        <span>
          {line.name ?? EMPTY_VALUE} ({line.subject_id}){line.masked && <Tag style={{ marginLeft: 8 }}>{screen('masked')}</Tag>}
        </span>
      ),
    },
    { key: 'value', title: screen('value'), render: (_: unknown, line: Line) => formatCount(line.value), width: 140 },
    {
      key: 'reached',
      title: screen('reachedAt'),
      render: (_: unknown, line: Line) => formatUnixTime(line.reached_at),
      width: 180,
    },
    ...(preview
      ? [
          {
            key: 'reward',
            title: screen('reward'),
            render: (_: unknown, line: Line) => line.reward || EMPTY_VALUE,
          },
          {
            key: 'skip',
            title: screen('skip'),
            render: (_: unknown, line: Line) =>
              line.skip_reason ? (skipWords[line.skip_reason] ?? line.skip_reason) : EMPTY_VALUE,
          },
        ]
      : []),
  ];
  return (
    <Table<Line>
      size="small"
      rowKey="rank"
      columns={columns}
      dataSource={lines}
      pagination={false}
      locale={{ emptyText: screen('noRanking') }}
    />
  );
}

/**
 * An activity's ranking on its record page (issue 30 item 2): live while it runs, the frozen
 * snapshot once settled; before settlement, staff can preview what each rank would get and how
 * much it would pay against the budget.
 */
export function ActivityRanking({ row, words }: { row: Row; words: Words }) {
  const [previewing, setPreviewing] = useState(false);
  const ranking = useQuery({
    queryKey: ['activityRanking', row.id, row.state, currentWireLang()],
    queryFn: ({ signal }) => api(activityRanking, { id: row.id }, { signal }),
  });
  const preview = useQuery({
    queryKey: ['activityPreview', row.id, currentWireLang()],
    queryFn: ({ signal }) => api(activityPreview, { id: row.id }, { signal }),
    enabled: previewing,
  });
  const screen = (key: string) => words.screen(key) ?? key;
  const settled = row.state === 'settled';
  return (
    <section className="activity-ranking" data-testid="activity-ranking" style={{ marginTop: 16 }}>
      <div className="detail-actions" style={{ marginBottom: 8 }}>
        <strong>{ranking.data?.frozen ? screen('frozen') : screen('live')}</strong>
        {!settled && (
          <Button size="small" onClick={() => setPreviewing((shown) => !shown)} aria-pressed={previewing}>
            {screen('preview')}
          </Button>
        )}
      </div>
      {previewing && preview.data ? (
        <>
          <p data-testid="activity-preview-total">
            {fill(screen('previewTotal'), {
              coins: formatCount(preview.data.coins),
              budget: formatCount(preview.data.budget_coins),
            })}
          </p>
          <RankingTable lines={preview.data.lines} words={words} preview />
        </>
      ) : (
        <RankingTable lines={ranking.data?.lines ?? []} words={words} preview={false} />
      )}
    </section>
  );
}
