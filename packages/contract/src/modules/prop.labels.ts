import type { ModuleLabels } from '../resource/labels.ts';

const SHOP_TYPES_ZH = { car: '座驾', medal: '勋章', headwear: '头饰', id_number: '靓号', vip: 'VIP' };
const SHOP_TYPES_EN = { car: 'Car', medal: 'Medal', headwear: 'Headwear', id_number: 'ID number', vip: 'VIP' };
const PROP_TYPES_ZH = {
  car: '座驾',
  medal: '勋章',
  headdress: '头饰',
  pretty_number: '靓号',
  voucher: '代金券',
  bubble: '聊天气泡',
  floating_screen: '飘屏',
  relation_card: '关系卡',
};
const PROP_TYPES_EN = {
  car: 'Car',
  medal: 'Medal',
  headdress: 'Headdress',
  pretty_number: 'Pretty number',
  voucher: 'Voucher',
  bubble: 'Chat bubble',
  floating_screen: 'Floating screen',
  relation_card: 'Relation card',
};

/** Every word of the prop shop (menu 13002), both languages. */
export const propLabels = {
  'zh-cn': {
    noun: '道具',
    fields: {
      name: '道具名称',
      shop_type: '商城分类',
      prop_type: '道具类型',
      image: '图片',
      effect: '特效(SVGA/MP4)',
      price: '价格(金币)',
      validity_days: '有效期(天)',
      regions: '区域',
      sort: '排序',
      on_sale: '销售状态',
    },
    values: {
      shop_type: SHOP_TYPES_ZH,
      prop_type: PROP_TYPES_ZH,
      on_sale: { true: '在售', false: '停售' },
      effect: { null: '无' },
    },
    help: {
      prop_type: '座驾、勋章、头饰、靓号分类只卖同类道具;VIP 分类可卖任何类型',
      effect: '座驾进场、飘屏等播放的动画',
      regions: '可选多个区域',
      sort: '数值越小越靠前',
      price: '在售的道具不能改价,请先停售',
    },
    actions: { shopOnSale: '在售或停售' },
    screen: { toggleOn: '上架销售', toggleOff: '停售' },
  },
  en: {
    noun: 'prop',
    fields: {
      name: 'Prop name',
      shop_type: 'Shop section',
      prop_type: 'Prop type',
      image: 'Image',
      effect: 'Effect (SVGA/MP4)',
      price: 'Price (coins)',
      validity_days: 'Validity (days)',
      regions: 'Regions',
      sort: 'Sort',
      on_sale: 'Sale state',
    },
    values: {
      shop_type: SHOP_TYPES_EN,
      prop_type: PROP_TYPES_EN,
      on_sale: { true: 'Selling', false: 'Stopped selling' },
      effect: { null: 'None' },
    },
    help: {
      prop_type: 'The car, medal, headwear and ID number sections sell their own kind only; VIP sells any type',
      effect: "The animation played when it is used (a car's entrance, a floating screen)",
      regions: 'One or more regions',
      sort: 'Lower shows first',
      price: 'A prop that is selling keeps its price: stop selling first',
    },
    actions: { shopOnSale: 'Sell or stop selling' },
    screen: { toggleOn: 'Sell', toggleOff: 'Stop selling' },
  },
} as const satisfies ModuleLabels;
