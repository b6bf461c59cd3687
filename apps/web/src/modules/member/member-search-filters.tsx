import { memberActions } from '@console/contract';
import type { TFunction } from 'i18next';
import { lazy, Suspense } from 'react';
import type { ListFilter } from '../../kit/list/filter-fields.tsx';

// Among the folded filters, so the picker loads when the panel is unfolded, not with the screen.
const CountryPicker = lazy(() => import('../../kit/country-picker.tsx').then((m) => ({ default: m.CountryPicker })));

/** The member search's filters (issue 6): who, how to reach them, where and when they came, and state. */
export function memberFilters(t: TFunction<'member'>): ListFilter[] {
  const placeholder = t('search.placeholder');
  const text = (name: string, label: string, kind: 'text' | 'int' = 'text'): ListFilter => ({
    name,
    label,
    kind,
    placeholder,
  });
  return [
    text('user_id', t('fields.id'), 'int'),
    text('user_no', t('fields.userNo'), 'int'),
    { ...text('nickname', t('fields.nickname')), placeholder: t('search.nicknameHint') },
    { ...text('phone_region', t('fields.phoneRegion')), placeholder: '+966', maxLength: 8 },
    text('phone', t('fields.phone')),
    text('email', t('fields.email')),
    {
      name: 'country_id',
      label: t('fields.country'),
      kind: 'int',
      render: ({ id, value, onChange }) => (
        <Suspense fallback={null}>
          <CountryPicker
            mode="single"
            id={id}
            aria-label={t('fields.country')}
            value={typeof value === 'number' ? value : null}
            onChange={(next) => onChange(next ?? undefined)}
          />
        </Suspense>
      ),
    },
    {
      name: 'register',
      label: t('fields.registerTime'),
      kind: 'timeRange',
      wire: ['register_from', 'register_to'],
      rangePlaceholder: [t('search.from'), t('search.to')],
    },
    text('register_ip', t('fields.registerIp')),
    text('device_id', t('fields.device')),
    {
      name: 'status',
      label: t('fields.status'),
      kind: 'choice',
      placeholder,
      options: memberActions.MEMBER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
    },
  ];
}
