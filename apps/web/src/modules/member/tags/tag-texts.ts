import en from '../../../locales/en/member-tags.json';
import zh from '../../../locales/zh-cn/member-tags.json';
import { addMemberTexts } from '../member-texts.ts';

addMemberTexts({ 'zh-cn': zh, en });
