import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [screen(MenuIds.operationLog, () => import('./operation-log-page.tsx').then((m) => m.OperationLogPage))];
