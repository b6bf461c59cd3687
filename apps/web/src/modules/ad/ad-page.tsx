import { adActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Ads and popups (menu 10001): kind, title, picture, jump, regions, the time window and switch with the derived shelf state. */
export const AdPage = resourcePage(adActions.ads, { testId: 'ad-list', scrollX: 2000 });
