/** Refusals of in-app purchase promotions (menu 24012), both languages; every key starts with `app_sale_`. */
export const APP_SALE_MESSAGES = {
  app_sale_overlap: {
    zh: '同一商品在同一平台、同一区域的促销时间不能重叠',
    en: 'Another promotion of this product on this store overlaps this one in time in a shared region',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
