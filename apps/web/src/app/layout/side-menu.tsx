import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withFirstPage } from '../../kit/list/url-state.ts';
import { localName, useUiLang } from '../i18n.ts';
import type { SideEntry } from '../menu/menu-model.ts';
import { findBuiltRoute } from '../routes.ts';
import { Keys, removeItem, writeItem } from '../storage.ts';
import { currentTabs } from '../tabs/tab-store.ts';
import { groupIcon } from './group-icons.tsx';

type Items = NonNullable<MenuProps['items']>;

/**
 * The menu's entries; each label carries its whole text as a tooltip (`title`), so an English label
 * cut short by the menu's width still reads in full on hover (issue 29 item 12).
 */
function toItems(entries: readonly SideEntry[], lang: 'zh-cn' | 'en', top: boolean): Items {
  return entries.map((entry) => {
    const name = localName(entry.names, lang);
    return {
      key: entry.key,
      icon: top ? groupIcon(entry.group) : undefined,
      label: <span title={name}>{name}</span>,
      children: entry.children ? toItems(entry.children, lang, false) : undefined,
    };
  });
}

/** The group keys holding `key`, so the active screen's group is open. */
function openGroupsOf(entries: readonly SideEntry[], key: string): string[] {
  for (const entry of entries) {
    if (!entry.children) continue;
    const inner = openGroupsOf(entry.children, key);
    if (entry.children.some((child) => child.key === key) || inner.length > 0) return [entry.key, ...inner];
  }
  return [];
}

interface Props {
  entries: readonly SideEntry[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  label: string;
}

export function SideMenu({ entries, mode, collapsed, label }: Props) {
  const lang = useUiLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = findBuiltRoute(pathname)?.path ?? pathname;
  const items = useMemo(() => toItems(entries, lang, true), [entries, lang]);
  const defaultOpen = useMemo(() => openGroupsOf(entries, active), [entries, active]);

  const choose = (path: string) => {
    // SPEC §4: choosing a page starts its list at page 1 (its filters stay) and forgets the inner tab it had stored.
    writeItem(Keys.pageNum, '1');
    removeItem(Keys.tabNum);
    const opened = currentTabs().find((tab) => tab.key === path);
    navigate(withFirstPage(opened?.path ?? path));
  };

  return (
    <nav aria-label={label} className={`side-menu side-menu--${mode}`}>
      <Menu
        mode={mode}
        theme={mode === 'inline' ? 'dark' : 'light'}
        items={items}
        selectedKeys={[active]}
        defaultOpenKeys={mode === 'inline' && !collapsed ? defaultOpen : undefined}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        onClick={({ key }) => choose(key)}
      />
    </nav>
  );
}
