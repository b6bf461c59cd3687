import { roomTopicActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { pickedFilter } from '../../kit/resource/row-picker.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { TopicRoomsImport } from './topic-rooms-import.tsx';
import { TopicSelect } from './topic-select.tsx';

const { roomTopics, topicRooms } = roomTopicActions;

const TopicList = resourcePage(roomTopics, { testId: 'room-topics', scrollX: 1400 });
/** Rooms on topics: the topic chosen by name (in the search and the form), rooms added by number or imported. */
const TopicRoomList = resourcePage(topicRooms, {
  testId: 'topic-rooms',
  tools: TopicRoomsImport,
  filters: (filters, words) => pickedFilter(filters, 'topic_id', TopicSelect, words),
  formFields: (fields) =>
    // The topic is a reference: the kit's picker offers the topics of the admin's regions by name.
    fields.map((field) => (field.name === 'room_no' ? { ...field, required: true } : field)),
});

/** Room topics (menu 2018): the topics, and the rooms on them with an xlsx import. */
export function TopicPage() {
  return (
    <ScreenTabs
      data-testid="topic-page"
      tabs={[
        { key: 'topics', of: roomTopics, body: TopicList },
        { key: 'rooms', of: topicRooms, body: TopicRoomList },
      ]}
    />
  );
}
