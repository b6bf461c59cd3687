import { roomActions, roomGameActions, roomRecordActions } from '@console/contract';
import { lazy } from 'react';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { RoomListPage } from './room-list-page.tsx';

const { roomLevels, roomGames, roomProps, roomGameStatisticLabels } = roomGameActions;

const BlacklistList = resourcePage(roomRecordActions.roomBlacklist, { testId: 'room-blacklist' });
const MedalList = resourcePage(roomRecordActions.roomMedals, { testId: 'room-medals' });
const BindingList = resourcePage(roomRecordActions.roomBindings, { testId: 'room-bindings' });
/** The ten levels, each edited in place (experience rising with the level). */
const LevelList = resourcePage(roomLevels, { testId: 'room-levels' });
const GameList = resourcePage(roomGames, { testId: 'room-games', scrollX: 1300 });
const PropList = resourcePage(roomProps, { testId: 'room-props' });
// The statistics' table and date range load when their tab is chosen, not with the rooms.
const RoomGameStatistics = lazy(() => import('./room-game-statistics.tsx').then((m) => ({ default: m.RoomGameStatistics })));

/**
 * Room management (menu 2001): the rooms, the blacklists, medals and bindings of every room, each a
 * tab searched by room, and the room levels, games (with their statistics) and props rooms show.
 */
export function RoomManagementPage() {
  return (
    <ScreenTabs
      data-testid="room-management"
      tabs={[
        { key: 'rooms', of: roomActions.rooms, body: RoomListPage },
        { key: 'blacklist', of: roomRecordActions.roomBlacklist, body: BlacklistList },
        { key: 'medals', of: roomRecordActions.roomMedals, body: MedalList },
        { key: 'bindings', of: roomRecordActions.roomBindings, body: BindingList },
        { key: 'levels', of: roomLevels, body: LevelList },
        { key: 'games', of: roomGames, body: GameList },
        { key: 'gameStatistics', of: { labels: roomGameStatisticLabels }, body: RoomGameStatistics },
        { key: 'props', of: roomProps, body: PropList },
      ]}
    />
  );
}
