import { groupActions } from '@console/contract';
import { recordPage } from '../../kit/resource/record-page.tsx';
import type { Words } from '../../kit/resource/resource-fields.tsx';
import { GROUP_COMMANDS, MEMBER_COMMANDS } from './group-commands.ts';
import { GroupRecordsCard } from './group-records-card.tsx';

type Row = Record<string, unknown> & { id: number };

const NO_MEMBER_COMMANDS = Object.fromEntries(Object.keys(MEMBER_COMMANDS).map((name) => [name, { shown: () => false }]));

/** Under the group's fields: its members (mute, unmute) and its chat (remove a message with a reason). */
function GroupDetailExtra({ row, words, refresh }: { row: Row; words: Words; refresh: () => void }) {
  return (
    <>
      <GroupRecordsCard
        resource={groupActions.groupMembers}
        groupId={row.id}
        title={words.screen('members') ?? ''}
        testId="group-detail-members"
        // Nobody is muted or unmuted in a dissolved group: the server refuses it, the card does not offer it.
        commands={row.state === 'dissolved' ? NO_MEMBER_COMMANDS : MEMBER_COMMANDS}
        onChange={refresh}
      />
      <GroupRecordsCard
        resource={groupActions.groupMessages}
        groupId={row.id}
        title={words.screen('messages') ?? ''}
        testId="group-detail-messages"
        onChange={refresh}
      />
    </>
  );
}

/**
 * Group detail (menu 3002, hidden, opened from a group row with `?id=`): the group's fields and
 * entry questions, recommendation and dissolution (the password again, a reason), its members and
 * its chat.
 */
export const GroupDetailPage = recordPage(groupActions.groups, {
  testId: 'group-detail',
  commands: GROUP_COMMANDS,
  extra: GroupDetailExtra,
});
