import { roomTopicActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLang } from '../../app/i18n.ts';
import { LazyImportForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { TopicSelect } from './topic-select.tsx';
import './room-topic.css';

const { uploadRoomsExcel, topicRooms } = roomTopicActions;

/**
 * The rooms tab's import (RoomTopic/uploadRoomsExcel): a topic, an xlsx whose first column holds room
 * numbers and/or a pasted list; all or none, the kit's import form showing the per-row report.
 */
export function TopicRoomsImport() {
  const { t } = useTranslation('kit');
  const lang = useUiLang();
  const labels = roomTopicActions.topicRoomLabels[lang];
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayCall(uploadRoomsExcel)) return null;
  return (
    <div className="topic-rooms-import">
      <Button data-testid="import-topic-rooms" onClick={() => setOpen(true)}>
        {labels.screen.import}
      </Button>
      {open && (
        <LazyImportForm
          spec={uploadRoomsExcel}
          title={labels.screen.import}
          okText={t('import')}
          fields={[
            {
              name: 'topic_id',
              label: labels.fields.topic_id,
              kind: 'int',
              required: true,
              render: ({ id, value, onChange }) => (
                <TopicSelect id={id} aria-label={labels.fields.topic_id} value={value as number | null} onChange={onChange} />
              ),
            },
            { name: 'file', label: t('chooseFile'), kind: 'xlsx' },
            { name: 'rooms', label: labels.screen.rooms, kind: 'textarea', help: labels.screen.importHelp, maxLength: 200_000 },
          ]}
          onDone={() => void queryClient.invalidateQueries({ queryKey: listKey(topicRooms.list) })}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
