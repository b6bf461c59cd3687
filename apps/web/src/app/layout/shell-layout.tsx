import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AntdProvider } from '../antd-provider.tsx';
import { localName, useUiLang } from '../i18n.ts';
import { CLIENT_VERSION } from '../menu/client-version.ts';
import { buildSideMenu } from '../menu/menu-model.ts';
import { menuQuery } from '../menu/menu-query.ts';
import { useMenuGuard } from '../menu/use-menu-guard.ts';
import { queryClient } from '../query-client.ts';
import { router } from '../router.tsx';
import { BUILT_PATHS } from '../routes.ts';
import { currentSession } from '../session.ts';
import { KeepAlive } from '../tabs/keep-alive.tsx';
import { openTab } from '../tabs/tab-model.ts';
import { currentTabs, setTabs } from '../tabs/tab-store.ts';
import { useDocumentTitle } from '../title.ts';
import { BackToTop } from './back-to-top.tsx';
import { FullscreenButton } from './fullscreen-button.tsx';
import { routeNames, routeTrail } from './route-names.ts';
import { SideMenu } from './side-menu.tsx';
import { TagBar } from './tag-bar.tsx';
import { useDailyQuotaCheck } from './use-daily-quota-check.ts';
import { NARROW_QUERY, PHONE_QUERY, useMedia } from './use-media.ts';
import { UserMenu } from './user-menu.tsx';
import './shell-layout.css';

const AccountDialog = lazy(() => import('./account-dialog.tsx').then((m) => ({ default: m.AccountDialog })));
const ChangePasswordDialog = lazy(() =>
  import('../../modules/staff/password/change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog })),
);

/** Company line of the footer (SPEC §1); the legal name is the operator's to fill in. */
const COMPANY = 'Voice Chat Technology Limited';
/** SPEC §9: the expanded side menu is 200 px wide. */
const SIDER_WIDTH = 200;
const COLLAPSED_WIDTH = 64;

export function ShellLayout() {
  const session = currentSession();
  // Signing out unmounts the shell right after; render nothing in between.
  if (!session) return null;
  // Queries and antd live only inside the shell, so the login page loads without either.
  return (
    <QueryClientProvider client={queryClient}>
      <AntdProvider>
        <Shell uid={session.uid} username={session.username} />
      </AntdProvider>
    </QueryClientProvider>
  );
}

/**
 * An open tab's query (a list's filters and page) is remembered the moment the address changes. The
 * router hands `useLocation` its changes in a transition, which a busy machine can keep deferring
 * while the list, reading the router's store, already shows them: a tab switched away from then
 * came back without its filters.
 */
function rememberQuery(pathname: string, search: string): void {
  const tabs = currentTabs();
  if (tabs.some((tab) => tab.key === pathname)) setTabs(openTab(tabs, { key: pathname, path: `${pathname}${search}` }));
}

function Shell({ uid, username }: { uid: number; username: string }) {
  const { t } = useTranslation('shell');
  const lang = useUiLang();
  const { pathname, search } = useLocation();
  const phone = useMedia(PHONE_QUERY);
  const narrow = useMedia(NARROW_QUERY);
  const [collapsed, setCollapsed] = useState(narrow);
  const [accountOpen, setAccountOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const menu = useQuery(menuQuery(uid));
  useMenuGuard(menu.data);
  const entries = useMemo(() => (menu.data ? buildSideMenu(menu.data, BUILT_PATHS, CLIENT_VERSION) : []), [menu.data]);

  useEffect(() => setCollapsed(narrow), [narrow]);
  useEffect(() => setTabs(openTab(currentTabs(), { key: pathname, path: `${pathname}${search}` })), [pathname, search]);
  useEffect(() => router.subscribe(({ location }) => rememberQuery(location.pathname, location.search)), []);
  const quota = useDailyQuotaCheck(uid);

  const names = routeNames(pathname);
  useDocumentTitle(names ? localName(names, lang) : null);
  const trail = routeTrail(pathname).map((entry) => localName(entry, lang));
  const openAccount = () => setAccountOpen(true);
  const openPassword = () => setPasswordOpen(true);

  return (
    <div className={phone ? 'shell shell--phone' : 'shell'}>
      {!phone && (
        <aside className="shell__sider" style={{ width: collapsed ? COLLAPSED_WIDTH : SIDER_WIDTH }} data-testid="side-menu">
          <div className="shell__brand">{collapsed ? t('appName').slice(0, 2) : t('appName')}</div>
          <SideMenu entries={entries} mode="inline" collapsed={collapsed} label={t('header.mainMenu')} />
        </aside>
      )}
      <div className="shell__main">
        <div className="shell__top">
          {phone ? (
            <div className="shell__phone-bar" data-testid="phone-bar">
              <SideMenu entries={entries} mode="horizontal" label={t('header.mainMenu')} />
              <UserMenu username={username} onAccount={openAccount} onPassword={openPassword} compact />
            </div>
          ) : (
            <header className="shell__header">
              <Button
                type="text"
                aria-label={collapsed ? t('header.expand') : t('header.collapse')}
                aria-expanded={!collapsed}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed(!collapsed)}
              />
              <nav aria-label={t('header.breadcrumb')} className="shell__breadcrumb">
                <ol>
                  {trail.map((title, index) => (
                    <li key={title} aria-current={index === trail.length - 1 ? 'page' : undefined}>
                      {title}
                    </li>
                  ))}
                </ol>
              </nav>
              <div className="shell__tools">
                <FullscreenButton />
                <UserMenu username={username} onAccount={openAccount} onPassword={openPassword} />
              </div>
            </header>
          )}
          <TagBar />
        </div>
        <main className="shell__content">
          {quota.warning && (
            <Alert
              className="shell__quota-warning"
              data-testid="quota-warning"
              type="warning"
              showIcon
              title={quota.warning}
              closable={{ 'aria-label': t('tags.close'), onClose: quota.dismiss }}
            />
          )}
          <KeepAlive />
        </main>
        <footer className="shell__footer">{t('footer', { year: new Date().getFullYear(), company: COMPANY })}</footer>
      </div>
      <BackToTop />
      {accountOpen && (
        <Suspense fallback={null}>
          <AccountDialog uid={uid} open={accountOpen} onClose={() => setAccountOpen(false)} />
        </Suspense>
      )}
      {passwordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
