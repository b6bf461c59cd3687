import type { MemberRow } from '@console/contract';
import { useTranslation } from 'react-i18next';

/** A coloured label; plain markup keeps antd's Tag out of the member screens' first load. */
export function StateLabel({ tone, children }: { tone: 'red' | 'blue' | 'green' | 'grey' | 'orange'; children: string }) {
  return <span className={`state-label state-label--${tone}`}>{children}</span>;
}

/** A member's state at a glance: deregistered, banned, frozen, or normal. */
export function MemberStateTags({ member }: { member: Pick<MemberRow, 'status' | 'banned' | 'frozen'> }) {
  const { t } = useTranslation('member');
  const deregistered = member.status === 'deregistered';
  const normal = !deregistered && !member.banned && !member.frozen;
  return (
    <span className="member-state-tags">
      {deregistered && <StateLabel tone="grey">{t('statuses.deregistered')}</StateLabel>}
      {member.banned && <StateLabel tone="red">{t('statuses.banned')}</StateLabel>}
      {member.frozen && <StateLabel tone="blue">{t('statuses.frozen')}</StateLabel>}
      {normal && <StateLabel tone="green">{t('statuses.normal')}</StateLabel>}
    </span>
  );
}

export function genderLabel(gender: number, t: (key: 'genders.0' | 'genders.1' | 'genders.2') => string): string {
  if (gender === 1) return t('genders.1');
  if (gender === 2) return t('genders.2');
  return t('genders.0');
}
