import { defineLabels } from '../resource/labels.ts';

/** Every word of the official room backgrounds (menu 2006), both languages. */
export const roomBgLabels = defineLabels({
  noun: ['官方背景', 'official background'],
  fields: {
    id: ['背景ID', 'Background ID'],
    image: ['背景图', 'Background'],
  },
  help: {
    price: ['0 为免费', '0 is free'],
    off_at: ['须晚于上架时间', 'After the on time'],
  },
});
