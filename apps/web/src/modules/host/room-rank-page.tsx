import { type HostRankPeriod, hostActions } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { fill } from '../../kit/fill.ts';
import { Notice } from '../../kit/notice.tsx';
import { regionName } from '../../kit/regions.ts';
import { pathNumber, roomRankPath, useHostWords } from './host-paths.ts';
import { dayText, PeriodChooser, PeriodLine, RankTable } from './rank-table.tsx';
import './host.css';

const { HOST_RANK_PERIODS } = hostActions;

const periodOf = (value: string | undefined): HostRankPeriod =>
  (HOST_RANK_PERIODS as readonly string[]).includes(value ?? '') ? (value as HostRankPeriod) : 'day';

/**
 * A room's host ranking (menu 17003, /hostManagement/roomRank/:room_id/:timeType, opened from a
 * host's row): the room's receivers by diamonds received there in the day, week or month, from the
 * gift records. Choosing another period changes the address, so it can be shared.
 */
export function RoomRankPage() {
  const params = useParams();
  const roomId = pathNumber(params.room_id);
  const period = periodOf(params.timeType);
  const navigate = useNavigate();
  const words = useHostWords();
  const lang = useUiLang();
  const [day, setDay] = useState<Dayjs | null>(null);
  const date = dayText(day);
  const answer = useQuery({
    queryKey: ['roomHostRank', roomId, period, date],
    queryFn: ({ signal }) =>
      api(
        hostActions.roomHostRank,
        { room_id: roomId as number, time_type: period, ...(date ? { date } : {}) },
        { signal, handles: [400, 403] },
      ),
    enabled: roomId !== undefined,
    placeholderData: keepPreviousData,
  });
  const error = answer.error instanceof ApiError && !answer.error.transport ? answer.error : null;
  if (roomId === undefined || error?.status === 403) {
    return (
      <div className="host-rank" data-testid="room-rank-page">
        <Notice tone="error">{words.notFound}</Notice>
      </div>
    );
  }
  const data = answer.isError ? undefined : answer.data;
  return (
    <div className="host-rank" data-testid="room-rank-page">
      {data && (
        <p className="host-rank__facts">
          {fill(words.roomFacts, { room_no: data.room.room_no, name: data.room.name })} · {regionName(data.room.region_id, lang)}
        </p>
      )}
      <PeriodChooser value={period} onChange={(next) => navigate(roomRankPath(roomId, next))} day={day} onDay={setDay} />
      {error && <Notice tone="error">{error.message}</Notice>}
      {data && <PeriodLine from={data.from} to={data.to} total={data.total_diamonds} />}
      <RankTable rows={data?.list ?? []} loading={answer.isFetching} />
    </div>
  );
}
