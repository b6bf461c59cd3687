import { defineLabels } from '../resource/labels.ts';

/** Words of the room banners (menu 2017), both languages. */
export const roomBannerLabels = defineLabels({
  noun: ['房间横幅', 'room banner'],
  tab: ['横幅', 'Banners'],
  fields: {
    jump_url: ['跳转链接', 'Jump URL'],
    jump_room: ['跳转房间号', 'Jump room number'],
  },
  values: {
    jump_type: { none: ['不跳转', 'None'], url: ['网页', 'Web page'], room: ['房间', 'Room'] },
  },
  help: {
    jump_url: ['跳转类型为网页时必填,以 http:// 或 https:// 开头', 'Required for a web page: starts with http:// or https://'],
    jump_room: ['跳转类型为房间时必填:房间靓号', "Required for a room: the room's pretty number"],
  },
});

/** Words of the banner applications tab (a review queue). */
export const roomBannerApplicationLabels = defineLabels({
  noun: ['横幅申请', 'banner application'],
  tab: ['横幅申请', 'Banner applications'],
  fields: {
    image: ['横幅图片', 'Banner image'],
    reason: ['申请理由', 'Why'],
    on_at: ['开始时间', 'From'],
    off_at: ['结束时间', 'Until'],
    state: ['审核状态', 'Review state'],
    banner_id: ['横幅ID', 'Banner ID'],
  },
  values: {
    state: {
      pending: ['待审核', 'Pending'],
      passed: ['已通过', 'Passed'],
      refused: ['已拒绝', 'Refused'],
      ignored: ['已忽略', 'Ignored'],
    },
    on_at: { null: ['通过即上架', 'When passed'] },
    off_at: { null: ['不限', 'Open-ended'] },
  },
  help: {
    room_no: ['房间靓号', "The room's pretty number"],
    on_at: ['通过后横幅按此时间上架', 'Once passed, the banner goes on shelf at this time'],
  },
});
