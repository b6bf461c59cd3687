import { defineLabels } from '../resource/labels.ts';

/** Words of the gift list (menu 13001), both languages. */
export const giftLabels = defineLabels({
  noun: ['礼物', 'gift'],
  tab: ['礼物', 'Gifts'],
  fields: {
    id: ['礼物ID', 'Gift ID'],
    effect: ['特效(SVGA/MP4)', 'Effect (SVGA/MP4)'],
    diamonds: ['钻石产出', 'Diamond output'],
    type: ['类型', 'Type'],
  },
  values: {
    type: {
      normal: ['普通', 'Normal'],
      special: ['特殊', 'Special'],
      country: ['国家', 'Country'],
      naming: ['冠名', 'Naming'],
      romantic: ['浪漫', 'Romantic'],
      svip: ['SVIP', 'SVIP'],
    },
    effect: { null: ['无', 'None'] },
  },
  help: {
    diamonds: ['主播收到的钻石;不填则为价格的5%', 'Diamonds the host receives; left empty, 5 % of the price'],
    price: ['上架中的礼物不能改价,请先下架', 'A gift on shelf keeps its price: take it off shelf first'],
  },
  screen: {
    pickerPreview: ['礼物选择器预览', 'Gift picker preview'],
    pickerPreviewHelp: [
      '其他页面(活动、奖励)选礼物时此刻可选的礼物:您区域内在架的礼物',
      'The gifts other screens (activities, rewards) offer right now: those on shelf in your regions',
    ],
  },
});

/** Words of the emoji tab. */
export const emojiLabels = defineLabels({
  noun: ['表情', 'emoji'],
  tab: ['表情', 'Emoji'],
  fields: {
    is_on: ['上架', 'On shelf'],
  },
  values: {
    is_on: { true: ['上架', 'On'], false: ['下架', 'Off'] },
  },
});
