import { screenSmokeTests } from './screen-smoke.ts';

/** Every screen in Chinese: opens with rows, forms, export and axe (see screen-smoke.ts). */
screenSmokeTests('zh-cn');
