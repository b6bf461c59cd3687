import type { ServerModule } from '../../engine/registry.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { insertDemoLive } from './live.demo.ts';
import { studios } from './live.tables.ts';
import { studioActionList } from './live-studio.actions.ts';
import { voiceActionList } from './live-voice.actions.ts';

/**
 * Lives (issue 17, SPEC §7 RoomVoice): voice lives, studios with their live authorization, rooms
 * and history, and video sources. Its demo reads the demo rooms, so it stands after the room module.
 */
export const liveModule: ServerModule = {
  name: 'live',
  references: { studio: entityPlaces({ id: studios.id, region: studios.regionId, name: studios.name }) },
  actions: [...voiceActionList, ...studioActionList],
  demo: insertDemoLive,
};
