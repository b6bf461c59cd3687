import { roomBannerActions } from '@console/contract';
import { useUiLang } from '../../app/i18n.ts';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { ScreenTabs } from '../../kit/screen-tabs.tsx';

const { roomBanners, roomBannerApplications } = roomBannerActions;

const BannerList = resourcePage(roomBanners, { testId: 'room-banners', scrollX: 1800 });
const ApplicationList = resourcePage(roomBannerApplications, { testId: 'room-banner-applications', scrollX: 1800 });

/** Room banners (menu 2017): the banners with their shelf states, and the banners rooms apply for, reviewed one by one or in a batch. */
export function BannerPage() {
  const lang = useUiLang();
  return (
    <ScreenTabs
      data-testid="banner-page"
      tabs={[
        { key: 'banners', label: roomBanners.labels[lang].tab ?? '', body: BannerList },
        { key: 'applications', label: roomBannerApplications.labels[lang].tab ?? '', body: ApplicationList },
      ]}
    />
  );
}
