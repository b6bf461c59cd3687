import type { ServerModule } from '../../engine/registry.ts';
import { roomSupportActionList } from './room-support.actions.ts';
import { activityBatch } from './room-support.batch.ts';
import { insertDemoRoomSupport } from './room-support.demo.ts';
import { poorActionList } from './room-support-poor.actions.ts';
import { roomSupportRecords } from './room-support-records.actions.ts';

/**
 * Room support (issue 16): support rooms and their releases, support not yet granted, activity
 * support, the poor-room blacklist and poor-room gifts, and room detail's support records. Its demo grants coins through the ledger,
 * so it stands after the ledger's and the applications' modules.
 */
export const roomSupportModule: ServerModule = {
  name: 'room-support',
  actions: [...roomSupportActionList, activityBatch, ...poorActionList, roomSupportRecords],
  demo: insertDemoRoomSupport,
};
