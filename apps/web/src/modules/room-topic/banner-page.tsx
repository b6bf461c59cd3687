import { roomBannerActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { roomBanners, roomBannerApplications } = roomBannerActions;

const BannerList = resourcePage(roomBanners, { testId: 'room-banners', scrollX: 1800 });
const ApplicationList = resourcePage(roomBannerApplications, { testId: 'room-banner-applications', scrollX: 1800 });

/** Room banners (menu 2017): the banners with their shelf states, and the banners rooms apply for, reviewed one by one or in a batch. */
export function BannerPage() {
  return (
    <ScreenTabs
      data-testid="banner-page"
      tabs={[
        { key: 'banners', of: roomBanners, body: BannerList },
        { key: 'applications', of: roomBannerApplications, body: ApplicationList },
      ]}
    />
  );
}
