import type { ModuleLabels } from '../resource/labels.ts';
import { SHELF_STATE_LABELS } from '../resource/shelf.ts';

/** Words of the room banners (menu 2017), both languages. */
export const roomBannerLabels = {
  'zh-cn': {
    noun: '房间横幅',
    tab: '横幅',
    fields: {
      title: '标题',
      image: '图片',
      jump_type: '跳转类型',
      jump_url: '跳转链接',
      jump_room: '跳转房间号',
      regions: '区域',
      on_at: '上架时间',
      off_at: '下架时间',
      is_on: '开关',
      shelf_state: '上架状态',
      sort: '排序',
      updated_at: '更新时间',
    },
    values: {
      jump_type: { none: '不跳转', url: '网页', room: '房间' },
      shelf_state: SHELF_STATE_LABELS['zh-cn'],
      is_on: { true: '开', false: '关' },
      on_at: { null: '立即' },
      off_at: { null: '永不' },
    },
    help: {
      jump_url: '跳转类型为网页时必填,以 http:// 或 https:// 开头',
      jump_room: '跳转类型为房间时必填:房间靓号',
    },
  },
  en: {
    noun: 'room banner',
    tab: 'Banners',
    fields: {
      title: 'Title',
      image: 'Image',
      jump_type: 'Jump type',
      jump_url: 'Jump URL',
      jump_room: 'Jump room number',
      regions: 'Regions',
      on_at: 'On shelf at',
      off_at: 'Off shelf at',
      is_on: 'Switch',
      shelf_state: 'Shelf state',
      sort: 'Sort',
      updated_at: 'Updated',
    },
    values: {
      jump_type: { none: 'None', url: 'Web page', room: 'Room' },
      shelf_state: SHELF_STATE_LABELS.en,
      is_on: { true: 'On', false: 'Off' },
      on_at: { null: 'At once' },
      off_at: { null: 'Never' },
    },
    help: {
      jump_url: 'Required for a web page: starts with http:// or https://',
      jump_room: "Required for a room: the room's pretty id",
    },
  },
} as const satisfies ModuleLabels;

/** Words of the banner applications tab (a review queue). */
export const roomBannerApplicationLabels = {
  'zh-cn': {
    noun: '横幅申请',
    tab: '横幅申请',
    fields: {
      room_no: '房间号',
      room_name: '房间名称',
      room_id: '房间ID',
      region_id: '区域',
      image: '横幅图片',
      reason: '申请理由',
      on_at: '开始时间',
      off_at: '结束时间',
      state: '审核状态',
      banner_id: '横幅ID',
      submitted_at: '提交时间',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核原因',
    },
    values: {
      state: { pending: '待审核', passed: '已通过', refused: '已拒绝', ignored: '已忽略' },
      on_at: { null: '通过即上架' },
      off_at: { null: '不限' },
    },
    help: { room_no: '房间靓号', on_at: '通过后横幅按此时间上架' },
  },
  en: {
    noun: 'banner application',
    tab: 'Banner applications',
    fields: {
      room_no: 'Room number',
      room_name: 'Room name',
      room_id: 'Room id',
      region_id: 'Region',
      image: 'Banner image',
      reason: 'Why',
      on_at: 'From',
      off_at: 'Until',
      state: 'Review state',
      banner_id: 'Banner ID',
      submitted_at: 'Submitted',
      reviewed_by_name: 'Reviewer',
      reviewed_at: 'Reviewed',
      review_reason: 'Review reason',
    },
    values: {
      state: { pending: 'Pending', passed: 'Passed', refused: 'Refused', ignored: 'Ignored' },
      on_at: { null: 'When passed' },
      off_at: { null: 'Open-ended' },
    },
    help: { room_no: "The room's pretty id", on_at: 'Once passed, the banner goes on shelf at this time' },
  },
} as const satisfies ModuleLabels;
