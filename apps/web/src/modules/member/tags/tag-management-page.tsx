import { memberTagActions } from '@console/contract';
import { resourcePage } from '../../../kit/resource/resource-page.tsx';

/** User tags (menu 1003, hidden; opened from the user search): add, edit, switch on or off, with each tag's member count. */
export const TagManagementPage = resourcePage(memberTagActions.userTags, {
  testId: 'user-tags',
  columns: (columns) => [{ key: 'id', title: 'ID', dataIndex: 'id', width: 80 }, ...columns],
  scrollX: 900,
});
