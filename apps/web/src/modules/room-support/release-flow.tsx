import { type ActionSpec, type ReleaseResult, roomSupportActions } from '@console/contract';
import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client.ts';
import { toast } from '../../app/api/notify.ts';
import { useUiLang } from '../../app/i18n.ts';
import { formatUnixTime } from '../../kit/format.ts';
import { grantedWords, noticeLines, type ReleaseWords } from './release-words.ts';

/** The release words (confirmation, warning, result) in the interface language. */
export function useReleaseWords(): ReleaseWords {
  return roomSupportActions.roomSupportLabels[useUiLang()].screen as ReleaseWords;
}

interface Pending {
  spec: ActionSpec;
  body: Record<string, unknown>;
  answer: ReleaseResult;
  onDone?: (answer: ReleaseResult) => void;
}

/** A granted release: the coins, then the weekly warning. */
function report(answer: ReleaseResult, words: ReleaseWords): void {
  const { granted, warning } = grantedWords(answer, words);
  toast.success(granted);
  if (warning) toast.warning(warning);
}

/**
 * A release of support (a support room's, held-back support's, an activity batch's) as SPEC §5 asks:
 * sent first without `confirm`; when the server answers that rooms were released within 6 days or
 * twice this week, a dialog names them and the same call goes again with `confirm` on the admin's
 * yes. The client runs the password re-check on its own. `dialog` is rendered by the caller.
 */
export function useReleaseFlow(): {
  start: (spec: ActionSpec, body: Record<string, unknown>, onDone?: (answer: ReleaseResult) => void) => Promise<void>;
  dialog: ReactNode;
} {
  const words = useReleaseWords();
  const { t } = useTranslation('kit');
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const start = async (spec: ActionSpec, body: Record<string, unknown>, onDone?: (answer: ReleaseResult) => void) => {
    const answer = (await api(spec, { ...body, confirm: false } as never, { handles: [400, 403] })) as ReleaseResult;
    if (answer.needs_confirmation) {
      setPending({ spec, body, answer, onDone });
      setOpen(true);
      return;
    }
    report(answer, words);
    onDone?.(answer);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const answer = (await api(pending.spec, { ...pending.body, confirm: true } as never)) as ReleaseResult;
      report(answer, words);
      pending.onDone?.(answer);
      setOpen(false);
    } catch {
      // The client showed why; the question stays for another try or a cancel.
    } finally {
      setBusy(false);
    }
  };

  const dialog = pending ? (
    <Modal
      open={open}
      title={words.confirmTitle}
      okText={t('confirm')}
      cancelText={t('cancel')}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={() => setOpen(false)}
      afterClose={() => setPending(null)}
    >
      <div data-testid="support-confirm">
        <p>{words.confirmIntro}</p>
        <ul>
          {noticeLines(pending.answer.rooms, words, formatUnixTime).map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
        <p>{words.confirmQuestion}</p>
      </div>
    </Modal>
  ) : null;
  return { start, dialog };
}
