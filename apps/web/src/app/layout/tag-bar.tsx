import { CloseOutlined, DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { localName, useUiLang } from '../i18n.ts';
import { HOME_PATH } from '../routes.ts';
import { type Closing, closeAllTabs, closeOtherTabs, closeTab, removedKeys, scrollStep, type Tab } from '../tabs/tab-model.ts';
import { currentTabs, isCloseGuarded, setTabs, useTabs } from '../tabs/tab-store.ts';
import { routeNames } from './route-names.ts';

/** SPEC §2 tag bar: opened pages, close one / others / all (also on right-click), 240 px scroll steps. */
export function TagBar() {
  const { t } = useTranslation('shell');
  const lang = useUiLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs();
  const scroller = useRef<HTMLDivElement>(null);

  const activeOpen = tabs.some((tab) => tab.key === pathname);
  useEffect(() => {
    const bar = scroller.current;
    const tag = activeOpen ? bar?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(pathname)}"]`) : null;
    if (!bar || !tag) return;
    // Only the bar scrolls; scrollIntoView could also move the page under a sticky header.
    if (tag.offsetLeft < bar.scrollLeft) bar.scrollLeft = tag.offsetLeft;
    else if (tag.offsetLeft + tag.offsetWidth > bar.scrollLeft + bar.clientWidth)
      bar.scrollLeft = tag.offsetLeft + tag.offsetWidth - bar.clientWidth;
  }, [pathname, activeOpen]);

  const apply = async (plan: (tabs: Tab[]) => Closing) => {
    const before = currentTabs();
    const closing = plan(before);
    // A page with unsaved input (a form's useCloseGuard) asks 'close this page?' (SPEC §2).
    if (removedKeys(before, closing.tabs).some(isCloseGuarded)) {
      const { confirm } = await import('./static-feedback.tsx');
      const confirmed = await confirm(t('tags.confirmClose'), t('tags.ok'), t('tags.cancel'));
      if (!confirmed) return;
    }
    setTabs(closing.tabs);
    if (closing.goTo) navigate(closing.goTo);
  };

  const bulkItems = (tab: Tab | null): MenuProps => ({
    items: [
      { key: 'others', label: t('tags.closeOthers') },
      { key: 'all', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      const keep = tab?.key ?? pathname;
      void apply((all) => (key === 'all' ? closeAllTabs(pathname) : closeOtherTabs(all, keep, pathname)));
    },
  });

  const scrollBy = (direction: -1 | 1) => {
    const bar = scroller.current;
    if (!bar) return;
    bar.scrollTo({ left: scrollStep(bar.scrollLeft, direction, bar.scrollWidth - bar.clientWidth), behavior: 'smooth' });
  };

  return (
    <nav className="tag-bar" aria-label={t('tags.label')}>
      <Button type="text" size="small" icon={<LeftOutlined />} aria-label={t('tags.scrollLeft')} onClick={() => scrollBy(-1)} />
      <div className="tag-bar__scroll" ref={scroller} data-testid="tag-scroll">
        {tabs.map((tab) => {
          const names = routeNames(tab.key);
          const title = names ? localName(names, lang) : tab.key;
          const active = tab.key === pathname;
          return (
            <Dropdown key={tab.key} trigger={['contextMenu']} menu={bulkItems(tab)}>
              <span className={active ? 'tag tag--active' : 'tag'} data-tab={tab.key}>
                <a
                  href={tab.path}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(tab.path);
                  }}
                >
                  {title}
                </a>
                {tab.key !== HOME_PATH && (
                  <button
                    type="button"
                    className="tag__close"
                    aria-label={`${t('tags.close')} ${title}`}
                    onClick={() => void apply((all) => closeTab(all, tab.key, pathname))}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </span>
            </Dropdown>
          );
        })}
      </div>
      <Button type="text" size="small" icon={<RightOutlined />} aria-label={t('tags.scrollRight')} onClick={() => scrollBy(1)} />
      <Dropdown trigger={['click']} menu={bulkItems(null)}>
        <Button type="text" size="small" aria-label={t('tags.actions')} icon={<DownOutlined />} />
      </Dropdown>
    </nav>
  );
}
