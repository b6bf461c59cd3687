import { ROLE_KINDS, type RoleRow, roleActions, roleNameIn, translate } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Skeleton, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { currentWireLang } from '../../../app/i18n.ts';
import { useCloseGuard } from '../../../app/tabs/use-close-guard.ts';
import { Notice } from '../../../kit/notice.tsx';
import { Select } from '../../../kit/select.tsx';
import { permissionTreeQuery } from '../staff-queries.ts';
import '../staff-texts.ts';
import '../staff.css';
import { ActionPermissionsField } from './action-permissions-field.tsx';
import { MenuTreeField } from './menu-tree-field.tsx';
import {
  actionsOfMenus,
  buildPermissionTree,
  checkedKeysOf,
  deniedWithin,
  menuIdsFromChecked,
  unshownIds,
} from './permission-tree.ts';

interface Props {
  /** The role to change; a new role without it. */
  role?: RoleRow;
  onClose: () => void;
  onSaved: () => void;
}

/** A role's name, kind, menus (a tree built from the contract's menu) and denied actions. */
export function RoleEditor({ role, onClose, onSaved }: Props) {
  const { t } = useTranslation('staff');
  const material = useQuery(permissionTreeQuery);
  const grantable = useMemo(() => material.data?.grantable_menu_ids ?? [], [material.data]);
  const tree = useMemo(
    () => (material.data ? buildPermissionTree(material.data.menus, grantable) : []),
    [material.data, grantable],
  );
  const [open, setOpen] = useState(true);
  const [name, setName] = useState(role?.name ?? '');
  const [kind, setKind] = useState<RoleRow['kind']>(role?.kind ?? 'custom');
  const [checked, setChecked] = useState<string[] | null>(null);
  const [denied, setDenied] = useState<string[]>(role?.denied_actions ?? []);
  const [errors, setErrors] = useState<{ name?: string; refusal?: string }>({});
  const [busy, setBusy] = useState(false);
  const [initialDenied] = useState(denied);
  // A changed name, kind, menu or denied action not yet saved: closing the tab asks first (SPEC §2).
  const changed =
    name !== (role?.name ?? '') || kind !== (role?.kind ?? 'custom') || checked !== null || denied !== initialDenied;
  useCloseGuard(open && changed);

  const shownChecked = checked ?? (material.data ? checkedKeysOf(tree, role?.menu_ids ?? []) : []);
  const menuIds = menuIdsFromChecked(tree, shownChecked, grantable);
  const reachable = actionsOfMenus(material.data?.actions ?? [], menuIds);

  const save = async () => {
    const wire = currentWireLang();
    if (name.trim() === '') {
      setErrors({ name: translate('required', wire) });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const input = {
        id: role?.id,
        name: name.trim(),
        kind,
        // Ids of screens not built yet are not in the tree: the role keeps them.
        menu_ids: [...new Set([...menuIds, ...unshownIds(tree, role?.menu_ids ?? [])])],
        denied_actions: deniedWithin(denied, material.data?.actions ?? [], menuIds),
      };
      await api(roleActions.roleSave, input, { handles: [400, 403] });
      toast.success(translate('ok', wire));
      onSaved();
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && !error.transport) {
        setErrors({ name: error.fieldErrors.name, refusal: error.fieldErrors.name ? undefined : error.message });
      }
    } finally {
      setBusy(false);
    }
  };

  const footer = (
    <div className="staff-form__footer">
      <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      <Button type="primary" loading={busy} disabled={!material.data} onClick={() => void save()}>
        {t('common.save')}
      </Button>
    </div>
  );

  return (
    <Drawer
      open={open}
      title={role ? t('roles.editTitle', { name: roleNameIn(role.name, role.kind, currentWireLang()) }) : t('roles.createTitle')}
      size={760}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClose();
      }}
      footer={footer}
      maskClosable={false}
    >
      <Form layout="vertical" component="div" className="role-editor">
        {errors.refusal && <Notice tone="error">{errors.refusal}</Notice>}
        <Form.Item label={t('roles.name')} required validateStatus={errors.name ? 'error' : undefined} help={errors.name}>
          <Input value={name} maxLength={64} onChange={(event) => setName(event.target.value)} aria-label={t('roles.name')} />
        </Form.Item>
        <Form.Item label={t('roles.kind')} help={role && role.kind !== 'custom' ? t('roles.builtInFixed') : undefined}>
          <Select<RoleRow['kind']>
            aria-label={t('roles.kind')}
            value={kind}
            disabled={role !== undefined && role.kind !== 'custom'}
            onChange={setKind}
            options={ROLE_KINDS.map((value) => ({ value, label: t(`roles.kinds.${value}`) }))}
          />
        </Form.Item>
        {material.isPending && <Skeleton active />}
        {material.isError && <Notice tone="error">{material.error.message || t('common.loadFailed')}</Notice>}
        {material.data && (
          <Tabs
            items={[
              {
                key: 'menus',
                label: `${t('roles.menuPermissions')} (${menuIds.length})`,
                children: <MenuTreeField tree={tree} checked={shownChecked} onChange={setChecked} />,
              },
              {
                key: 'actions',
                label: `${t('roles.actionPermissions')} (${reachable.length})`,
                children: <ActionPermissionsField actions={reachable} denied={denied} onChange={setDenied} />,
              },
            ]}
          />
        )}
      </Form>
    </Drawer>
  );
}
