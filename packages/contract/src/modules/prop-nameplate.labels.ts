import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the nameplates (menu 13003), both languages. */
export const nameplateLabels = {
  'zh-cn': {
    noun: '铭牌',
    fields: {
      id: '铭牌ID',
      name: '铭牌名称',
      image: '图片',
      effect: '特效',
      priority: '优先级',
      sort: '排序',
    },
    help: { priority: '用户有多个铭牌时显示优先级最高的', sort: '数值越小越靠前', effect: '动图(GIF、WebP、PNG)' },
    screen: { grants: '发放记录' },
  },
  en: {
    noun: 'nameplate',
    fields: {
      id: 'Nameplate id',
      name: 'Nameplate name',
      image: 'Image',
      effect: 'Effect',
      priority: 'Priority',
      sort: 'Sort',
    },
    help: {
      priority: 'A member holding several shows the highest priority',
      sort: 'Lower shows first',
      effect: 'An animated picture (GIF, WebP, PNG)',
    },
    screen: { grants: 'Sent nameplates' },
  },
} as const satisfies ModuleLabels;

/** Every word of the nameplates sent (menu 13004), both languages. */
export const nameplateGrantLabels = {
  'zh-cn': {
    noun: '铭牌发放记录',
    fields: {
      user_no: '用户ID',
      nickname: '昵称',
      nameplate_id: '铭牌ID',
      nameplate_name: '铭牌',
      nameplate_image: '铭牌图片',
      granted_by_name: '发放人',
      granted_at: '发放时间',
      expires_at: '到期时间',
    },
  },
  en: {
    noun: 'nameplate sent',
    fields: {
      user_no: 'Member',
      nickname: 'Nickname',
      nameplate_id: 'Nameplate id',
      nameplate_name: 'Nameplate',
      nameplate_image: 'Nameplate image',
      granted_by_name: 'Sent by',
      granted_at: 'Sent',
      expires_at: 'Expires',
    },
  },
} as const satisfies ModuleLabels;
