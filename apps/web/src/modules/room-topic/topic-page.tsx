import { roomTopicActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';
import { TopicRoomsImport } from './topic-rooms-import.tsx';
import { TopicSelect } from './topic-select.tsx';

const { roomTopics, topicRooms } = roomTopicActions;

const TopicList = resourcePage(roomTopics, { testId: 'room-topics', scrollX: 1400 });
/** Rooms on topics: the topic chosen by name (in the search and the form), rooms added by number or imported. */
const TopicRoomList = resourcePage(topicRooms, {
  testId: 'topic-rooms',
  extra: TopicRoomsImport,
  filters: (filters, words) =>
    filters.map((filter) =>
      filter.name === 'topic_id'
        ? {
            ...filter,
            render: ({ id, value, onChange }) => (
              <TopicSelect
                id={id}
                aria-label={words.field('topic_id')}
                placeholder={words.common('choose')}
                value={typeof value === 'number' ? value : undefined}
                onChange={onChange}
              />
            ),
          }
        : filter,
    ),
  formFields: (fields) =>
    fields.map((field) =>
      field.name === 'topic_id'
        ? {
            ...field,
            required: true,
            render: ({ id, value, onChange }) => (
              <TopicSelect id={id} aria-label={field.label} value={value as number | null} onChange={onChange} />
            ),
          }
        : field.name === 'room_no'
          ? { ...field, required: true }
          : field,
    ),
});

/** Room topics (menu 2018): the topics, and the rooms on them with an xlsx import. */
export function TopicPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="topic-page"
      tabs={[
        { key: 'topics', label: roomTopics.labels[lang].tab ?? '', body: TopicList },
        { key: 'rooms', label: topicRooms.labels[lang].tab ?? '', body: TopicRoomList },
      ]}
    />
  );
}
