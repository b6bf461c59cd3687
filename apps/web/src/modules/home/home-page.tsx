import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'antd';
import { accountQuery } from '../../app/account-query.ts';
import { CLIENT_VERSION } from '../../app/menu/client-version.ts';
import { buildSideMenu, leafPaths } from '../../app/menu/menu-model.ts';
import { menuQuery } from '../../app/menu/menu-query.ts';
import { authListOf, mayOpen } from '../../app/menu/permissions.ts';
import { BUILT_PATHS, HOME_PATH } from '../../app/routes.ts';
import { currentSession } from '../../app/session.ts';
import { QuotaCard } from './quota-card.tsx';
import { RecentCard } from './recent-card.tsx';
import { ShortcutsCard } from './shortcuts-card.tsx';
import { TodayCard } from './today-card.tsx';
import { WelcomeCard } from './welcome-card.tsx';
import './home.css';

const OPERATION_LOG = 25001;
const MEMBER_SEARCH = 1001;

/**
 * What staff see first: who they are signed in as, their quota, today's numbers they may see,
 * their own latest operations and the screens they can open. Cards needing a permission the role
 * lacks are not shown rather than failing.
 */
export function HomePage() {
  const uid = currentSession()?.uid ?? 0;
  const menu = useQuery(menuQuery(uid));
  const account = useQuery(accountQuery(uid));
  const authList = menu.data ? authListOf(menu.data) : null;
  const canLog = authList !== null && mayOpen(OPERATION_LOG, authList);
  const canMembers = authList !== null && mayOpen(MEMBER_SEARCH, authList);
  const shortcuts = menu.data
    ? leafPaths(buildSideMenu(menu.data, BUILT_PATHS, CLIENT_VERSION)).filter((path) => path !== HOME_PATH)
    : [];

  return (
    <div className="home" data-testid="home-ready">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <WelcomeCard account={account.data} />
        </Col>
        <Col xs={24} lg={12}>
          <QuotaCard account={account.data} loading={account.isPending} />
        </Col>
        {(canLog || canMembers) && (
          <Col xs={24}>
            <TodayCard canLog={canLog} canMembers={canMembers} />
          </Col>
        )}
        {canLog && (
          <Col xs={24} lg={16}>
            <RecentCard uid={uid} />
          </Col>
        )}
        <Col xs={24} lg={canLog ? 8 : 24}>
          <ShortcutsCard paths={shortcuts} loading={menu.isPending} />
        </Col>
      </Row>
    </div>
  );
}
