import { menuPath, roomTurnoverActions } from '@console/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { addScreenTexts, useUiLang } from '../../app/i18n.ts';
import type { RowAction } from '../../kit/list/list-types.ts';
import { ResourceList } from '../../kit/list/resource-list.tsx';
import { resourceColumns, resourceFilters, wordsOf } from '../../kit/resource/resource-fields.tsx';
import { useTurnover } from './turnover-context.ts';
import { hourlyFlowPath, turnoverPath } from './turnover-paths.ts';
import { useTurnoverWords } from './turnover-words.ts';

const { turnoverSends, coinAdd } = roomTurnoverActions;
addScreenTexts(turnoverSends.namespace, turnoverSends.labels as unknown as Record<'zh-cn' | 'en', object>);

type Row = Record<string, unknown> & { id: number };

/**
 * The room's gift sends (roomRunningDetail): the kit's list of the resource, of this room (the room
 * id rides on every call and the export, not in the search panel), each row linking to its sender's
 * hourly flow in the room; without a room (room id 0), of every room, each row linking to its room.
 */
export function TurnoverSends() {
  const lang = useUiLang();
  const screenWords = useTurnoverWords();
  const navigate = useNavigate();
  const { roomId } = useTurnover();
  const words = useMemo(() => wordsOf(turnoverSends, lang), [lang]);
  const columns = useMemo(() => resourceColumns(turnoverSends, words, lang), [words, lang]);
  const filters = useMemo(
    () => resourceFilters(turnoverSends, words, lang).filter((filter) => filter.name !== 'room_id'),
    [words, lang],
  );
  const rowActions: RowAction<Row>[] = [
    {
      key: 'turnover',
      label: screenWords.openTurnover,
      spec: roomTurnoverActions.roomRunningList,
      shown: () => roomId === 0,
      open: (row) => navigate(turnoverPath(Number(row.room_id))),
    },
    {
      key: 'flow',
      label: screenWords.hourlyFlow,
      spec: coinAdd,
      open: (row) => navigate(hourlyFlowPath(Number(row.sender_id), Number(row.room_id))),
    },
  ];
  return (
    <div data-resource={turnoverSends.namespace}>
      <ResourceList<Row>
        table={`${menuPath(turnoverSends.menu)}#sends`}
        list={turnoverSends.list}
        exportAction={turnoverSends.export}
        extraQuery={roomId > 0 ? { room_id: roomId } : undefined}
        rowKey="id"
        columns={columns}
        filters={filters}
        rowActions={rowActions}
        testId="turnover-sends"
        forbiddenText={screenWords.notFound}
      />
    </div>
  );
}
