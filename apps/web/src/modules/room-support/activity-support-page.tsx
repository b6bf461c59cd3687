import { roomSupportActions } from '@console/contract';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import './room-support.css';

const { activitySupports, activityRoomSupportBatch } = roomSupportActions;
// The batch's form loads when it is first opened, not with the list.
const BatchDialog = lazy(() => import('./activity-support-batch.tsx').then((m) => ({ default: m.BatchDialog })));

function BatchButton() {
  const words = roomSupportActions.supportGrantLabels[useUiLang()].screen;
  const mayCall = useMayCall();
  const [open, setOpen] = useState(false);
  if (!mayCall(activityRoomSupportBatch)) return null;
  return (
    <div className="room-support-bar">
      <Button type="primary" data-testid="activity-support-batch" onClick={() => setOpen(true)}>
        {words.batch}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BatchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** Activity support (menu 2014, /service/activitiesSupport): the activity releases, and the batch that makes them. */
export const ActivitySupportPage = resourcePage(activitySupports, {
  testId: 'activity-supports',
  tools: BatchButton,
  scrollX: 1600,
});
