import en from '../../../locales/en/member-detail.json';
import zh from '../../../locales/zh-cn/member-detail.json';
import { addMemberTexts } from '../member-texts.ts';
import '../moderation/moderation-texts.ts';

addMemberTexts({ 'zh-cn': zh, en });
