import type { ModuleLabels } from '../resource/labels.ts';

/** Words of the game blacklist (menu 24014), both languages. */
export const gameBlacklistLabels = {
  'zh-cn': {
    noun: '游戏黑名单',
    fields: {
      member_id: '用户ID',
      user_no: '靓号',
      nickname: '昵称',
      region_id: '区域',
      game: '游戏',
      reason: '原因',
      until: '截止时间',
      state: '状态',
      created_by_name: '添加人',
      created_at: '添加时间',
    },
    values: {
      game: { all: '全部游戏', ludo: 'Ludo', turntable: '房间转盘', lucky_box: '幸运宝箱', fruit: '水果机', greedy: '贪吃猫' },
      state: { active: '生效中', ended: '已结束' },
    },
    actions: { gameBlackAdd: '添加黑名单' },
    help: {
      member_id: '用户ID或靓号',
      until: '不填则一直有效,直到删除;到期后显示为已结束',
    },
  },
  en: {
    noun: 'game blacklist entry',
    fields: {
      member_id: 'Member ID',
      user_no: 'Pretty ID',
      nickname: 'Nickname',
      region_id: 'Region',
      game: 'Game',
      reason: 'Reason',
      until: 'Until',
      state: 'State',
      created_by_name: 'Added by',
      created_at: 'Added',
    },
    values: {
      game: {
        all: 'All games',
        ludo: 'Ludo',
        turntable: 'Room turntable',
        lucky_box: 'Lucky box',
        fruit: 'Fruit slots',
        greedy: 'Greedy cat',
      },
      state: { active: 'Active', ended: 'Ended' },
    },
    actions: { gameBlackAdd: 'Add to blacklist' },
    help: {
      member_id: "The member's user ID or pretty ID",
      until: 'Left empty: barred until deleted; after it the entry shows as ended',
    },
  },
} as const satisfies ModuleLabels;
