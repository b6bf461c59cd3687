import { addScreenTexts } from '../../app/i18n.ts';
import { staffWords } from '../../locales/staff.ts';

// Imported by every staff screen and form, so the texts arrive with the first of them.
addScreenTexts('staff', staffWords);
