import type { Lang } from './envelope.ts';
import { KIT_MESSAGES } from './messages.kit.ts';
import { ROOM_MESSAGES } from './messages.room.ts';
import { ROOM_CRYSTAL_MESSAGES } from './messages.room-crystal.ts';
import { ROOM_REVIEW_MESSAGES } from './messages.room-review.ts';
import { ACTIVITY_MESSAGES } from './modules/activity.messages.ts';
import { AD_MESSAGES } from './modules/ad.messages.ts';
import { AGENT_MESSAGES } from './modules/agent.messages.ts';
import { APP_SALE_MESSAGES } from './modules/app-sale.messages.ts';
import { APP_SETTING_MESSAGES } from './modules/app-setting.messages.ts';
import { APP_VERSION_MESSAGES } from './modules/app-version.messages.ts';
import { DEVELOPER_MESSAGES } from './modules/developer.messages.ts';
import { FAMILY_MESSAGES } from './modules/family.messages.ts';
import { GAME_BLACKLIST_MESSAGES } from './modules/game-blacklist.messages.ts';
import { GROUP_MESSAGES } from './modules/group.messages.ts';
import { GUILD_MESSAGES } from './modules/guild.messages.ts';
import { HOST_MESSAGES } from './modules/host.messages.ts';
import { INVITE_MESSAGES } from './modules/invite.messages.ts';
import { KEY_ACCOUNT_MESSAGES } from './modules/key-account.messages.ts';
import { LIVE_MESSAGES } from './modules/live.messages.ts';
import { MEMBER_MESSAGE_MESSAGES } from './modules/member-message.messages.ts';
import { MEMBER_REQUEST_MESSAGES } from './modules/member-requests.messages.ts';
import { NEW_USER_MESSAGES } from './modules/new-user.messages.ts';
import { OFFICIAL_MESSAGES } from './modules/official.messages.ts';
import { PAYMENT_RECOVERY_MESSAGES } from './modules/payment-recovery.messages.ts';
import { PRIZE_POOL_MESSAGES } from './modules/prize-pool.messages.ts';
import { RECHARGE_RISK_MESSAGES } from './modules/recharge-risk.messages.ts';
import { REFUND_MESSAGES } from './modules/refund.messages.ts';
import { ROOM_COLUMN_MESSAGES } from './modules/room-column.messages.ts';
import { ROOM_SUPPORT_MESSAGES } from './modules/room-support.messages.ts';
import { ROOM_TURNOVER_MESSAGES } from './modules/room-turnover.messages.ts';
import { SYSTEM_MESSAGE_MESSAGES } from './modules/system-message.messages.ts';
import { REWARD_MESSAGES } from './resource/reward.messages.ts';
import { WINDOW_MESSAGES } from './resource/window.messages.ts';

/**
 * Every message the server puts in `msg` or `data.errors`, in both languages. Schemas use these keys
 * as their error text so the server and the forms on the web show the same words.
 */
export const MESSAGES = {
  ok: { zh: '操作成功', en: 'Operation success' },
  failed: { zh: '操作失败', en: 'Operation failed' },
  invalid_input: { zh: '输入有误,请检查', en: 'Invalid input, please check' },
  required: { zh: '不能为空', en: 'Cannot be empty' },
  not_number: { zh: '必须是数字', en: 'Must be a number' },
  not_integer: { zh: '必须是整数', en: 'Must be a whole number' },
  too_long: { zh: '超出最大字符数', en: 'Over the maximum number of characters' },
  too_small: { zh: '数值过小', en: 'Value is too small' },
  too_large: { zh: '数值过大', en: 'Value is too large' },
  invalid_id: { zh: '此ID无效', en: 'This ID is invalid' },
  too_short: { zh: '字数太少', en: 'Too short' },
  invalid_choice: { zh: '选项无效', en: 'Invalid option' },
  unknown_field: { zh: '不支持此字段', en: 'This field is not accepted' },
  control_character: { zh: '不能包含控制字符', en: 'Cannot contain control characters' },
  invalid_character: { zh: '包含无法保存的无效字符', en: 'Contains invalid characters that cannot be saved' },
  account_empty: { zh: '账号不能为空', en: 'Account cannot be empty' },
  password_empty: { zh: '密码不能为空', en: 'Password cannot be empty' },
  login_failed: { zh: '账号或密码错误', en: 'Wrong account or password' },
  login_throttled: {
    zh: '密码尝试过多,请等待 {seconds} 秒后再试',
    en: 'Too many password attempts, please wait {seconds} s and try again',
  },
  not_logged_in: { zh: '未登录或登录已过期,请重新登录', en: 'Not logged in or session expired, please log in' },
  account_disabled: { zh: '账号已被禁用', en: 'This account is disabled' },
  session_revoked: { zh: '登录已失效,请重新登录', en: 'Your session has ended, please log in again' },
  login_uid_mismatch: {
    zh: '登录信息与当前账号不一致,请重新登录',
    en: 'This page is signed in as another account; please log in again',
  },
  no_permission: { zh: '没有权限', en: 'No permission' },
  cross_site_refused: {
    zh: '请求来自其他网站,已拒绝;请在控制台页面中操作',
    en: 'Refused: the request came from another site; please use the console itself',
  },
  out_of_region: { zh: '没有该区域的权限', en: 'No permission for this region' },
  recheck_required: { zh: '请再次输入密码以确认身份', en: 'Please re-enter your password to continue' },
  recheck_failed: { zh: '密码错误', en: 'Wrong password' },
  avatar_blocked: { zh: '头像已被重置,{until} 前不能修改', en: 'The avatar was reset: it cannot change before {until}' },
  recheck_each_time: { zh: '此操作每次都需再次输入密码', en: 'This action asks for your password every time' },
  recheck_action_unknown: {
    zh: '没有需要每次验证密码的该操作',
    en: 'No action that asks for the password every time has this name',
  },
  idempotency_key_required: {
    zh: '缺少幂等键(Idempotency-Key),涉及金额的操作必须携带',
    en: 'This action moves money and needs an Idempotency-Key header',
  },
  transition_refused: {
    zh: '{action}仅适用于{from}的{noun},当前为{state}',
    en: '{action} is only for a {from} {noun}; this one is {state}',
  },
  scope_beyond_own: {
    zh: '只能分配您自己区域内的区域和国家',
    en: 'You can only give staff regions and countries inside your own',
  },
  ref_member_out_of_region: { zh: '用户 {id} 不在您的区域内', en: 'Member {id} is outside your regions' },
  ref_room_out_of_region: { zh: '房间 {id} 不在您的区域内', en: 'Room {id} is outside your regions' },
  ref_family_out_of_region: { zh: '家族 {id} 不在您的区域内', en: 'Family {id} is outside your regions' },
  ref_group_out_of_region: { zh: '群组 {id} 不在您的区域内', en: 'Group {id} is outside your regions' },
  ref_agent_out_of_region: { zh: '代理 {id} 不在您的区域内', en: 'Agent {id} is outside your regions' },
  ref_host_out_of_region: { zh: '主播 {id} 不在您的区域内', en: 'Host {id} is outside your regions' },
  ref_guild_out_of_region: { zh: '公会 {id} 不在您的区域内', en: 'Guild {id} is outside your regions' },
  in_progress: { zh: '相同的请求正在处理中', en: 'The same request is already in progress' },
  idempotency_key_reused: {
    zh: '该请求编号已用于另一项内容,请重新提交',
    en: 'This request key was already used for other content, please submit again',
  },
  outdated_client: { zh: '页面版本已更新,请刷新', en: 'The console was updated, please reload' },
  not_found: { zh: '数据不存在', en: 'No data' },
  system_error: { zh: '系统错误', en: 'System error' },
  unknown_action: { zh: '接口不存在', en: 'Unknown action' },
  export_empty: { zh: '当前导出内容为空', en: 'The currently exported content is empty' },
  not_xlsx: {
    zh: '该文件不是xlsx文件,请上传xlsx文件',
    en: 'this file is not xlsx file, please upload xlsx file',
  },
  xlsx_unreadable: {
    zh: '无法读取该xlsx文件,文件可能已损坏',
    en: 'This xlsx file could not be read; it may be damaged',
  },
  file_too_large: { zh: '文件过大', en: 'The file is too large' },
  /** SPEC §9: the upload limit is given as {size} MB. */
  file_over_limit: { zh: '文件不能超过 {size} MB', en: 'Files may be at most {size} MB' },
  body_too_large: { zh: '提交的内容过大,最多 {limit}', en: 'What was sent is too large: at most {limit}' },
  file_not_accepted: { zh: '此操作不接收文件', en: 'This action does not take a file' },
  file_missing: { zh: '请上传文件', en: 'Please upload a file' },
  too_many_ids: { zh: '每个文件最多 {max} 个ID', en: 'At most {max} IDs per file' },
  import_rejected: {
    zh: '有 {failed} 行无法导入,未做任何修改',
    en: '{failed} rows could not be imported; nothing was changed',
  },
  export_expired: { zh: '下载链接已失效,请重新导出', en: 'This download link has expired, please export again' },
  export_preparing: {
    zh: '文件仍在生成中,请稍后再下载',
    en: 'The file is still being prepared, please download it a little later',
  },
  export_failed: { zh: '文件生成失败,请重新导出', en: 'The file could not be prepared, please export again' },
  not_image: { zh: '请上传 PNG、JPEG、GIF 或 WebP 图片', en: 'Please upload a PNG, JPEG, GIF or WebP image' },
  not_svga: { zh: '请上传 SVGA 动画文件', en: 'Please upload an SVGA animation' },
  not_mp4: { zh: '请上传 MP4 视频', en: 'Please upload an MP4 video' },
  not_effect: { zh: '特效须为已上传的 SVGA 或 MP4 文件', en: 'The effect must be an uploaded SVGA or MP4 file' },
  file_damaged: { zh: '文件已损坏或不完整,请重新导出后上传', en: 'The file is damaged or incomplete; please export it again' },
  file_unpacks_too_large: { zh: '文件解压后超过 {max} MB', en: 'The file unpacks to more than {max} MB' },
  image_too_large: { zh: '图片的长和宽均不能超过 {max} 像素', en: 'Images may be at most {max} pixels wide and high' },
  duplicate: { zh: '已存在', en: 'Already exists' },
  password_short: { zh: '密码至少 12 个字符', en: 'The password needs at least 12 characters' },
  username_invalid: {
    zh: '账号只能包含字母、数字、下划线、点和横线,3 到 64 个字符',
    en: 'Use 3 to 64 letters, digits, underscores, dots or dashes',
  },
  must_change_password: { zh: '请先修改临时密码', en: 'Please change your temporary password first' },
  not_yourself: { zh: '不能对自己的账号执行此操作', en: 'You cannot do this to your own account' },
  first_admin_protected: { zh: '不能修改首个超级管理员', en: 'The first super admin cannot be changed' },
  cannot_grant: { zh: '不能授予自己没有的权限', en: 'You cannot grant a permission you do not have' },
  role_in_use: { zh: '仍有管理员使用该角色', en: 'Admins still hold this role' },
  built_in_role: { zh: '内置角色不能删除', en: 'Built-in roles cannot be deleted' },
  area_has_staff: {
    zh: '该区域仍有员工,请先在管理员账号设置中移除',
    en: 'the area still has staff, remove them in admin account settings first',
  },
  invalid_date: { zh: '日期格式应为 YYYY-MM-DD', en: 'Use a date like YYYY-MM-DD' },
  member_password_short: { zh: '密码至少 6 个字符', en: 'The password needs at least 6 characters' },
  reason_required: { zh: '请填写原因', en: 'Please give a reason' },
  days_required: { zh: '请选择天数', en: 'Please choose the number of days' },
  not_pending: { zh: '没有待审核的认证', en: 'There is no authentication waiting for review' },
  review_not_pending: {
    zh: '只能审核待审核的数据,请刷新后重试',
    en: 'Only rows waiting for review can be reviewed; refresh and try again',
  },
  not_bound: { zh: '该用户未绑定此登录方式', en: 'This member has no such login bound' },
  quota_warning: { zh: '账号额度已使用超过90%', en: 'account quota used over 90%' },
  price_locked_on_shelf: {
    zh: '上架中的商品不能修改价格,请先下架',
    en: 'The price of an item on shelf cannot be changed; take it off shelf first',
  },
  price_locked_on_sale: {
    zh: '在售的道具不能修改价格,请先停售',
    en: 'The price of a prop that is selling cannot be changed; stop selling first',
  },
  off_not_after_on: { zh: '下架时间须晚于上架时间', en: 'The off time must be after the on time' },
  output_over_price: { zh: '钻石产出不能超过礼物价格', en: 'The diamond output cannot exceed the gift price' },
  bad_id_number: { zh: '靓号须为 4 到 12 位数字', en: 'A number must be 4 to 12 digits' },
  no_id_number_type: {
    zh: '没有 {digits} 位 {pairs} 对的靓号类型,请先添加该类型',
    en: 'No number type for {digits} digits with {pairs} pairs; add the type first',
  },
  no_id_number_type_here: { zh: '没有匹配该号码的靓号类型', en: 'No number type fits this number' },
  id_pairs_over_digits: { zh: '对子数不能超过位数的一半', en: 'Pairs cannot be more than half the digits' },
  id_type_exists: { zh: '该位数和对子数的类型已存在', en: 'A type with these digits and pairs already exists' },
  id_type_in_use: {
    zh: '该类型下还有靓号:不能删除,也不能修改位数和对子数',
    en: 'Numbers still have this type: it cannot be deleted, nor its digits and pairs changed',
  },
  bad_number_pattern: {
    zh: '号码规则有误:请用数字加 ? 和 *(如 *888),或用字母写形态(如 AABB)',
    en: 'Malformed pattern: use digits with ? and * (like *888), or a shape in letters (like AABB)',
  },
  id_already_locked: { zh: '该靓号已被锁定', en: 'This number is already locked' },
  gift_given_in_bags: {
    zh: '该礼物已通过礼包发给用户,不能删除;请改为下架',
    en: 'This gift was given in gift bags and cannot be deleted; switch it off instead',
  },
  recipient_repeated: { zh: 'ID {id} 重复出现,每个用户只能填一次', en: 'ID {id} appears more than once; list each member once' },
  unknown_recipients: { zh: '这些ID不是用户:{ids}', en: 'These IDs are not members: {ids}' },
  recipients_out_of_region: { zh: '这些用户不在您的区域内:{ids}', en: 'These members are outside your regions: {ids}' },
  too_many_recipients: { zh: '每次最多发放给 {max} 个用户', en: 'At most {max} recipients per issue' },
  balance_below_zero: {
    zh: '余额不足,扣除后不能小于零:{ids}',
    en: 'Not enough balance; a deduction never takes a balance below zero: {ids}',
  },
  quota_exceeded: {
    zh: '金币额度不足:剩余 {left},本次需要 {asked}',
    en: 'Not enough coin quota: {left} left, {asked} needed',
  },
  monthly_limit_exceeded: {
    zh: '超出每月金币发放上限 {limit}:本月剩余 {left},本次需要 {asked}',
    en: 'Over the monthly coin issue limit of {limit}: {left} left this month, {asked} needed',
  },
  // Props, nameplates, rings, coupons and gift bags (issue 15 item 2).
  prop_quota_exceeded: {
    zh: '道具额度不足:剩余 {left},本次需要 {asked}',
    en: 'Not enough prop quota: {left} left, {asked} needed',
  },
  gift_quota_exceeded: {
    zh: '礼物额度不足:剩余 {left},本次需要 {asked}',
    en: 'Not enough gift quota: {left} left, {asked} needed',
  },
  prop_monthly_limit_exceeded: {
    zh: '超出每月{type}发放限额 {limit}:本月剩余 {left},本次需要 {asked}',
    en: 'Over the monthly send limit of {limit} for {type}: {left} left this month, {asked} needed',
  },
  grant_item_unavailable: {
    zh: '该物品已下架或不在您的区域内,不能发放',
    en: 'This item is off shelf or not sold in your regions; it cannot be given',
  },
  // Applications and approvals (issue 15 item 4).
  application_required_total: {
    zh: '金币总额超过 {limit} 的发放须经审批:请改为提交金币申请(本次共 {total})',
    en: 'Grants over {limit} coins in all need an approved application: apply for this one instead ({total} in all)',
  },
  application_required_daily: {
    zh: '您今天发放给用户 {member} 的金币将累计 {total},超过 {limit} 须经审批:请改为提交金币申请',
    en: 'Your coins to member {member} today would come to {total}, over the {limit} that needs an approved application: apply for this grant instead',
  },
  application_required_count: {
    zh: '发放给超过 {limit} 个用户须经审批:请改为提交金币申请(本次 {count} 人)',
    en: 'Grants to more than {limit} members need an approved application: apply for this one instead ({count} members)',
  },
  application_required_type: {
    zh: '发放类型 {type} 须经审批:请改为提交金币申请',
    en: 'Coin issue type {type} needs an approved application: apply for this grant instead',
  },
  own_application: {
    zh: '不能审批自己的申请,须由其他管理员审批',
    en: 'You cannot decide your own application: another admin must review it',
  },
  application_changed: {
    zh: '此申请在您查看之后已被修改,请重新查看后再审批',
    en: 'This application changed after you opened it: look at it again before deciding',
  },
  application_decided: { zh: '此申请已处理或已撤回,不能再操作', en: 'This application has already been decided or withdrawn' },
  not_application_approver: {
    zh: '您不能审批此申请:它由其审批负责人或审批角色处理',
    en: 'You may not decide this application: it is for its leader or the approving role',
  },
  not_applicant: { zh: '只有申请人可以修改或撤回申请', en: 'Only the applicant can change or withdraw an application' },
  leader_is_applicant: {
    zh: '不能指定自己为审批负责人,请选择其他管理员',
    en: 'You cannot name yourself as the leader: choose another admin',
  },
  leader_cannot_approve: {
    zh: '该管理员不能审批申请,请从列表中选择审批负责人',
    en: 'This admin cannot approve applications: choose a leader from the list',
  },
  approver_role_required: { zh: '请选择审批角色', en: 'Choose the approving role' },
  applicant_quota_exceeded: {
    zh: '申请人 {applicant} 的金币额度不足:剩余 {left},本次需要 {asked}',
    en: 'The applicant {applicant} has not enough coin quota: {left} left, {asked} needed',
  },
  application_other_kind: {
    zh: '这是另一类申请,请用它自己的表单修改',
    en: 'This application is of another kind: change it with its own form',
  },
  apply_item_unknown: {
    zh: '没有此ID的该类物品,请核对物品类型和ID',
    en: 'No item of this kind has this id: check the kind and the id',
  },
  applicant_prop_quota_exceeded: {
    zh: '申请人 {applicant} 的道具额度不足:剩余 {left},本次需要 {asked}',
    en: 'The applicant {applicant} has not enough prop quota: {left} left, {asked} needed',
  },
  applicant_prop_monthly_limit_exceeded: {
    zh: '申请人 {applicant} 超出每月{type}发放限额 {limit}:本月剩余 {left},本次需要 {asked}',
    en: 'The applicant {applicant} is over the monthly send limit of {limit} for {type}: {left} left this month, {asked} needed',
  },
  applicant_monthly_limit_exceeded: {
    zh: '申请人 {applicant} 超出每月金币发放上限 {limit}:本月剩余 {left},本次需要 {asked}',
    en: 'The applicant {applicant} is over the monthly coin issue limit of {limit}: {left} left this month, {asked} needed',
  },
  ...KIT_MESSAGES,
  ...ROOM_MESSAGES,
  ...ROOM_CRYSTAL_MESSAGES,
  ...ROOM_REVIEW_MESSAGES,
  ...ROOM_SUPPORT_MESSAGES,
  ...ROOM_TURNOVER_MESSAGES,
  ...FAMILY_MESSAGES,
  ...ROOM_COLUMN_MESSAGES,
  ...GROUP_MESSAGES,
  ...LIVE_MESSAGES,
  ...GUILD_MESSAGES,
  ...HOST_MESSAGES,
  ...INVITE_MESSAGES,
  ...NEW_USER_MESSAGES,
  ...AGENT_MESSAGES,
  ...MEMBER_MESSAGE_MESSAGES,
  ...APP_SETTING_MESSAGES,
  ...AD_MESSAGES,
  ...APP_SALE_MESSAGES,
  ...PRIZE_POOL_MESSAGES,
  ...GAME_BLACKLIST_MESSAGES,
  ...OFFICIAL_MESSAGES,
  ...PAYMENT_RECOVERY_MESSAGES,
  ...REFUND_MESSAGES,
  ...RECHARGE_RISK_MESSAGES,
  ...KEY_ACCOUNT_MESSAGES,
  ...DEVELOPER_MESSAGES,
  ...MEMBER_REQUEST_MESSAGES,
  ...APP_VERSION_MESSAGES,
  ...SYSTEM_MESSAGE_MESSAGES,
  ...REWARD_MESSAGES,
  ...WINDOW_MESSAGES,
  ...ACTIVITY_MESSAGES,
} as const satisfies Record<string, { zh: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(MESSAGES, value);
}

export function translate(key: MessageKey, lang: Lang, params?: Record<string, string | number>): string {
  const entry = MESSAGES[key];
  let text: string = lang === 'en-us' ? entry.en : entry.zh;
  if (params) {
    for (const [name, value] of Object.entries(params)) text = text.replaceAll(`{${name}}`, String(value));
  }
  return text;
}
