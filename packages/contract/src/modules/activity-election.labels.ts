import { defineLabels } from '../resource/labels.ts';
import { ACTIVITY_FIELD_WORDS, ACTIVITY_HELP_WORDS, ACTIVITY_SCREEN_WORDS, ACTIVITY_VALUE_WORDS } from './activity.labels.ts';

/** Words of room elections (menu 11009): nominated rooms, voted for with chosen gifts, the top elected. */
export const roomElectionLabels = defineLabels({
  noun: ['房间评选', 'room election'],
  tab: ['房间评选', 'Room elections'],
  fields: {
    ...ACTIVITY_FIELD_WORDS,
    starts_at: ['投票开始', 'Voting from'],
    ends_at: ['投票结束', 'Voting until'],
    metric: ['计票方式', 'Votes counted by'],
    gifts: ['投票礼物', 'Vote gifts'],
    gift_id: ['投票礼物', 'Vote gift'],
    min_value: ['最少票数', 'Fewest votes'],
    top_n: ['当选房间数', 'Rooms elected'],
  },
  values: {
    state: ACTIVITY_VALUE_WORDS.state,
    shown: ACTIVITY_VALUE_WORDS.shown,
    metric: { gift_count: ['礼物个数(一个一票)', 'Gifts (one a vote)'], coins: ['礼物金币(一金币一票)', 'Coins (one a vote)'] },
  },
  help: {
    ...ACTIVITY_HELP_WORDS,
    gifts: [
      '在被提名房间内送出这些礼物即为该房间投票;只有提名通过的房间参加评选',
      'Sending these gifts in a nominated room votes for it; only rooms whose nomination passed stand',
    ],
    min_value: ['票数低于此值不能当选', 'A room with fewer votes is not elected'],
    top_n: [
      '得票最多的这么多个房间当选,结算时公布并按名次发奖',
      'The rooms with the most votes elected, announced and paid by rank when it settles',
    ],
    template_id: ['按名次发给当选房间房主的奖励', "The rewards by rank, paid to each elected room's owner"],
  },
  actions: {
    electionSubmit: ['提交审核', 'Submit for review'],
    electionCancel: ['取消评选', 'Cancel election'],
    electionSave: ['新增房间评选', 'Add room election'],
  },
  screen: ACTIVITY_SCREEN_WORDS,
});

/** Words of the rooms nominated for elections (a tab of menu 11009, a review queue). */
export const roomNominationLabels = defineLabels({
  noun: ['提名', 'nomination'],
  tab: ['提名房间', 'Nominated rooms'],
  fields: {
    activity_id: ['评选ID', 'Election ID'],
    room_no: ['房间号', 'Room number'],
    room_name: ['房间名称', 'Room'],
    source: ['提名来源', 'Nominated by'],
    pitch: ['提名理由', 'Why this room'],
    state: ['审核状态', 'Review'],
    elected_rank: ['当选名次', 'Elected rank'],
    reviewed_by_name: ['审核人', 'Reviewed by'],
    reviewed_at: ['审核时间', 'Reviewed'],
    review_reason: ['审核意见', 'Review note'],
  },
  values: {
    source: { staff: ['运营提名', 'Staff'], sign_up: ['房间报名', 'Sign-up'] },
    state: { pending: ['待审核', 'Pending'], passed: ['已通过', 'Passed'], refused: ['已拒绝', 'Refused'] },
    elected_rank: { null: ['—', '—'] },
  },
  help: {
    activity_id: ['提名到哪一场评选(评选列表中的ID)', 'The election the room stands in (its ID in the elections list)'],
    room_no: [
      '房间须在评选的区域内;运营提名直接通过,房间报名须审核',
      "The room must lie in the election's regions; a staff nomination passes at once, a sign-up waits for review",
    ],
  },
  actions: {
    electionNominate: ['提名房间', 'Nominate room'],
  },
});
