import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [screen(MenuIds.riskRecords, () => import('./risk-page.tsx').then((m) => m.RiskPage))];
