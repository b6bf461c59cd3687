import { familyActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * Family dissolution applications (menu 20002, hidden): disband (the family is dissolved and its
 * members leave), dismiss with a reason, or ignore, one by one or in a batch; every review asks for
 * the password again (the server's re-check, prompted by the client).
 */
export const DissolutionPage = resourcePage(familyActions.familyDissolutions, {
  testId: 'family-dissolutions',
  scrollX: 1600,
});
