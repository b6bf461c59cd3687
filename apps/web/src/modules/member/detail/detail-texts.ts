import { memberDetailWords } from '../../../locales/member-detail.ts';
import { memberHistoryWords } from '../../../locales/member-history.ts';
import { addMemberTexts } from '../member-texts.ts';
import '../moderation/moderation-texts.ts';

addMemberTexts(memberDetailWords);
addMemberTexts(memberHistoryWords);
