import { refusalTests, registrationTests, screenSmokeTests } from './screen-smoke.ts';

/** Every screen in English (words, forms, rows), and each refused without its menu id (see screen-smoke.ts). */
registrationTests();
screenSmokeTests('en');
refusalTests();
