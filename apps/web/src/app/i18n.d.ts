import 'i18next';
import type {
  countryLabels,
  memberDestroyLabels,
  memberTagLabels,
  operationLogLabels,
  riskLabels,
  sensitiveWordLabels,
} from '@console/contract';
import type member from '../locales/zh-cn/member.json';
import type memberDetail from '../locales/zh-cn/member-detail.json';
import type memberModeration from '../locales/zh-cn/member-moderation.json';
import type staff from '../locales/zh-cn/staff.json';
import type { resources } from './i18n.ts';

/** Namespaces a screen adds when it loads (addScreenTexts). */
interface ScreenTexts {
  riskRecords: (typeof riskLabels)['zh-cn'];
  sensitiveWords: (typeof sensitiveWordLabels)['zh-cn'];
  country: (typeof countryLabels)['zh-cn'];
  operationLog: (typeof operationLogLabels)['zh-cn'];
  staff: typeof staff;
  memberTags: (typeof memberTagLabels)['zh-cn'];
  memberDestroy: (typeof memberDestroyLabels)['zh-cn'];
  /** Filled in parts as the member screens load (modules/member/member-texts.ts). */
  member: typeof member & typeof memberDetail & typeof memberModeration;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: (typeof resources)['zh-cn'] & ScreenTexts;
  }
}
