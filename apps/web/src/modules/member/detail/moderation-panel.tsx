import { type BanRow, moderationActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { Panel } from '../../../kit/panel.tsx';
import { memberPartKey } from '../member-queries.ts';
import { StateLabel } from '../member-tags.tsx';
import { activeMeasures, BAN_KINDS, type BanKind, measureOf } from '../moderation/ban-rules.ts';
import type { MemberDetail } from './edit-forms.ts';

/** The newest measures of a member, enough to know which are in force (and for the history tab). */
export function useBanHistory(userId: number) {
  return useQuery({
    queryKey: memberPartKey(userId, 'bans'),
    queryFn: ({ signal }) => api(moderationActions.banHistory, { user_id: userId, pn: 200 }, { signal }),
  });
}

interface Props {
  member: MemberDetail;
  onBan: (kind: BanKind) => void;
  onLift: (kind: BanKind) => void;
}

/** Each measure of member-moderation.ts: in force until when, with ban and lift. */
export function ModerationPanel({ member, onBan, onLift }: Props) {
  const { t } = useTranslation('member');
  const mayCall = useMayCall();
  const history = useBanHistory(member.id);
  const active = activeMeasures((history.data?.list ?? []) as BanRow[]);
  return (
    <Panel title={t('moderation.panel')}>
      <ul className="member-measures" data-testid="member-measures">
        {BAN_KINDS.map((kind) => {
          const live = active.get(kind);
          const measure = measureOf(kind);
          return (
            <li key={kind} className="member-measures__item" data-kind={kind}>
              <span className="member-measures__name">{t(`kinds.${kind}`)}</span>
              {live ? (
                <StateLabel tone="red">
                  {live.expires_at
                    ? t('moderation.activeUntil', { time: formatUnixTime(live.expires_at) })
                    : t('moderation.activeForever')}
                </StateLabel>
              ) : (
                <StateLabel tone="grey">{t('moderation.notActive')}</StateLabel>
              )}
              <span className="member-measures__actions">
                {mayCall(measure.ban) && (
                  <Button size="small" danger onClick={() => onBan(kind)}>
                    {live ? t('moderation.replace') : t('moderation.apply')}
                  </Button>
                )}
                {live && mayCall(measure.lift) && (
                  <Button size="small" onClick={() => onLift(kind)}>
                    {t('moderation.lift')}
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
