import type { MemberRow, StatusColor } from '@console/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATUS_OF_TONE: Record<'red' | 'blue' | 'green' | 'grey' | 'orange', StatusColor> = {
  red: 'error',
  blue: 'processing',
  green: 'success',
  grey: 'default',
  orange: 'warning',
};

/** A state as antd shows one, in the theme's status colours (which pass WCAG AA), as the resource pages do. */
export function StateLabel({ tone, children }: { tone: keyof typeof STATUS_OF_TONE; children: string }) {
  return <Tag color={STATUS_OF_TONE[tone]}>{children}</Tag>;
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
