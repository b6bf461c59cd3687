import { idMallActions } from '@console/contract';
import { resourcePage } from '../../kit/resource/resource-page.tsx';

/** Pretty-number locks (menu 24001): lock a number with a reason, unlock with a reason (kept as history), export. */
export const IdLockPage = resourcePage(idMallActions.idLocks, { testId: 'id-lock-list', scrollX: 1600 });
