import { ledgerActions, memberEditActions, translate } from '@console/contract';
import { Avatar, Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { Notice } from '../../../kit/notice.tsx';
import { PickFromList } from '../../../kit/pick-from-list.tsx';
import { useOwnSearch } from '../../../kit/use-own-search.ts';
import { RefundDebtFlag } from '../../refund/refund-debt-flag.tsx';
import { MEMBER_SEARCH_PATH, userIdOf } from '../member-paths.ts';
import { MemberStateTags } from '../member-tags.tsx';
import type { BanKind } from '../moderation/ban-rules.ts';
import type { BalanceMove } from './balance-dialog.tsx';
import type { EditForm } from './edit-forms.ts';
import { LinksPanel } from './links-panel.tsx';
import { ModerationPanel } from './moderation-panel.tsx';
import { AccountPanel, ProfilePanel } from './profile-panels.tsx';
import { RolesTagsPanel } from './roles-tags-panel.tsx';
import { useMember } from './use-member.ts';
import '../member.css';
import './detail-texts.ts';

const EditDialog = lazy(() => import('./edit-dialog.tsx').then((m) => ({ default: m.EditDialog })));
const ResetInfoDialog = lazy(() => import('./reset-info-dialog.tsx').then((m) => ({ default: m.ResetInfoDialog })));
const ModerationDialog = lazy(() => import('../moderation/moderation-dialog.tsx').then((m) => ({ default: m.ModerationDialog })));
const LiftDialog = lazy(() => import('../moderation/lift-dialog.tsx').then((m) => ({ default: m.LiftDialog })));
const ConfirmDialog = lazy(() => import('../../../kit/list/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
const BalanceDialog = lazy(() => import('./balance-dialog.tsx').then((m) => ({ default: m.BalanceDialog })));
const MemberRecordsTabs = lazy(() => import('./member-records-tabs.tsx').then((m) => ({ default: m.MemberRecordsTabs })));

type Dialog =
  | { kind: 'edit'; form: EditForm }
  | { kind: 'ban'; measure: BanKind }
  | { kind: 'lift'; measure: BanKind }
  | { kind: 'reset' }
  | { kind: 'balance'; move: BalanceMove }
  | { kind: 'confirm'; title: string; question: string; run: () => Promise<unknown> };

/** Staff give coins and take coins or beans back from the user page (SPEC §7), each through the ledger. */
const BALANCE_MOVES: readonly BalanceMove[] = ['sendGold', 'deductCoin', 'deductBean'];

/** The user page (menu 1002, hidden): one member in full, opened from the search with `?user_id=`. */
export function MemberDetailPage() {
  const { t } = useTranslation('member');
  const userId = userIdOf(useOwnSearch());
  const member = useMember(userId);
  const mayCall = useMayCall();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  if (userId === null) return <PickFromList title={t('detail.noId')} list={MEMBER_SEARCH_PATH} />;
  if (member.isError) {
    const error = member.error;
    const text =
      error instanceof ApiError && error.status === 403
        ? t('detail.forbidden')
        : error instanceof ApiError && !error.transport
          ? error.message
          : t('detail.loadFailed');
    return (
      <div className="member-detail" data-testid="member-detail-refused">
        <Notice tone="error">{text}</Notice>
      </div>
    );
  }
  if (!member.data) return <Spin className="member-detail__loading" />;
  const data = member.data;
  const confirm = (title: string, question: string, run: () => Promise<unknown>) =>
    setDialog({
      kind: 'confirm',
      title,
      question,
      run: async () => {
        await run();
        toast.success(translate('ok', currentWireLang()));
      },
    });

  return (
    <div className="member-detail" data-testid="member-detail">
      <header className="member-detail__head">
        <Avatar size={56} src={data.avatar || undefined}>
          {[...data.nickname][0] ?? '?'}
        </Avatar>
        <div className="member-detail__who">
          <h2 className="member-detail__name">{data.nickname}</h2>
          <span>
            {t('fields.id')} {data.id} · {t('fields.userNo')} {data.user_no}
          </span>
          <MemberStateTags member={data} />
          <RefundDebtFlag userId={data.id} />
        </div>
        <div className="detail-actions">
          <Button danger onClick={() => setDialog({ kind: 'ban', measure: 'id' })}>
            {t('moderation.moderate')}
          </Button>
          {mayCall(memberEditActions.resetUserInfo) && (
            <Button onClick={() => setDialog({ kind: 'reset' })}>{t('reset.open')}</Button>
          )}
          {BALANCE_MOVES.filter((move) => mayCall(ledgerActions[move])).map((move) => (
            <Button key={move} onClick={() => setDialog({ kind: 'balance', move })}>
              {t(`balance.${move}`)}
            </Button>
          ))}
        </div>
      </header>
      <ProfilePanel member={data} onEdit={(form) => setDialog({ kind: 'edit', form })} />
      <AccountPanel member={data} onEdit={(form) => setDialog({ kind: 'edit', form })} />
      <ModerationPanel
        member={data}
        onBan={(measure) => setDialog({ kind: 'ban', measure })}
        onLift={(measure) => setDialog({ kind: 'lift', measure })}
      />
      <RolesTagsPanel member={data} confirm={confirm} />
      <LinksPanel member={data} confirm={confirm} />
      <Suspense fallback={<Spin />}>
        <MemberRecordsTabs userId={data.id} />
      </Suspense>
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <EditDialog form={dialog.form} member={data} onClose={close} />}
        {dialog?.kind === 'reset' && <ResetInfoDialog member={data} onClose={close} />}
        {dialog?.kind === 'balance' && <BalanceDialog member={data} move={dialog.move} onClose={close} />}
        {dialog?.kind === 'ban' && <ModerationDialog member={data} kind={dialog.measure} onClose={close} />}
        {dialog?.kind === 'lift' && <LiftDialog member={data} kind={dialog.measure} onClose={close} />}
        {dialog?.kind === 'confirm' && (
          <ConfirmDialog title={dialog.title} question={dialog.question} danger onConfirm={dialog.run} onClose={close} />
        )}
      </Suspense>
    </div>
  );
}
