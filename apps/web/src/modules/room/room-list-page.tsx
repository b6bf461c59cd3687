import { roomActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ROOM_LIST_COMMANDS } from './room-commands.ts';
import { roomDetailPath, roomTurnoverPath } from './room-paths.ts';
import { RoomTagSelect } from './room-tag-select.tsx';

/**
 * Room management (menu 2001): rooms by id, pretty id, name, owner, place, level, heat bucket, tag
 * and state; detail and turnover a click away; ban, stick to top and recommend from the row.
 */
export const RoomListPage = resourcePage(roomActions.rooms, {
  testId: 'rooms',
  scrollX: 1800,
  commands: ROOM_LIST_COMMANDS,
  rowActions: ({ words, navigate }) => [
    { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => navigate(roomDetailPath(row.id)) },
    { key: 'turnover', label: words.screen('turnover') ?? 'Turnover', open: (row) => navigate(roomTurnoverPath(row.id)) },
  ],
  filters: (filters) =>
    filters.map((filter) =>
      filter.name === 'tag_id'
        ? {
            ...filter,
            render: ({ id, value, onChange }) => (
              <RoomTagSelect
                id={id}
                placeholder={filter.placeholder}
                value={typeof value === 'number' ? value : undefined}
                onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
              />
            ),
          }
        : filter,
    ),
});
