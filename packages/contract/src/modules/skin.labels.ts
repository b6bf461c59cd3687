import { defineLabels } from '../resource/labels.ts';

/** Words of the app skins (menu 24013), both languages. */
export const skinLabels = defineLabels({
  noun: ['皮肤', 'skin'],
  fields: {
    id: ['皮肤ID', 'Skin ID'],
    preview: ['预览图', 'Preview image'],
    background: ['背景图', 'Background image'],
    top_bar: ['顶部栏图', 'Top bar image'],
  },
  values: {
    top_bar: { null: ['无', 'None'] },
  },
  help: {
    preview: ['应用内选择皮肤时显示', 'Shown where members choose a skin in the app'],
    top_bar: ['不填则使用默认顶部栏', 'Left empty, the default top bar'],
    off_at: ['须晚于上架时间', 'Must be after the on time'],
    sort: ['数值越小越靠前', 'Lower shows first'],
  },
});
