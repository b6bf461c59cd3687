import 'i18next';
import type {
  countryLabels,
  memberDestroyLabels,
  memberTagLabels,
  operationLogLabels,
  riskLabels,
  sensitiveWordLabels,
} from '@console/contract';
import type { memberWords } from '../locales/member.ts';
import type { memberDetailWords } from '../locales/member-detail.ts';
import type { memberHistoryWords } from '../locales/member-history.ts';
import type { memberModerationWords } from '../locales/member-moderation.ts';
import type { staffWords } from '../locales/staff.ts';
import type { resources } from './i18n.ts';

/** Namespaces a screen adds when it loads (addScreenTexts). */
interface ScreenTexts {
  riskRecords: (typeof riskLabels)['zh-cn'];
  sensitiveWords: (typeof sensitiveWordLabels)['zh-cn'];
  country: (typeof countryLabels)['zh-cn'];
  operationLog: (typeof operationLogLabels)['zh-cn'];
  staff: (typeof staffWords)['zh-cn'];
  memberTags: (typeof memberTagLabels)['zh-cn'];
  memberDestroy: (typeof memberDestroyLabels)['zh-cn'];
  /** Filled in parts as the member screens load (modules/member/member-texts.ts). */
  member: (typeof memberWords)['zh-cn'] &
    (typeof memberDetailWords)['zh-cn'] &
    (typeof memberHistoryWords)['zh-cn'] &
    (typeof memberModerationWords)['zh-cn'];
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: (typeof resources)['zh-cn'] & ScreenTexts;
  }
}
