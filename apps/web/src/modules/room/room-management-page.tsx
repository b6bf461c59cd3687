import { roomActions, roomGameActions, roomRecordActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { RoomGameStatistics } from './room-game-statistics.tsx';
import { RoomListPage } from './room-list-page.tsx';

const { roomLevels, roomGames, roomProps, roomGameStatisticLabels } = roomGameActions;

const BlacklistList = resourcePage(roomRecordActions.roomBlacklist, { testId: 'room-blacklist' });
const MedalList = resourcePage(roomRecordActions.roomMedals, { testId: 'room-medals' });
const BindingList = resourcePage(roomRecordActions.roomBindings, { testId: 'room-bindings' });
/** The ten levels, each edited in place (experience rising with the level). */
const LevelList = resourcePage(roomLevels, { testId: 'room-levels' });
const GameList = resourcePage(roomGames, { testId: 'room-games', scrollX: 1300 });
const PropList = resourcePage(roomProps, { testId: 'room-props' });

/**
 * Room management (menu 2001): the rooms, the blacklists, medals and bindings of every room, each a
 * tab searched by room, and the room levels, games (with their statistics) and props rooms show.
 */
export function RoomManagementPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="room-management"
      tabs={[
        { key: 'rooms', label: roomActions.rooms.labels[lang].tab ?? '', body: RoomListPage },
        { key: 'blacklist', label: roomRecordActions.roomBlacklist.labels[lang].tab ?? '', body: BlacklistList },
        { key: 'medals', label: roomRecordActions.roomMedals.labels[lang].tab ?? '', body: MedalList },
        { key: 'bindings', label: roomRecordActions.roomBindings.labels[lang].tab ?? '', body: BindingList },
        { key: 'levels', label: roomLevels.labels[lang].tab ?? '', body: LevelList },
        { key: 'games', label: roomGames.labels[lang].tab ?? '', body: GameList },
        { key: 'gameStatistics', label: roomGameStatisticLabels[lang].tab, body: RoomGameStatistics },
        { key: 'props', label: roomProps.labels[lang].tab ?? '', body: PropList },
      ]}
    />
  );
}
