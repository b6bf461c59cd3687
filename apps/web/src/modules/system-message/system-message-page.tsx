import { systemMessageActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * System messages sent (menu 9001): searched by title, region, jump type and send time; pushed at
 * once from the form (title and content per language, image, jump, target region); each row's
 * details show every language; delete asks first.
 */
export const SystemMessagePage = resourcePage(systemMessageActions.systemMessages, {
  testId: 'system-messages',
  scrollX: 1500,
  detailDrawer: true,
});
