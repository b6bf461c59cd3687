import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../kit/notice.tsx';
import { StaffTag } from '../staff-tag.tsx';
import type { ActionPermission } from './permission-tree.ts';

interface Props {
  /** The actions the role's menus reach. */
  actions: readonly ActionPermission[];
  denied: readonly string[];
  onChange: (denied: string[]) => void;
}

function byModule(actions: readonly ActionPermission[]): [string, ActionPermission[]][] {
  const groups = new Map<string, ActionPermission[]>();
  for (const action of actions) {
    const module = action.key.split('/')[0] ?? action.key;
    groups.set(module, [...(groups.get(module) ?? []), action]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** Every action the chosen menus open, allowed unless switched off (the role's denied actions). */
export function ActionPermissionsField({ actions, denied, onChange }: Props) {
  const { t } = useTranslation('staff');
  if (actions.length === 0) return <Notice tone="warning">{t('roles.noActions')}</Notice>;
  const deniedSet = new Set(denied);
  const toggle = (key: string, allowed: boolean) =>
    onChange(allowed ? denied.filter((one) => one !== key) : [...new Set([...denied, key])]);

  return (
    <div className="role-editor__actions">
      <p className="role-editor__help">{t('roles.actionHelp')}</p>
      {byModule(actions).map(([module, list]) => (
        <section key={module} className="role-editor__module">
          <h4>{module}</h4>
          <ul>
            {list.map((action) => (
              <li key={action.key}>
                <Switch
                  size="small"
                  checked={!deniedSet.has(action.key)}
                  onChange={(allowed) => toggle(action.key, allowed)}
                  aria-label={action.key}
                />
                <code>{action.key}</code>
                <span className="role-editor__summary" title={action.summary}>
                  {action.label ?? action.summary}
                </span>
                {action.mutates && <StaffTag tone="blue">{t('roles.writeTag')}</StaffTag>}
                {action.sensitive && <StaffTag tone="orange">{t('roles.sensitiveTag')}</StaffTag>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
