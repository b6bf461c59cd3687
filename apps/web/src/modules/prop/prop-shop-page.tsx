import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';
import { withSendLink } from './send-column.tsx';

/**
 * The prop shop (menu 13002): props by section and type, price, validity, regions; sell or stop
 * selling; each row's send link gives the prop to members (Member/createProp, the send menu's).
 */
export const PropShopPage = resourcePage(propActions.props, {
  testId: 'prop-shop',
  scrollX: 1900,
  columns: withSendLink('prop'),
});
