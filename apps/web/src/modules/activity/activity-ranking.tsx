import { activityActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import { currentWireLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { EMPTY_VALUE, formatCount, formatUnixTime } from '../../kit/format.ts';
import type { Words } from '../../kit/resource/resource-fields.tsx';
import { Table } from '../../kit/table.tsx';

const { activityPayoutLabels, activityRankLabels } = activityActions;
type Row = Record<string, unknown> & { id: number };

interface Line {
  rank: number;
  subject_id: number;
  name: string | null;
  value: number;
  reached_at: number;
  masked: boolean;
  reward: string | null;
  skip_reason: string | null;
}

interface Board {
  gift_id: number | null;
  gift_name: string | null;
  subject: string;
  lines: Line[];
}

/** One ranking table: rank, who (masked when shielded), value, when reached; the preview and a settled one add the reward and why not. */
function RankingTable({ lines, words, paid }: { lines: Line[]; words: Words; paid: boolean }) {
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
    ...(paid
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

/** A board's heading: who it ranks, and over which gift where the activity has a board per gift (a weekly star). */
function boardTitle(board: Board, words: Words): string {
  const who = (activityRankLabels[words.lang].values.subject as Record<string, string>)[board.subject] ?? board.subject;
  return board.gift_id === null ? who : `${board.gift_name ?? `#${board.gift_id}`} · ${who}`;
}

/** Every board of a ranking, each under its heading when there are several. */
function Boards({ boards, words, paid }: { boards: Board[]; words: Words; paid: boolean }) {
  if (boards.length <= 1) return <RankingTable lines={boards[0]?.lines ?? []} words={words} paid={paid} />;
  return (
    <>
      {boards.map((board) => (
        <section key={`${board.gift_id}:${board.subject}`} data-testid="ranking-board" style={{ marginBottom: 16 }}>
          <h4 style={{ margin: '8px 0' }}>{boardTitle(board, words)}</h4>
          <RankingTable lines={board.lines} words={words} paid={paid} />
        </section>
      ))}
    </>
  );
}

/**
 * An activity's ranking on its record page (issue 30 item 2): live while it runs, the frozen
 * snapshot with what each place was paid once settled; before settlement, staff can preview what
 * each place would get and how much it would pay against the budget. `specs`: the screen's own
 * ranking actions (activity management's, or a weekly star's).
 */
export function activityRanking(specs: activityActions.RankingActions) {
  return function ActivityRanking({ row, words }: { row: Row; words: Words }) {
    const [previewing, setPreviewing] = useState(false);
    const ranking = useQuery({
      queryKey: [specs.ranking.action, row.id, row.state, currentWireLang()],
      queryFn: ({ signal }) => api(specs.ranking, { id: row.id }, { signal }),
    });
    const preview = useQuery({
      queryKey: [specs.preview.action, row.id, currentWireLang()],
      queryFn: ({ signal }) => api(specs.preview, { id: row.id }, { signal }),
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
            <Boards boards={preview.data.boards} words={words} paid />
          </>
        ) : (
          <Boards boards={ranking.data?.boards ?? []} words={words} paid={ranking.data?.frozen ?? false} />
        )}
      </section>
    );
  };
}
