import {
  type FlowHour,
  type LabelLang,
  roomTurnoverActions,
  type TurnoverDay,
  type TurnoverHour,
  type WholePointRow,
} from '@console/contract';
import { type ChartDeclaration, wordIn } from '../../kit/chart/kit-chart.tsx';

const { turnoverSendLabels } = roomTurnoverActions;
const word = (pick: (words: (typeof turnoverSendLabels)[LabelLang]['screen']) => string) =>
  wordIn(turnoverSendLabels, (words) => pick(words.screen));
/** Every turnover chart: 300 px high, the screens' own word when there is nothing to draw. */
const BOX = { height: 300, empty: word((words) => words.empty) };

/** Coins per day of the period, as bars. */
export const DAILY_CHART = {
  shape: 'time',
  title: word((words) => words.dailyChartTitle),
  x: 'day',
  period: 'day',
  ...BOX,
  series: [{ field: 'coins', value: 'coins', name: word((words) => words.coins) }],
} satisfies ChartDeclaration<TurnoverDay>;

/** Coins per hour over the period as a shaded line, a quiet hour as 0. */
export const HOURLY_CHART = {
  shape: 'time',
  title: word((words) => words.chartTitle),
  x: 'hour',
  period: 'hour',
  fill: true,
  ...BOX,
  series: [{ field: 'coins', value: 'coins', draw: 'area', name: word((words) => words.coins) }],
} satisfies ChartDeclaration<TurnoverHour>;

/** Coins in each whole hour of one day, the day in the title. */
export const WHOLE_POINT_CHART = {
  shape: 'time',
  title: word((words) => `${words.wholePoint} {{day}}`),
  x: 'hour',
  period: 'hourOfDay',
  ...BOX,
  series: [{ field: 'coins', value: 'coins', name: word((words) => words.coins) }],
} satisfies ChartDeclaration<WholePointRow>;

/** A member's coins sent in a room and received there per hour, side by side, a quiet hour as 0. */
export const FLOW_CHART = {
  shape: 'time',
  title: word((words) => words.flowChartTitle),
  x: 'hour',
  period: 'hour',
  fill: true,
  ...BOX,
  series: [
    { field: 'sent_coins', value: 'coins', name: word((words) => words.sentCoins) },
    { field: 'received_coins', value: 'coins', name: word((words) => words.receivedCoins) },
  ],
} satisfies ChartDeclaration<FlowHour>;
