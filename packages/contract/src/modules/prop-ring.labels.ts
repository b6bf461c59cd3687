import { defineLabels } from '../resource/labels.ts';

/** Every word of the rings (menu 13005), both languages. */
export const ringLabels = defineLabels({
  noun: ['戒指', 'ring'],
  fields: {
    name: ['戒指名称', 'Ring name'],
    effect: ['特效', 'Effect'],
    is_on: ['状态', 'State'],
  },
  values: {
    is_on: { true: ['上架', 'On shelf'], false: ['下架', 'Off shelf'] },
  },
  help: {
    sort: ['数值越小越靠前', 'Lower shows first'],
    effect: ['动图(GIF、WebP、PNG)', 'An animated picture (GIF, WebP, PNG)'],
  },
  actions: {
    ringIsOn: ['上架或下架', 'Put on or take off the shelf'],
  },
  screen: {
    toggleOn: ['上架', 'Put on shelf'],
    toggleOff: ['下架', 'Take off shelf'],
    grants: ['发放记录', 'Granted rings'],
  },
});

/** Every word of the rings granted (menu 13006), both languages. */
export const ringGrantLabels = defineLabels({
  noun: ['戒指发放记录', 'ring granted'],
  fields: {
    ring_id: ['戒指ID', 'Ring id'],
    ring_name: ['戒指', 'Ring'],
    ring_image: ['戒指图片', 'Ring image'],
  },
});
