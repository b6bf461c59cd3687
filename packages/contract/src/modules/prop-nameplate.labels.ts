import { defineLabels } from '../resource/labels.ts';

/** Every word of the nameplates (menu 13003), both languages. */
export const nameplateLabels = defineLabels({
  noun: ['铭牌', 'nameplate'],
  fields: {
    id: ['铭牌ID', 'Nameplate id'],
    name: ['铭牌名称', 'Nameplate name'],
    effect: ['特效', 'Effect'],
    priority: ['优先级', 'Priority'],
  },
  help: {
    priority: ['用户有多个铭牌时显示优先级最高的', 'A member holding several shows the highest priority'],
    sort: ['数值越小越靠前', 'Lower shows first'],
    effect: ['动图(GIF、WebP、PNG)', 'An animated picture (GIF, WebP, PNG)'],
  },
  screen: {
    grants: ['发放记录', 'Sent nameplates'],
  },
});

/** Every word of the nameplates sent (menu 13004), both languages. */
export const nameplateGrantLabels = defineLabels({
  noun: ['铭牌发放记录', 'nameplate sent'],
  fields: {
    nameplate_id: ['铭牌ID', 'Nameplate id'],
    nameplate_name: ['铭牌', 'Nameplate'],
    nameplate_image: ['铭牌图片', 'Nameplate image'],
  },
});
