import type { BothLanguages } from './log-summaries.ts';

/** Operation-log summaries of applications and approvals (issue 15 item 4). */
export const APPLY_LOG_SUMMARIES = {
  application_added: {
    zh: '申请 #{id}:金币 {amount} × {count} 人(共 {total},类型 {type}),审批负责人 {leader}',
    en: 'Application #{id}: {amount} coins × {count} members ({total} in all, type {type}), leader {leader}',
  },
  application_edited: {
    zh: '修改申请 #{id}:金币 {amount} × {count} 人(共 {total},类型 {type}),审批负责人 {leader}',
    en: 'Edit application #{id}: {amount} coins × {count} members ({total} in all, type {type}), leader {leader}',
  },
  prop_application_added: {
    zh: '申请 #{id}:{item} × {each} 给 {count} 人(有效期 {days} 天),审批负责人 {leader}',
    en: 'Application #{id}: {item} × {each} for {count} members ({days} days), leader {leader}',
  },
  prop_application_edited: {
    zh: '修改申请 #{id}:{item} × {each} 给 {count} 人(有效期 {days} 天),审批负责人 {leader}',
    en: 'Edit application #{id}: {item} × {each} for {count} members ({days} days), leader {leader}',
  },
  application_withdrawn: { zh: '撤回申请 #{id}', en: 'Withdraw application #{id}' },
  application_approved: {
    zh: '通过 {applicant} 的申请 #{id}:发放金币 {amount} × {count} 人(共 {total},类型 {type})',
    en: 'Approve application #{id} of {applicant}: {amount} coins × {count} members ({total} in all, type {type})',
  },
  prop_application_approved: {
    zh: '通过 {applicant} 的申请 #{id}:发放{item} × {each} 给 {count} 人(有效期 {days} 天)',
    en: 'Approve application #{id} of {applicant}: {item} × {each} for {count} members ({days} days)',
  },
  application_rejected: { zh: '拒绝 {applicant} 的申请 #{id}:{reason}', en: 'Reject application #{id} of {applicant}: {reason}' },
  apply_setting_saved: {
    zh: '保存审批设置:总额超过 {total_over},人数超过 {count_over},类型 {types},审批人 {approver}',
    en: 'Save approval settings: total over {total_over}, members over {count_over}, types {types}, approver {approver}',
  },
} as const satisfies Record<string, BothLanguages>;
