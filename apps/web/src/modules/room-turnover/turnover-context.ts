import type { ActionOutput, roomTurnoverActions } from '@console/contract';
import { createContext, useContext } from 'react';

export type TurnoverData = ActionOutput<typeof roomTurnoverActions.roomRunningList>;

/** What the turnover detail's tabs share: the room, the period chosen above them and its answer. */
export interface TurnoverState {
  roomId: number;
  days: number;
  data: TurnoverData | undefined;
  loading: boolean;
}

export const TurnoverContext = createContext<TurnoverState>({ roomId: 0, days: 30, data: undefined, loading: false });

export const useTurnover = () => useContext(TurnoverContext);
