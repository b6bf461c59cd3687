import type { ServerModule } from '../../engine/registry.ts';
import { monitorActionList } from './room-monitor.actions.ts';
import { turnoverActionList } from './room-turnover.actions.ts';
import { insertDemoTurnover } from './room-turnover.demo.ts';

/**
 * Room turnover (issue 16): a room's turnover per day, hour and whole hour and its gift sends, a
 * member's hourly flow in a room, and the monitored rooms. The monitored rooms' own actions come
 * first: their samples change a demo row before the derived delete sample removes one.
 */
export const roomTurnoverModule: ServerModule = {
  name: 'room-turnover',
  actions: [...monitorActionList, ...turnoverActionList],
  demo: insertDemoTurnover,
};
