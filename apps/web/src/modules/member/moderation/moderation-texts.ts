import { memberModerationWords } from '../../../locales/member-moderation.ts';
import { addMemberTexts } from '../member-texts.ts';

addMemberTexts(memberModerationWords);
