import { Button, Input, Space, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localName, useUiLang } from '../../../app/i18n.ts';
import { StaffTag } from '../staff-tag.tsx';
import { filterTree, grantableKeys, mergeChecks, type PermissionNode } from './permission-tree.ts';

interface Props {
  tree: readonly PermissionNode[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
}

/** The role's menus as a checkbox tree in the interface language; entries the admin lacks are greyed out. */
export function MenuTreeField({ tree, checked, onChange }: Props) {
  const { t } = useTranslation('staff');
  const lang = useUiLang();
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<string[]>(() =>
    tree.filter((group) => group.children.some((child) => checked.includes(child.key))).map((group) => group.key),
  );
  const shown = useMemo(() => filterTree(tree, search), [tree, search]);

  const data = useMemo(() => {
    const toData = (node: PermissionNode): TreeDataNode => ({
      key: node.key,
      disableCheckbox: node.disabled,
      title: (
        <span title={node.disabled ? t('roles.notGrantable') : node.key} data-menu-path={node.key}>
          {localName(node, lang)}
          {node.hidden && <StaffTag tone="grey">{t('roles.hiddenTag')}</StaffTag>}
        </span>
      ),
      children: node.children.map(toData),
    });
    return shown.map(toData);
  }, [shown, lang, t]);

  return (
    <div className="role-editor__menus">
      <Space wrap className="role-editor__menu-tools">
        <Input.Search
          allowClear
          placeholder={t('roles.search')}
          aria-label={t('roles.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 220 }}
        />
        <Button onClick={() => onChange([...new Set([...checked, ...grantableKeys(shown)])])}>{t('roles.selectAll')}</Button>
        <Button onClick={() => onChange(mergeChecks(checked, shown, []))}>{t('roles.clear')}</Button>
      </Space>
      <Tree
        checkable
        selectable={false}
        treeData={data}
        checkedKeys={[...checked]}
        expandedKeys={search.trim() ? shown.map((group) => group.key) : expanded}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(keys) => {
          const reported = (Array.isArray(keys) ? keys : keys.checked).map(String);
          onChange(mergeChecks(checked, shown, reported));
        }}
        height={420}
      />
    </div>
  );
}
