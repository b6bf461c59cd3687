import type { RefEntity } from '../action.ts';
import type { LabelLang } from './labels.ts';

/** What a `ref` field's entity is called, mid-sentence ("No member 10000380"), in each language. */
export const REF_ENTITY_WORDS: Readonly<Record<LabelLang, Readonly<Record<RefEntity, string>>>> = {
  'zh-cn': {
    member: '用户',
    room: '房间',
    family: '家族',
    group: '群组',
    agent: '代理',
    host: '主播',
    guild: '公会',
    gift: '礼物',
    hostGroup: '主播分组',
    roomColumn: '栏目',
    roomTopic: '话题',
    studio: '直播间',
    invitePlan: '邀请计划',
    activityTemplate: '奖励模板',
  },
  en: {
    member: 'member',
    room: 'room',
    family: 'family',
    group: 'group',
    agent: 'agent',
    host: 'host',
    guild: 'guild',
    gift: 'gift',
    hostGroup: 'host group',
    roomColumn: 'column',
    roomTopic: 'topic',
    studio: 'studio',
    invitePlan: 'invite plan',
    activityTemplate: 'reward template',
  },
};

/** A `ref` cell as lists show it: the target's name with its key, or the key alone when it has no name. */
export function refText(key: unknown, name: string | null | undefined): string {
  if (key === null || key === undefined) return '';
  return name ? `${name} (${String(key)})` : String(key);
}
