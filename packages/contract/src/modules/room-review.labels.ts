import type { ModuleLabels } from '../resource/labels.ts';

/** Every word of the room activity reviews (a tab of room review, menu 2007), both languages. */
export const roomActivityLabels = {
  'zh-cn': {
    noun: '房间活动',
    tab: '活动审核',
    fields: {
      room_id: '房间ID',
      room_no: '房间靓号',
      title: '活动标题',
      room_name: '房间名称',
      cover: '封面',
      description: '活动介绍',
      start_at: '开始时间',
      end_at: '结束时间',
      region_id: '区域',
      submitted_at: '提交时间',
      state: '审核状态',
      is_top: '置顶',
      topped_at: '置顶时间',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '原因',
    },
    values: {
      state: { pending: '待审核', passed: '已通过', refused: '已拒绝', ignored: '已忽略' },
      is_top: { true: '已置顶', false: '否' },
      topped_at: { null: '—' },
      reviewed_at: { null: '—' },
    },
    actions: { topActive: '置顶', cancelTopActive: '取消置顶', deleteRoomActive: '删除房间活动' },
    screen: {
      // The background review queue is the room module's resource; its tab and link words live here, with the screen.
      backgroundTab: '背景审核',
      catalogueLink: '官方背景管理',
    },
  },
  en: {
    noun: 'room activity',
    tab: 'Activity reviews',
    fields: {
      room_id: 'Room id',
      room_no: 'Pretty id',
      title: 'Title',
      room_name: 'Room name',
      cover: 'Cover',
      description: 'Description',
      start_at: 'Starts',
      end_at: 'Ends',
      region_id: 'Region',
      submitted_at: 'Submitted',
      state: 'Review state',
      is_top: 'Pinned',
      topped_at: 'Pinned at',
      reviewed_by_name: 'Reviewer',
      reviewed_at: 'Reviewed',
      review_reason: 'Reason',
    },
    values: {
      state: { pending: 'Pending', passed: 'Passed', refused: 'Refused', ignored: 'Ignored' },
      is_top: { true: 'Pinned', false: 'No' },
      topped_at: { null: '—' },
      reviewed_at: { null: '—' },
    },
    actions: { topActive: 'Pin to top', cancelTopActive: 'Unpin', deleteRoomActive: 'Delete room activity' },
    screen: {
      backgroundTab: 'Background reviews',
      catalogueLink: 'Official backgrounds',
    },
  },
} as const satisfies ModuleLabels;

/** Every word of the room dissolution applications (a tab of room review), both languages; states as SPEC §4 names them. */
export const roomDisbandLabels = {
  'zh-cn': {
    noun: '解散申请',
    tab: '解散申请',
    fields: {
      room_id: '房间ID',
      room_no: '房间靓号',
      room_name: '房间名称',
      owner_id: '房主ID',
      reason: '申请原因',
      region_id: '区域',
      submitted_at: '申请时间',
      state: '审核状态',
      reviewed_by_name: '审核人',
      reviewed_at: '审核时间',
      review_reason: '审核说明',
    },
    values: {
      state: { pending: '待审核', disbanded: '已解散', dismissed: '已驳回', ignored: '已忽略' },
      reviewed_at: { null: '—' },
    },
    help: { state: '解散:房间自此解散,房间列表显示为已解散' },
    screen: { review_pass: '解散', review_refuse: '驳回', batch_pass: '批量解散', batch_refuse: '批量驳回' },
  },
  en: {
    noun: 'dissolution application',
    tab: 'Dissolution applications',
    fields: {
      room_id: 'Room id',
      room_no: 'Pretty id',
      room_name: 'Room name',
      owner_id: 'Owner id',
      reason: 'Owner’s reason',
      region_id: 'Region',
      submitted_at: 'Applied',
      state: 'Review state',
      reviewed_by_name: 'Reviewer',
      reviewed_at: 'Reviewed',
      review_reason: 'Review note',
    },
    values: {
      state: { pending: 'Pending', disbanded: 'Disbanded', dismissed: 'Dismissed', ignored: 'Ignored' },
      reviewed_at: { null: '—' },
    },
    help: { state: 'Disband: the room is dissolved from then on, and the room list shows it as disbanded' },
    screen: {
      review_pass: 'Disband',
      review_refuse: 'Dismiss',
      batch_pass: 'Disband selected',
      batch_refuse: 'Dismiss selected',
    },
  },
} as const satisfies ModuleLabels;
