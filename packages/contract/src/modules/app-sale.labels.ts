import { defineLabels } from '../resource/labels.ts';

/** Words of in-app purchase promotions (menu 24012), both languages. */
export const appSaleLabels = defineLabels({
  noun: ['内购促销', 'in-app purchase promotion'],
  fields: {
    product_id: ['商品ID', 'Product ID'],
    platform: ['平台', 'Store'],
    price_cents: ['价格(美分)', 'Price (US cents)'],
    bonus_coins: ['赠送金币', 'Bonus coins'],
    bonus_percent: ['赠送比例(%)', 'Bonus (%)'],
    on_at: ['开始时间', 'Starts at'],
    off_at: ['结束时间', 'Ends at'],
  },
  columnTitles: {
    bonus_coins: ['赠送金币(比例%)', 'Bonus coins (%)'],
  },
  values: {
    platform: { all: ['全部', 'Both stores'], ios: ['iOS', 'iOS'], android: ['Android', 'Android'] },
  },
  help: {
    product_id: ['应用商店中的商品ID,如 com.app.coins.499', "The product's id in the app store, like com.app.coins.499"],
    price_cents: ['美元价格 × 100,如 4.99 美元填 499', 'US dollars × 100: 4.99 dollars is 499'],
    bonus_coins: ['促销期间额外赠送的金币', 'Extra coins given while the promotion runs'],
    off_at: [
      '须晚于开始时间;同一商品同一平台同一区域的促销时间不能重叠',
      'After the start; promotions of one product on one store may not overlap in a shared region',
    ],
    sort: ['数值越小越靠前', 'Lower shows first'],
  },
});
