import { idMallActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useUiLang } from '../../app/i18n.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { listKey } from '../../kit/list/resource-list.tsx';
import { useMayCall } from '../../kit/list/use-may-call.ts';

const { idLocks, idNumbers, idLockLabels, idNumberLabels } = idMallActions;

export interface NumberRow {
  id: number;
  number: string;
  lock_id: number | null;
}

/**
 * Locks or unlocks a number of the mall from its row: the lock list's own actions (add a lock,
 * take it off), the number or the lock filled in, a reason asked in a dialog that confirms it.
 * Shown only to an admin who may use the lock list.
 */
export function LockButton({ row }: { row: NumberRow }) {
  const lang = useUiLang();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const words = idNumberLabels[lang].screen;
  const lockWords = idLockLabels[lang].fields;
  const locked = row.lock_id !== null;
  const spec = locked ? idLocks.remove : idLocks.save;
  if (!spec || !mayCall(spec)) return null;
  const say = (text: string) => text.replace('{{number}}', row.number);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey(idNumbers.list) });
    void queryClient.invalidateQueries({ queryKey: listKey(idLocks.list) });
  };
  return (
    <>
      <Button type="link" size="small" danger={!locked} onClick={() => setOpen(true)}>
        {locked ? words.unlock : words.lock}
      </Button>
      {open && (
        <LazyResourceForm
          spec={spec}
          title={say(locked ? words.unlockTitle : words.lockTitle)}
          okText={locked ? words.unlock : words.lock}
          intro={<p>{locked ? words.unlockIntro : words.lockIntro}</p>}
          fields={[
            {
              name: 'reason',
              label: locked ? lockWords.remove_reason : lockWords.reason,
              kind: 'textarea',
              required: true,
              maxLength: 500,
            },
          ]}
          hiddenValues={locked ? { id: row.lock_id } : { number: row.number }}
          onDone={refresh}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
