import { errorLogActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/**
 * The error log (menu 24016, super admins): the server's recent faults, found by the request id a
 * failed call showed; a row's details hold the call's key and the stack.
 */
export const ErrorLogPage = resourcePage(errorLogActions.serverErrors, {
  testId: 'server-errors',
  scrollX: 1700,
  related: ['/operationLog/home'],
});
