import { roomRecordActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Room tags (menu 2003, hidden): name and colour; a tag still on rooms cannot be deleted. */
export const RoomTagsPage = resourcePage(roomRecordActions.roomTags, { testId: 'room-tags-list' });
