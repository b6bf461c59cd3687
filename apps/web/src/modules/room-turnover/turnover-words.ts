import { roomTurnoverActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { formatUnixTime } from '../../kit/format.ts';

/** The turnover screens' own words in the interface language. */
export function useTurnoverWords() {
  return roomTurnoverActions.turnoverSendLabels[useUiLang()].screen;
}
export type TurnoverWords = ReturnType<typeof useTurnoverWords>;

export const number = (value: number) => value.toLocaleString();

/** An hour's label on a chart or in a table: `MM-DD HH:00` in the console's zone. */
export const hourLabel = (hour: number) =>
  formatUnixTime(hour)
    .slice(5, 16)
    .replace(/:\d\d$/, ':00');
