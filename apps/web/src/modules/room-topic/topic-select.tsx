import { roomTopicActions } from '@console/contract';
import { bilingualName, rowPicker } from '../../kit/resource/row-picker.tsx';

/** The topics the admin sees (their regions'), by name: the room tab's filter, form and import. */
export const TopicSelect = rowPicker(roomTopicActions.roomTopics.list, bilingualName);
