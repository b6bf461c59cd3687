import { groupActions } from '@console/contract';
import { recordPage } from '../../kit/resource/record-page.tsx';
import { GROUP_COMMANDS, MEMBER_COMMANDS } from './group-commands.ts';

type Row = Record<string, unknown> & { id: number };

// Nobody is muted or unmuted in a dissolved group: the server refuses it, the tab does not offer it.
const dissolved = (group: Row) => group.state === 'dissolved';

/**
 * Group detail (menu 3002, hidden, opened from a group row with `?id=`): the group's fields and
 * entry questions, recommendation and dissolution (the password again, a reason), and its members
 * (mute, unmute) and its chat (remove a message with a reason) as tabs, which the members and
 * messages declare themselves (`recordTabOf`).
 */
export const GroupDetailPage = recordPage(groupActions.groups, {
  testId: 'group-detail',
  commands: GROUP_COMMANDS,
  children: [groupActions.groupMembers, groupActions.groupMessages],
  tabs: {
    groupMember: { testId: 'group-detail-members', commands: MEMBER_COMMANDS, readOnlyWhen: dissolved },
    groupMessage: { testId: 'group-detail-messages', scrollX: 1400 },
  },
});
