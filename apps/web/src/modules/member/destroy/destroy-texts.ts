import en from '../../../locales/en/member-destroy.json';
import zh from '../../../locales/zh-cn/member-destroy.json';
import { addMemberTexts } from '../member-texts.ts';

addMemberTexts({ 'zh-cn': zh, en });
