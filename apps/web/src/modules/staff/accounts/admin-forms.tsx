import { type AdminRow, areaNameIn, REGIONS, roleNameIn, staffActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../app/api/notify.ts';
import { localName, useUiLang } from '../../../app/i18n.ts';
import type { FormField } from '../../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../../kit/form/lazy-form.tsx';
import { Select } from '../../../kit/select.tsx';
import { areaOptionsQuery, roleOptionsQuery } from '../staff-queries.ts';
import '../staff-texts.ts';
import { TemporaryPasswordField } from './password-field.tsx';

interface Props {
  onClose: () => void;
  onDone: () => void;
}

/** Role, area and regions: the fields creating and editing share. */
function useReachFields(editing: boolean): FormField[] {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const roles = useQuery(roleOptionsQuery);
  const areas = useQuery(areaOptionsQuery);
  const areaOptions = (areas.data?.list ?? []).map((area) => ({ value: area.id, label: areaNameIn(area.name, lang) }));
  return [
    {
      name: 'role_id',
      label: t('accounts.role'),
      kind: 'select',
      required: true,
      options: (roles.data?.list ?? []).map((role) => {
        const name = roleNameIn(role.name, role.kind, lang);
        const kind = t(`roles.kinds.${role.kind}`);
        // A built-in role under its seeded name is named by its kind alone.
        return { value: role.id, label: name === kind ? name : `${name} (${kind})` };
      }),
    },
    {
      name: 'area_id',
      label: t('accounts.area'),
      kind: 'select',
      // Editing clears the area with 0; a new account simply has none.
      options: editing ? [{ value: 0, label: t('accounts.noArea') }, ...areaOptions] : areaOptions,
    },
    {
      name: 'region_ids',
      label: t('accounts.regions'),
      kind: 'select',
      help: t('accounts.allRegions'),
      render: ({ id, value, onChange }) => (
        <Select<number[]>
          id={id}
          mode="multiple"
          allowClear
          placeholder={t('accounts.allRegions')}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={(next) => onChange(next.length > 0 ? next : undefined)}
          options={REGIONS.map((region) => ({ value: region.id, label: localName(region, lang) }))}
        />
      ),
    },
  ];
}

export function CreateAdminForm({ onClose, onDone }: Props) {
  const { t } = useTranslation('staff');
  const reach = useReachFields(false);
  return (
    <LazyResourceForm
      spec={staffActions.adminCreate}
      title={t('accounts.createTitle')}
      drawer
      fields={[
        { name: 'username', label: t('accounts.username'), kind: 'text', required: true, maxLength: 64 },
        { name: 'real_name', label: t('accounts.realName'), kind: 'text', maxLength: 64 },
        {
          name: 'password',
          label: t('accounts.password'),
          kind: 'text',
          required: true,
          help: t('accounts.passwordHelp'),
          render: (control) => <TemporaryPasswordField {...control} />,
        },
        ...reach,
      ]}
      onClose={onClose}
      onDone={(output) => {
        toast.success(t('accounts.created', { name: (output as AdminRow).username }));
        onDone();
      }}
    />
  );
}

export function EditAdminForm({ row, onClose, onDone }: Props & { row: AdminRow }) {
  const { t } = useTranslation('staff');
  const reach = useReachFields(true);
  return (
    <LazyResourceForm
      spec={staffActions.adminUpdate}
      title={t('accounts.editTitle', { name: row.username })}
      drawer
      hiddenValues={{ id: row.id }}
      initial={{
        real_name: row.real_name,
        role_id: row.role_id,
        area_id: row.area_id ?? 0,
        region_ids: row.region_ids ?? undefined,
      }}
      fields={[{ name: 'real_name', label: t('accounts.realName'), kind: 'text', maxLength: 64 }, ...reach]}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function QuotaForm({ row, onClose, onDone }: Props & { row: AdminRow }) {
  const { t } = useTranslation('staff');
  const quota = (name: 'gold' | 'gift' | 'prop'): FormField => ({
    name,
    label: t(`accounts.${name}`),
    kind: 'int',
    help: t('accounts.quotaUsed', { used: row[`${name}_use`].toLocaleString() }),
  });
  return (
    <LazyResourceForm
      spec={staffActions.adminSetQuota}
      title={t('accounts.quotasTitle', { name: row.username })}
      hiddenValues={{ id: row.id }}
      initial={{ gold: row.gold, gift: row.gift, prop: row.prop }}
      fields={[quota('gold'), quota('gift'), quota('prop')]}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

export function ResetPasswordForm({ row, onClose, onDone }: Props & { row: AdminRow }) {
  const { t } = useTranslation('staff');
  return (
    <LazyResourceForm
      spec={staffActions.adminResetPassword}
      title={t('accounts.resetTitle', { name: row.username })}
      hiddenValues={{ id: row.id }}
      intro={<p>{t('accounts.resetHelp')}</p>}
      fields={[
        {
          name: 'password',
          label: t('accounts.password'),
          kind: 'text',
          required: true,
          help: t('accounts.passwordHelp'),
          render: (control) => <TemporaryPasswordField {...control} />,
        },
      ]}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
