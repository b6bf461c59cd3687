import { groupActions, groupRecommendActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { GROUP_COMMANDS, groupDetailPath, MEMBER_COMMANDS } from './group-commands.ts';

const { groups, groupMembers, groupMessages } = groupActions;
const { groupChecks, groupHobbies, groupPopups } = groupRecommendActions;

const GroupList = resourcePage(groups, {
  testId: 'groups',
  scrollX: 1900,
  commands: GROUP_COMMANDS,
  rowActions: ({ words, navigate }) => [
    { key: 'detail', label: words.screen('detail') ?? 'Detail', open: (row) => navigate(groupDetailPath(row.id)) },
  ],
  // The server checks both (SPEC §5 'Group name required', an existing owner); the form marks them.
  formFields: (fields) =>
    fields.map((field) => (field.name === 'name' || field.name === 'owner_no' ? { ...field, required: true } : field)),
});
const MemberList = resourcePage(groupMembers, { testId: 'group-members', commands: MEMBER_COMMANDS });
const MessageList = resourcePage(groupMessages, { testId: 'group-messages', scrollX: 1400 });
const CheckList = resourcePage(groupChecks, { testId: 'group-checks', scrollX: 1600 });
const HobbyList = resourcePage(groupHobbies, { testId: 'group-hobbies', importHelp: 'importHelp' });
const PopupList = resourcePage(groupPopups, { testId: 'group-popups', scrollX: 1500 });

/**
 * The group list (menu 3001, SPEC §7 RecommendGroup and Message): groups with recommendation and
 * dissolution, group members (mute) and group chat (remove a message) searched by group, the
 * checks of changes owners asked for, hobbies (interest tags) with their xlsx import, and H5
 * popups, one tab each.
 */
export function GroupPage() {
  return (
    <ScreenTabs
      data-testid="group-page"
      tabs={[
        { key: 'groups', of: groups, body: GroupList },
        { key: 'members', of: groupMembers, body: MemberList },
        { key: 'messages', of: groupMessages, body: MessageList },
        { key: 'checks', of: groupChecks, body: CheckList },
        { key: 'hobbies', of: groupHobbies, body: HobbyList },
        { key: 'popups', of: groupPopups, body: PopupList },
      ]}
    />
  );
}
