import { defineLabels } from '../resource/labels.ts';

/** Words of the game blacklist (menu 24014), both languages. */
export const gameBlacklistLabels = defineLabels({
  noun: ['游戏黑名单', 'game blacklist entry'],
  fields: {
    user_no: ['靓号', 'Pretty number'],
    game: ['游戏', 'Game'],
    until: ['截止时间', 'Until'],
  },
  values: {
    game: {
      all: ['全部游戏', 'All games'],
      ludo: ['Ludo', 'Ludo'],
      turntable: ['房间转盘', 'Room turntable'],
      lucky_box: ['幸运宝箱', 'Lucky box'],
      fruit: ['水果机', 'Fruit slots'],
      greedy: ['贪吃猫', 'Greedy cat'],
    },
    state: { active: ['生效中', 'Active'], ended: ['已结束', 'Ended'] },
  },
  actions: {
    gameBlackAdd: ['添加黑名单', 'Add to blacklist'],
  },
  help: {
    member_id: ['用户ID或靓号', 'Member ID or pretty number'],
    until: ['不填则一直有效,直到删除;到期后显示为已结束', 'Left empty: barred until deleted; after it the entry shows as ended'],
  },
});
