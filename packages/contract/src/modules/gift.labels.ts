import type { ModuleLabels } from '../resource/labels.ts';
import { SHELF_STATE_LABELS } from '../resource/shelf.ts';

/** Words of the gift list (menu 13001), both languages. */
export const giftLabels = {
  'zh-cn': {
    noun: '礼物',
    tab: '礼物',
    fields: {
      id: '礼物ID',
      name_zh: '中文名称',
      name_en: '英文名称',
      name_ar: '阿拉伯语名称',
      icon: '图标',
      effect: '特效(SVGA/MP4)',
      price: '价格(金币)',
      diamonds: '钻石产出',
      type: '类型',
      regions: '区域',
      on_at: '上架时间',
      off_at: '下架时间',
      is_on: '开关',
      shelf_state: '上架状态',
      sort: '排序',
      updated_at: '更新时间',
    },
    values: {
      type: { normal: '普通', special: '特殊', country: '国家', naming: '冠名', romantic: '浪漫', svip: 'SVIP' },
      shelf_state: SHELF_STATE_LABELS['zh-cn'],
      is_on: { true: '开', false: '关' },
      on_at: { null: '立即' },
      off_at: { null: '永不' },
      effect: { null: '无' },
    },
    help: { diamonds: '主播收到的钻石;不填则为价格的5%', price: '上架中的礼物不能改价,请先下架' },
    screen: {
      pickerPreview: '礼物选择器预览',
      pickerPreviewHelp: '其他页面(活动、奖励)选礼物时此刻可选的礼物:您区域内在架的礼物',
    },
  },
  en: {
    noun: 'gift',
    tab: 'Gifts',
    fields: {
      id: 'Gift ID',
      name_zh: 'Chinese name',
      name_en: 'English name',
      name_ar: 'Arabic name',
      icon: 'Icon',
      effect: 'Effect (SVGA/MP4)',
      price: 'Price (coins)',
      diamonds: 'Diamond output',
      type: 'Type',
      regions: 'Regions',
      on_at: 'On shelf at',
      off_at: 'Off shelf at',
      is_on: 'Switch',
      shelf_state: 'Shelf state',
      sort: 'Sort',
      updated_at: 'Updated',
    },
    values: {
      type: { normal: 'Normal', special: 'Special', country: 'Country', naming: 'Naming', romantic: 'Romantic', svip: 'SVIP' },
      shelf_state: SHELF_STATE_LABELS.en,
      is_on: { true: 'On', false: 'Off' },
      on_at: { null: 'At once' },
      off_at: { null: 'Never' },
      effect: { null: 'None' },
    },
    help: {
      diamonds: 'Diamonds the host receives; left empty, 5 % of the price',
      price: 'A gift on shelf keeps its price: take it off shelf first',
    },
    screen: {
      pickerPreview: 'Gift picker preview',
      pickerPreviewHelp: 'The gifts other screens (activities, rewards) offer right now: those on shelf in your regions',
    },
  },
} as const satisfies ModuleLabels;

/** Words of the emoji tab. */
export const emojiLabels = {
  'zh-cn': {
    noun: '表情',
    tab: '表情',
    fields: { id: 'ID', name: '名称', image: '图片', regions: '区域', sort: '排序', is_on: '上架' },
    values: { is_on: { true: '上架', false: '下架' } },
  },
  en: {
    noun: 'emoji',
    tab: 'Emoji',
    fields: { id: 'ID', name: 'Name', image: 'Image', regions: 'Regions', sort: 'Sort', is_on: 'On shelf' },
    values: { is_on: { true: 'On', false: 'Off' } },
  },
} as const satisfies ModuleLabels;
