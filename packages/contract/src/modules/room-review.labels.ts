import { defineLabels } from '../resource/labels.ts';

/** Every word of the room activity reviews (a tab of room review, menu 2007), both languages. */
export const roomActivityLabels = defineLabels({
  noun: ['房间活动', 'room activity'],
  tab: ['活动审核', 'Activity reviews'],
  fields: {
    title: ['活动标题', 'Title'],
    cover: ['封面', 'Cover'],
    description: ['活动介绍', 'Description'],
    start_at: ['开始时间', 'Starts'],
    end_at: ['结束时间', 'Ends'],
    state: ['审核状态', 'Review state'],
    is_top: ['置顶', 'Pinned'],
    topped_at: ['置顶时间', 'Pinned at'],
  },
  values: {
    state: {
      pending: ['待审核', 'Pending'],
      passed: ['已通过', 'Passed'],
      refused: ['已拒绝', 'Refused'],
      ignored: ['已忽略', 'Ignored'],
    },
    is_top: { true: ['已置顶', 'Pinned'], false: ['否', 'No'] },
    topped_at: { null: ['—', '—'] },
  },
  actions: {
    topActive: ['置顶', 'Pin to top'],
    cancelTopActive: ['取消置顶', 'Unpin'],
    deleteRoomActive: ['删除房间活动', 'Delete room activity'],
  },
  screen: {
    // The background review queue is the room module's resource; its tab and link words live here, with the screen.
    backgroundTab: ['背景审核', 'Background reviews'],
    catalogueLink: ['官方背景管理', 'Official backgrounds'],
  },
});

/** Every word of the room dissolution applications (a tab of room review), both languages; states as SPEC §4 names them. */
export const roomDisbandLabels = defineLabels({
  noun: ['解散申请', 'dissolution application'],
  tab: ['解散申请', 'Dissolution applications'],
  fields: {
    owner_id: ['房主ID', "Owner's member ID"],
    reason: ['申请原因', 'Owner’s reason'],
    submitted_at: ['申请时间', 'Applied'],
    state: ['审核状态', 'Review state'],
  },
  values: {
    state: {
      pending: ['待审核', 'Pending'],
      disbanded: ['已解散', 'Disbanded'],
      dismissed: ['已驳回', 'Dismissed'],
      ignored: ['已忽略', 'Ignored'],
    },
  },
  help: {
    state: [
      '解散:房间自此解散,房间列表显示为已解散',
      'Disband: the room is dissolved from then on, and the room list shows it as disbanded',
    ],
  },
  screen: {
    review_pass: ['解散', 'Disband'],
    review_refuse: ['驳回', 'Dismiss'],
    batch_pass: ['批量解散', 'Disband selected'],
    batch_refuse: ['批量驳回', 'Dismiss selected'],
  },
});
