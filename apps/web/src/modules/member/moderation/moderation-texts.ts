import en from '../../../locales/en/member-moderation.json';
import zh from '../../../locales/zh-cn/member-moderation.json';
import { addMemberTexts } from '../member-texts.ts';

addMemberTexts({ 'zh-cn': zh, en });
