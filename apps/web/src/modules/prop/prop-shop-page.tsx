import { propActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** The prop shop (menu 13002): props by section and type, price, validity, regions; sell or stop selling. */
export const PropShopPage = resourcePage(propActions.props, { testId: 'prop-shop', scrollX: 1900 });
