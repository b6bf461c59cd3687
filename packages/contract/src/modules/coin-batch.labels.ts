import { defineLabels } from '../resource/labels.ts';
import { COIN_ISSUE_TYPE_WORDS } from './ledger.labels.ts';

/** Every word of the batch sends (a tab of /sendCoins/sendCoins), both languages. */
export const coinBatchLabels = defineLabels({
  noun: ['批量发放', 'batch send'],
  tab: ['批量发放', 'Batch sends'],
  fields: {
    id: ['批次ID', 'Batch ID'],
    admin_name: ['操作人', 'Sent by'],
    amount: ['每人金币', 'Coins each'],
    members: ['人数', 'Members'],
    done: ['已发放', 'Credited'],
    failed: ['失败', 'Failed'],
    job_id: ['任务ID', 'Job ID'],
    created_at: ['提交时间', 'Sent at'],
    finished_at: ['完成时间', 'Finished at'],
  },
  values: {
    issue_type: COIN_ISSUE_TYPE_WORDS,
    state: { running: ['发放中', 'Running'], done: ['已完成', 'Done'] },
    finished_at: { null: ['—', '—'] },
  },
  screen: {
    send: ['批量发放金币', 'Batch send coins'],
    intro: [
      '每个用户发放相同数量的金币,最多 5000 人;提交时整批检查,总额计入您的金币额度和每月发放上限,随后在后台分段发放。',
      'The same amount of coins to each member, up to 5000: the batch is checked whole when sent, its total counted against your coin quota and monthly issue limit, then posted in the background.',
    ],
    file: ['xlsx 文件(第一列为用户ID)', 'xlsx file (member IDs in the first column)'],
    ids: ['或粘贴用户ID', 'Or paste member IDs'],
    idsHelp: [
      '用逗号、空格或换行分隔,每人一次;可与文件一起提交',
      'Separated by commas, spaces or new lines, each member once; may be sent with a file',
    ],
    amount: ['每人金币', 'Coins each'],
    amountHelp: ['1 – 300000', '1 – 300000'],
    issueType: ['发放类型', 'Issue type'],
    choose: ['请选择', 'Please choose'],
    reason: ['原因', 'Reason'],
    queued: [
      '已提交批次 {{batch}}:{{members}} 个用户,共 {{total}} 金币',
      'Batch {{batch}} sent: {{members}} members, {{total}} coins in all',
    ],
    progress: ['发放进度', 'Progress'],
    done: ['发放完成', 'Done'],
    jobFailed: ['发放任务未完成,请查看批次的失败明细', 'The batch job did not finish: see the batch’s failures'],
    noJob: ['批次已排队,稍后由后台发放', 'The batch is queued and will be posted in the background'],
    failures: ['失败明细', 'Failures'],
    failuresTitle: ['批次 {{batch}} 的失败明细', 'Failures of batch {{batch}}'],
    failuresTotal: ['共 {{total}} 人未发放', '{{total}} members not credited'],
    member: ['用户ID', 'Member ID'],
    failureReason: ['原因', 'Reason'],
    close: ['关闭', 'Close'],
  },
});
