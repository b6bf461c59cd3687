import { defineLabels } from '../resource/labels.ts';

/** Every word of the prop shop (menu 13002), both languages. */
export const propLabels = defineLabels({
  noun: ['道具', 'prop'],
  fields: {
    name: ['道具名称', 'Prop name'],
    shop_type: ['商城分类', 'Shop section'],
    prop_type: ['道具类型', 'Prop type'],
    effect: ['特效(SVGA/MP4)', 'Effect (SVGA/MP4)'],
    on_sale: ['销售状态', 'Sale state'],
  },
  values: {
    shop_type: {
      car: ['座驾', 'Car'],
      medal: ['勋章', 'Medal'],
      headwear: ['头饰', 'Headwear'],
      id_number: ['靓号', 'Pretty number'],
      vip: ['VIP', 'VIP'],
    },
    prop_type: {
      car: ['座驾', 'Car'],
      medal: ['勋章', 'Medal'],
      headdress: ['头饰', 'Headdress'],
      pretty_number: ['靓号', 'Pretty number'],
      voucher: ['代金券', 'Voucher'],
      bubble: ['聊天气泡', 'Chat bubble'],
      floating_screen: ['飘屏', 'Floating screen'],
      relation_card: ['关系卡', 'Relation card'],
    },
    on_sale: { true: ['在售', 'Selling'], false: ['停售', 'Stopped selling'] },
    effect: { null: ['无', 'None'] },
  },
  help: {
    prop_type: [
      '座驾、勋章、头饰、靓号分类只卖同类道具;VIP 分类可卖任何类型',
      'The car, medal, headwear and pretty number sections sell their own kind only; VIP sells any type',
    ],
    effect: ['座驾进场、飘屏等播放的动画', "The animation played when it is used (a car's entrance, a floating screen)"],
    regions: ['可选多个区域', 'One or more regions'],
    sort: ['数值越小越靠前', 'Lower shows first'],
    price: ['在售的道具不能改价,请先停售', 'A prop that is selling keeps its price: stop selling first'],
  },
  actions: {
    shopOnSale: ['在售或停售', 'Sell or stop selling'],
  },
  screen: {
    toggleOn: ['上架销售', 'Sell'],
    toggleOff: ['停售', 'Stop selling'],
  },
});
