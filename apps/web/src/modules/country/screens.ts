import { MenuIds } from '@console/contract';
import { screen } from '../../app/screen.ts';

export const screens = [screen(MenuIds.countries, () => import('./country-page.tsx').then((m) => m.CountryPage))];
