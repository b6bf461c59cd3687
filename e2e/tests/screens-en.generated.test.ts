import { refusalTests, registrationTests, screenSmokeTests } from './screen-smoke.ts';

/** In English the words, forms and rows of every screen of a new component shape, and each screen refused without its menu id (see screen-smoke.ts). */
registrationTests();
screenSmokeTests('en');
refusalTests();
