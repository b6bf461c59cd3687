import type { ServerModule } from '../../engine/registry.ts';
import { entityPlaces } from '../../engine/scope.ts';
import { groupResourceActions } from './group.actions.ts';
import { insertDemoGroups } from './group.demo.ts';
import { chatGroups } from './group.tables.ts';
import { groupMemberActions, groupMessageActions } from './group-chat.actions.ts';
import { groupRecommendActionList } from './group-recommend.actions.ts';

/**
 * Groups (issue 17, SPEC §2 /group, §7 RecommendGroup and the Message group's group chat
 * management): groups with their owner's region, members and chat messages, change checks, hobbies
 * and H5 popups. Members come from the member module's lookups.
 */
export const groupModule: ServerModule = {
  name: 'group',
  actions: [...groupResourceActions, ...groupMemberActions, ...groupMessageActions, ...groupRecommendActionList],
  references: {
    group: entityPlaces({ id: chatGroups.id, region: chatGroups.regionId, country: chatGroups.countryId, name: chatGroups.name }),
  },
  demo: insertDemoGroups,
};
