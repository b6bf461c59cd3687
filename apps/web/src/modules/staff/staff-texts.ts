import { addScreenTexts } from '../../app/i18n.ts';
import en from '../../locales/en/staff.json';
import zh from '../../locales/zh-cn/staff.json';

// Imported by every staff screen and form, so the texts arrive with the first of them.
addScreenTexts('staff', { 'zh-cn': zh, en });
