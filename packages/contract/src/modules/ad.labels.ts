import { defineLabels } from '../resource/labels.ts';

/** Words of ads and popups (menu 10001), both languages. */
export const adLabels = defineLabels({
  noun: ['广告', 'ad'],
  fields: {
    id: ['广告ID', 'Ad ID'],
    kind: ['类型', 'Kind'],
    jump_target: ['跳转目标', 'Jump target'],
    frequency: ['弹出频率', 'Popup frequency'],
  },
  values: {
    kind: { banner: ['首页轮播图', 'Home banner'], popup: ['弹窗', 'Popup'], splash: ['开屏页', 'Splash screen'] },
    jump_type: {
      none: ['不跳转', 'No jump'],
      h5: ['H5页面', 'In-app web page'],
      url: ['外部浏览器', 'Browser'],
      room: ['房间', 'Room'],
      recharge: ['充值页', 'Recharge page'],
    },
    frequency: {
      every_open: ['每次打开', 'Every app open'],
      daily: ['每天一次', 'Once a day'],
      once: ['仅一次', 'Once only'],
      null: ['—', '—'],
    },
  },
  help: {
    jump_target: [
      'H5页面和外部浏览器填写 http(s) 链接;房间填写房间号;其他类型无需填写',
      'An http(s) address for a web page or the browser; a room number for a room; nothing otherwise',
    ],
    frequency: ['仅弹窗使用,不填为每天一次', 'Popups only; left empty, once a day'],
    off_at: ['须晚于上架时间', 'Must be after the on time'],
    sort: ['数值越小越靠前', 'Lower shows first'],
  },
});
