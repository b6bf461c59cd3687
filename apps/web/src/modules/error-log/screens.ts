import { screen } from '../../app/screen.ts';

export const screens = [screen('/setting/errorLog', () => import('./error-log-page.tsx').then((m) => m.ErrorLogPage))];
