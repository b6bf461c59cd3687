import { memberDetailWords } from '../../../locales/member-detail.ts';
import { addMemberTexts } from '../member-texts.ts';
import '../moderation/moderation-texts.ts';

addMemberTexts(memberDetailWords);
