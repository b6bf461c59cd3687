import { roomTurnoverActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { lazy, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { Notice } from '../../kit/notice.tsx';
import { regionName } from '../../kit/regions.ts';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { TurnoverContext } from './turnover-context.ts';
import { pathId } from './turnover-paths.ts';
import { TurnoverSends } from './turnover-sends.tsx';
import { DailyTab, HourlyTab } from './turnover-tabs.tsx';
import { number, useTurnoverWords } from './turnover-words.ts';
import './room-turnover.css';

const { roomRunningList, TURNOVER_PERIODS } = roomTurnoverActions;
const WholePointTab = lazy(() => import('./whole-point-tab.tsx').then((m) => ({ default: m.WholePointTab })));

/**
 * Room turnover detail (menu 2009, /service/roomRunning/:id): the room, a period (7, 30 or 90
 * days) and its totals, then tabs of the daily turnover, the hourly chart, the gift sends and the
 * whole-hour cost of a day. Opened from room management or by its address alone.
 */
export function TurnoverPage() {
  const { id } = useParams();
  const roomId = pathId(id);
  const lang = useUiLang();
  const words = useTurnoverWords();
  const [days, setDays] = useState<number>(30);
  const turnover = useQuery({
    queryKey: ['roomTurnover', roomId, days],
    queryFn: ({ signal }) => api(roomRunningList, { room_id: roomId as number, days }, { signal, handles: [400, 403] }),
    enabled: roomId !== undefined,
    placeholderData: keepPreviousData,
  });
  const error = turnover.error instanceof ApiError && !turnover.error.transport ? turnover.error : null;
  if (roomId === undefined) return <AllSends />;
  if (error) {
    return (
      <div className="turnover" data-testid="room-turnover-page">
        <Notice tone="error">{error.status !== 403 && error.status !== 400 ? error.message : words.notFound}</Notice>
      </div>
    );
  }
  const data = turnover.isError ? undefined : turnover.data;
  const room = data?.room;
  const tabs = roomTurnoverActions.turnoverSendLabels[lang];
  return (
    <TurnoverContext.Provider value={{ roomId, days, data, loading: turnover.isFetching }}>
      <div className="turnover" data-testid="room-turnover-page">
        <div className="turnover__header">
          <dl className="turnover__facts">
            <div>
              <dt>{words.roomNo}</dt>
              <dd data-testid="turnover-room-no">{room?.room_no ?? ''}</dd>
            </div>
            <div>
              <dt>{words.roomName}</dt>
              <dd>{room?.name ?? ''}</dd>
            </div>
            <div>
              <dt>{words.owner}</dt>
              <dd>{room?.owner_id ?? ''}</dd>
            </div>
            <div>
              <dt>{words.region}</dt>
              <dd>{room ? regionName(room.region_id, lang) : ''}</dd>
            </div>
          </dl>
          <Segmented<number>
            aria-label={words.period}
            value={days}
            onChange={setDays}
            options={TURNOVER_PERIODS.map((value) => ({ value, label: fill(words.lastDays, { days: value }) }))}
          />
        </div>
        {data && (
          <p className="turnover__totals" data-testid="turnover-totals">
            {fill(words.totals, {
              coins: number(data.totals.coins),
              diamonds: number(data.totals.diamonds),
              sends: number(data.totals.sends),
            })}
          </p>
        )}
        <ScreenTabs
          tabs={[
            { key: 'daily', label: words.daily, body: DailyTab },
            { key: 'hourly', label: words.hourly, body: HourlyTab },
            { key: 'sends', label: tabs.tab, body: TurnoverSends },
            { key: 'wholePoint', label: words.wholePoint, body: WholePointTab },
          ]}
        />
      </div>
    </TurnoverContext.Provider>
  );
}

/** Without a room in the address: the sends of every room the admin may see, each row opening its room's turnover. */
function AllSends() {
  const words = useTurnoverWords();
  const lang = useUiLang();
  return (
    <TurnoverContext.Provider value={{ roomId: 0, days: 30, data: undefined, loading: false }}>
      <div className="turnover" data-testid="room-turnover-page">
        <Notice tone="warning">{words.allRooms}</Notice>
        <ScreenTabs tabs={[{ key: 'sends', label: roomTurnoverActions.turnoverSendLabels[lang].tab, body: TurnoverSends }]} />
      </div>
    </TurnoverContext.Provider>
  );
}
