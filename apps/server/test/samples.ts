import { moderationActions } from '@console/contract';
import { mp4, svga2 } from './effect-files.ts';
import { TEST_PASSWORD } from './fixture-db.ts';
import type { TestApp, TestFile } from './harness.ts';
import { RESOURCE_SAMPLES, type ResourceEnv, resourceEnv } from './resource-samples.ts';
import { samples as activitySamples } from './samples/activity.ts';
import { samples as agentSamples } from './samples/agent.ts';
import { samples as appSaleSamples } from './samples/app-sale.ts';
import { samples as appSettingSamples } from './samples/app-setting.ts';
import { samples as appVersionSamples } from './samples/app-version.ts';
import { samples as developerSamples } from './samples/developer.ts';
import { samples as familySamples } from './samples/family.ts';
import { samples as gameBlacklistSamples } from './samples/game-blacklist.ts';
import { samples as groupSamples } from './samples/group.ts';
import { samples as guildSamples } from './samples/guild.ts';
import { samples as hostSamples } from './samples/host.ts';
import { samples as inviteSamples } from './samples/invite.ts';
import { samples as liveSamples } from './samples/live.ts';
import { samples as lostOrderSamples } from './samples/lost-orders.ts';
import { samples as memberBlockSamples } from './samples/member-blocks.ts';
import { samples as memberHistorySamples } from './samples/member-history.ts';
import { samples as memberMessageSamples } from './samples/member-message.ts';
import { samples as newUserSamples } from './samples/new-user.ts';
import { samples as officialSamples } from './samples/official.ts';
import { samples as prizePoolSamples } from './samples/prize-pool.ts';
import { samples as rechargeRiskSamples } from './samples/recharge-risk.ts';
import { samples as roomSamples } from './samples/room.ts';
import { samples as roomCrystalSamples } from './samples/room-crystal.ts';
import { samples as roomReviewSamples } from './samples/room-review.ts';
import { samples as roomSupportSamples } from './samples/room-support.ts';
import { samples as roomTurnoverSamples } from './samples/room-turnover.ts';
import { samples as systemMessageSamples } from './samples/system-message.ts';

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Facts about the fixture a sample may need. */
export interface SampleEnv {
  /** A member inside region 1 (the demo country admin's region) and one outside it. */
  memberInRegion1: number;
  memberOutsideRegion1: number;
  /** The pretty id (`user_no`) of a member no other sample changes (the last demo member), for rows naming a member by it. */
  roomMemberNo: number;
  /** Demo staff and what they belong to. */
  operatorId: number;
  agentId: number;
  promoterId: number;
  operatorRoleId: number;
  customRoleId: number;
  /** A memo on `memberOutsideRegion1`, and an uploaded image. */
  memoId: number;
  uploadId: string;
  /** A held and a backpack prop of `memberOutsideRegion1` (who also has a pending authentication and a Google login). */
  heldPropId: number;
  backpackPropId: number;
  /** Items of the catalogues for the prop, nameplate, ring, coupon and gift bag sends, none of them another sample's. */
  grantItems: { prop: number; nameplate: number; ring: number; coupon: number; gift: number };
  /** A demo room in region 1 and one outside it, by id and pretty id (`room_no`). */
  rooms: { inRegion1: { id: number; roomNo: number }; outsideRegion1: { id: number; roomNo: number } };
  /** What the samples derived from resource declarations act on (resource-samples.ts). */
  resources: ResourceEnv;
  /** The operator's pending demo applications (each sample decides or changes its own), and a passed one. */
  applications: { pending: { id: number; hash: string }[]; passedId: number; pendingPropsId: number; couponId: number };
}

export type Body = Record<string, unknown>;

/** One failing call, and the call that must succeed before it when the failure needs a state (a duplicate). */
export interface FailingCall {
  body: Body;
  setup?: Body;
}

export interface Sample {
  /** Who calls it: nobody (public), or the demo account of that name (default the super admin). */
  caller?: 'anonymous' | string;
  /** A body that succeeds. */
  valid: (env: SampleEnv) => Record<string, unknown>;
  /** A body that passes validation but fails inside the handler (to prove the rollback), if one exists. */
  failing?: (env: SampleEnv) => Record<string, unknown>;
  /**
   * Headers its valid and failing calls send: `x-confirmed` for an action that asks first (a support
   * release within 6 days), so the samples run it as the admin's yes does.
   */
  headers?: Record<string, string>;
  /** Files the valid and failing calls upload (multipart). */
  files?: { valid: TestFile[]; failing: TestFile[] };
  /** More failing calls, by what is wrong with them (derived samples: unknown id, duplicate, over limits…). */
  failures?: Readonly<Record<string, (env: SampleEnv) => FailingCall>>;
  /** A body whose target lies outside region 1: the demo country admin must be refused it (403). */
  outOfRegion?: (env: SampleEnv) => Body;
}

/** Each measure bans the sample member; its lifting (run after it, in registry order) lifts it again. */
function moderationSamples(): Record<string, Sample> {
  const samples: Record<string, Sample> = {};
  for (const { ban, lift } of moderationActions.MODERATION) {
    samples[`Member/${ban.action}`] = {
      valid: (env) => ({
        user_id: env.memberOutsideRegion1,
        reason: 'porn',
        duration: 'h24',
        evidence_text: 'screenshot in ticket',
      }),
      failing: () => ({ user_id: 1, reason: 'porn', duration: 'h24' }),
    };
    samples[`Member/${lift.action}`] = {
      valid: (env) => ({ user_id: env.memberOutsideRegion1, reason: 'appeal accepted' }),
      failing: () => ({ user_id: 1, reason: 'appeal accepted' }),
    };
  }
  return samples;
}

/** The non-coin sends (issue 15 item 2): each to the member outside region 1, refused for user 1. */
function grantSamples(): Record<string, Sample> {
  const sends: [string, keyof SampleEnv['grantItems'], Body][] = [
    ['Member/createProp', 'prop', {}],
    ['Nameplate/sendNameplate', 'nameplate', { days: 7 }],
    ['Ring/grantRing', 'ring', {}],
    ['Coupon/sendCoupon', 'coupon', {}],
    ['SendCoins/sendGiftBag', 'gift', { count: 2 }],
  ];
  return Object.fromEntries(
    sends.map(([key, item, extra]): [string, Sample] => {
      const body = (env: SampleEnv, ids: number) => ({
        ids: String(ids),
        [`${item}_id`]: env.grantItems[item],
        reason: 'Sample send',
        ...extra,
      });
      return [
        key,
        {
          valid: (env) => body(env, env.memberOutsideRegion1),
          failing: (env) => body(env, 1),
          outOfRegion: (env) => body(env, env.memberOutsideRegion1),
        },
      ];
    }),
  );
}

/**
 * Hand-kept samples: actions that are not a resource's, and resource actions whose rules the
 * declaration cannot say. Resource actions get theirs derived (resource-samples.ts).
 */
const HAND_KEPT: Record<string, Sample> = {
  'Login/index': {
    caller: 'anonymous',
    valid: () => ({ username: 'operator', password: TEST_PASSWORD }),
    failing: () => ({ username: 'operator', password: 'wrong password' }),
  },
  'Login/logout': { valid: () => ({}) },
  'Admin/loginOut': { valid: () => ({}) },
  'Admin/checkAdminPwd': {
    valid: () => ({ password: TEST_PASSWORD }),
    failing: () => ({ password: 'wrong password' }),
  },
  'Member/findMember': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1 }),
  },
  'Preference/tableColumnsSave': { valid: () => ({ table: '/setting/countryList', hidden: 'icon' }) },
  'RiskManagement/riskControlRecordListExport': { valid: () => ({}), failing: () => ({ user_no: 1 }) },
  // Derived samples cannot give a free two-letter code or a dialling code.
  'Country/countrySave': {
    valid: () => ({ code: 'XQ', name_zh: '测试国', name_en: 'Testland', icon: '/files/0', region_id: 0 }),
    failing: () => ({ code: 'SA', name_zh: '重复', name_en: 'Duplicate', icon: '/files/0', region_id: 1 }),
  },
  'Admin/adminCreate': {
    valid: (env) => ({ username: 'new.staff', password: 'a long enough password', role_id: env.operatorRoleId }),
    failing: (env) => ({ username: 'OPERATOR', password: 'a long enough password', role_id: env.operatorRoleId }),
  },
  'Admin/adminUpdate': {
    valid: (env) => ({ id: env.operatorId, real_name: 'Chen Jing (ops)' }),
    failing: () => ({ id: 999_999 }),
  },
  'Admin/adminChangeStatus': {
    valid: (env) => ({ id: env.promoterId, status: 'enabled' }),
    failing: () => ({ id: 1, status: 'disabled' }),
  },
  'Admin/adminResetPassword': {
    valid: (env) => ({ id: env.agentId, password: 'temporary password 1' }),
    failing: () => ({ id: 999_999, password: 'temporary password 1' }),
  },
  'Admin/adminSetQuota': { valid: (env) => ({ id: env.agentId, gold: 5000 }), failing: () => ({ id: 999_999, gold: 1 }) },
  'Admin/changeOwnPassword': {
    caller: 'promoter',
    valid: () => ({ old_password: TEST_PASSWORD, new_password: 'a brand new passphrase' }),
    failing: () => ({ old_password: 'not the password', new_password: 'a brand new passphrase' }),
  },
  'Member/setMemberRole': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, kind: 'promoter', enabled: true }),
    failing: () => ({ user_id: 1, kind: 'agent', enabled: true }),
  },
  'Role/roleSave': {
    valid: () => ({ name: 'Log readers', menu_ids: '25000,25001' }),
    failing: () => ({ name: 'Super admin', menu_ids: '25001' }),
  },
  'Role/roleDelete': { valid: (env) => ({ id: env.customRoleId }), failing: (env) => ({ id: env.operatorRoleId }) },
  'AdminModule/save': {
    valid: (env) => ({ admin_id: env.operatorId, action_key: 'OperationLog/list', enabled: true }),
    failing: () => ({ admin_id: 1, action_key: 'OperationLog/list', enabled: false }),
  },
  'PropsLimit/save': {
    valid: (env) => ({ admin_id: env.operatorId, prop_type: 'car', monthly_limit: 10 }),
    failing: () => ({ admin_id: 999_999, prop_type: 'car', monthly_limit: 10 }),
  },
  'Member/memberListExport': { valid: () => ({}), failing: () => ({ nickname: 'no such nickname at all' }) },
  ...moderationSamples(),
  'Member/banHistory': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/gatherBan': {
    valid: (env) => ({ ids: `${env.memberInRegion1},${env.memberOutsideRegion1}`, reason: 'insult', duration: 'h72' }),
    failing: (env) => ({ ids: `${env.memberInRegion1},1`, reason: 'insult', duration: 'h72' }),
  },
  'Member/gatherUnblock': {
    valid: (env) => ({ ids: `${env.memberInRegion1},${env.memberOutsideRegion1}`, reason: 'appeal accepted' }),
    failing: () => ({ ids: '1', reason: 'appeal accepted' }),
  },
  'Member/uidMemoList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/uidMemoAdd': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, content: 'Called about a refund' }),
    failing: () => ({ user_id: 1, content: 'nobody' }),
  },
  'Member/uidMemoStatus': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, id: env.memoId, done: true }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, id: 999_999, done: true }),
  },
  'Member/saveNickname': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, nickname: 'Moonlight' }),
    failing: () => ({ user_id: 1, nickname: 'x' }),
  },
  'Member/saveAvatar': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, avatar: `/files/${env.uploadId}` }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, avatar: `/files/${'0'.repeat(32)}` }),
  },
  'Member/saveUserNo': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, user_no: 888_888 }),
    failing: () => ({ user_id: 1, user_no: 777_777 }),
  },
  'Member/saveCountry': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, country_id: 4 }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, country_id: 99_999 }),
  },
  'Member/saveMobile': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, phone_region: '966', phone: '512345678' }),
    failing: () => ({ user_id: 1, phone_region: '+1', phone: '5550100' }),
  },
  'Member/saveEmail': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, email: 'Member@Example.com' }),
    failing: () => ({ user_id: 1, email: 'a@b.co' }),
  },
  'Member/saveLevel': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, level_type: 'wealth', level: 30 }),
    failing: () => ({ user_id: 1, level_type: 'charm', level: 1 }),
  },
  'Member/resetUserInfo': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, fields: 'nickname,avatar' }),
    failing: () => ({ user_id: 1, fields: 'signature' }),
  },
  'Member/setMemberTags': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, tag_ids: '2,3' }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, tag_ids: '999999' }),
  },
  'Member/memberMoreIp': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/setMemberInfo': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, gender: 1, province: 'Riyadh' }),
    failing: () => ({ user_id: 1, gender: 2 }),
  },
  'Member/savePassword': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, password: 'moon-river' }),
    failing: () => ({ user_id: 1, password: 'moon-river' }),
  },
  'Member/editRegion': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, region_id: 3 }),
    failing: () => ({ user_id: 1, region_id: 3 }),
  },
  'Member/authenticateInfo': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/saveAuthenticateInfo': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, real_name: 'Layla Haddad', id_number: 'A1234567' }),
    failing: () => ({ user_id: 1, real_name: 'Nobody', id_number: '00000000' }),
  },
  'Member/checkAuthenticate': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, pass: true }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, pass: false }),
  },
  'Member/subVipSet': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, svip_level: 3, days: 30 }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, svip_level: 3 }),
  },
  'Member/gameLevelInfo': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/gamePrivilegeSet': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, enabled: false }),
    failing: () => ({ user_id: 1, enabled: true }),
  },
  'Member/userUnbind': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, channel: 'google' }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, channel: 'huawei' }),
  },
  'Member/memberRechargeList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/memberTransferRechargeList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/payRecordList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/findPropList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/tobalanceRecord': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  'Member/diamondRecordList': { valid: (env) => ({ user_id: env.memberOutsideRegion1 }) },
  // Grants and deductions: user 1 is no member (refused inside the handler, after validation).
  'Member/sendGold': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, amount: 100, issue_type: '1', reason: 'Sample grant' }),
    failing: () => ({ user_id: 1, amount: 100, issue_type: '1', reason: 'Sample grant' }),
  },
  'Member/deductCoin': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, amount: 1, reason: 'Sample deduction' }),
    failing: () => ({ user_id: 1, amount: 1, reason: 'Sample deduction' }),
  },
  'Member/deductBean': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, amount: 1, reason: 'Sample deduction' }),
    failing: () => ({ user_id: 1, amount: 1, reason: 'Sample deduction' }),
  },
  // A batch's ids are checked whole when sent: member 1 does not exist, so the batch is refused with its report.
  'SendCoins/batchSend': {
    valid: (env) => ({ ids: String(env.memberOutsideRegion1), amount: 1, issue_type: '1', reason: 'Sample batch' }),
    failing: () => ({ ids: '1', amount: 1, issue_type: '1', reason: 'Sample batch' }),
  },
  'SendCoins/sendCoins': {
    valid: (env) => ({ ids: String(env.memberOutsideRegion1), amount: 10, issue_type: '1', reason: 'Sample grant' }),
    failing: () => ({ ids: '1', amount: 10, issue_type: '1', reason: 'Sample grant' }),
    outOfRegion: (env) => ({ ids: String(env.memberOutsideRegion1), amount: 10, issue_type: '1', reason: 'Sample grant' }),
  },
  // Applications (issue 15 item 4): member 1 is no member; each decision takes its own pending demo application.
  'SendCoins/addCoinsApply': {
    caller: 'operator',
    valid: (env) => ({
      leader_id: 1,
      ids: String(env.memberOutsideRegion1),
      amount: 10,
      issue_type: '1',
      usd_amount: 0,
      reason: 'Sample',
    }),
    failing: () => ({ leader_id: 1, ids: '1', amount: 10, issue_type: '1', usd_amount: 0, reason: 'Sample' }),
  },
  'SendCoins/editCoinsApply': {
    caller: 'operator',
    valid: (env) => ({
      id: env.applications.pending?.[3]?.id,
      leader_id: 1,
      ids: String(env.memberOutsideRegion1),
      amount: 20,
      issue_type: '2',
      usd_amount: 100,
      reason: 'Sample edit',
    }),
    failing: (env) => ({
      id: env.applications.passedId,
      leader_id: 1,
      ids: '1',
      amount: 20,
      issue_type: '2',
      usd_amount: 0,
      reason: 'x',
    }),
  },
  'SendCoins/addPropsApply': {
    caller: 'operator',
    valid: (env) => ({
      leader_id: 1,
      ids: String(env.memberOutsideRegion1),
      prop_kind: 'coupon',
      item_id: env.applications.couponId,
      item_count: 1,
      usd_amount: 0,
      reason: 'Sample',
    }),
    failing: (env) => ({
      leader_id: 1,
      ids: '1',
      prop_kind: 'coupon',
      item_id: env.applications.couponId,
      item_count: 1,
      usd_amount: 0,
      reason: 'x',
    }),
  },
  'SendCoins/editPropsApply': {
    caller: 'operator',
    valid: (env) => ({
      id: env.applications.pendingPropsId,
      leader_id: 1,
      ids: String(env.memberOutsideRegion1),
      prop_kind: 'coupon',
      item_id: env.applications.couponId,
      item_count: 2,
      days: 3,
      usd_amount: 0,
      reason: 'Sample edit',
    }),
    // A coin application is changed with the coin form only.
    failing: (env) => ({
      id: env.applications.pending?.[3]?.id,
      leader_id: 1,
      ids: String(env.memberOutsideRegion1),
      prop_kind: 'coupon',
      item_id: env.applications.couponId,
      item_count: 1,
      usd_amount: 0,
      reason: 'x',
    }),
  },
  'SendCoins/withdrawApply': {
    caller: 'operator',
    valid: (env) => ({ id: env.applications.pending?.[2]?.id }),
    failing: (env) => ({ id: env.applications.passedId }),
  },
  'SendCoins/approveApply': {
    valid: (env) => ({ id: env.applications.pending?.[0]?.id, hash: env.applications.pending?.[0]?.hash }),
    failing: (env) => ({ id: env.applications.pending?.[0]?.id, hash: 'f'.repeat(64) }),
  },
  'SendCoins/rejectApply': {
    valid: (env) => ({
      id: env.applications.pending?.[1]?.id,
      hash: env.applications.pending?.[1]?.hash,
      reason: 'Sample rejection',
    }),
    failing: (env) => ({ id: env.applications.pending?.[1]?.id, hash: 'f'.repeat(64), reason: 'Sample rejection' }),
  },
  'SendCoins/saveApplySetting': {
    valid: () => ({ approver: 'leader' }),
    failing: () => ({ approver: 'role', approver_role_id: 999_999 }),
  },
  // Props, nameplates, rings, coupons and gift bags: user 1 is no member (refused inside the handler).
  ...grantSamples(),
  'Member/detailHoldProp': { valid: (env) => ({ user_id: env.memberOutsideRegion1, id: env.heldPropId }) },
  'Member/deleteHoldProp': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, id: env.heldPropId, reason: 'Bought by mistake, refunded' }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, id: env.backpackPropId, reason: 'wrong place' }),
  },
  'Member/deleteBackpackProp': {
    valid: (env) => ({ user_id: env.memberOutsideRegion1, id: env.backpackPropId, reason: 'Expired voucher' }),
    failing: (env) => ({ user_id: env.memberOutsideRegion1, id: env.heldPropId, reason: 'wrong place' }),
  },
  'UploadFile/uploadSvga': {
    valid: () => ({}),
    failing: () => ({}),
    files: {
      valid: [{ filename: 'rose.svga', content: svga2(), type: 'application/octet-stream' }],
      failing: [{ filename: 'pixel.svga', content: PNG_1X1, type: 'application/octet-stream' }],
    },
  },
  'UploadFile/uploadvideo': {
    valid: () => ({}),
    failing: () => ({}),
    files: {
      valid: [{ filename: 'rose.mp4', content: mp4(), type: 'video/mp4' }],
      failing: [{ filename: 'pixel.mp4', content: PNG_1X1, type: 'video/mp4' }],
    },
  },
  'UploadFile/uploadPicture': {
    valid: () => ({}),
    failing: () => ({}),
    files: {
      valid: [{ filename: 'pixel.png', content: PNG_1X1, type: 'image/png' }],
      failing: [{ filename: 'not-really.png', content: 'just text', type: 'image/png' }],
    },
  },
};

/**
 * One sample per mutating or target-scoped action: the derived ones of every resource, under the
 * hand-kept ones. The generated suites fail for an action that has none, so a new action cannot
 * skip the log and scope checks.
 */
export const SAMPLES: Record<string, Sample> = {
  ...RESOURCE_SAMPLES,
  ...HAND_KEPT,
  // Each module's own file under samples/, so modules built side by side never edit one list.
  ...roomSamples,
  ...roomSupportSamples,
  ...roomTurnoverSamples,
  ...roomReviewSamples,
  ...roomCrystalSamples,
  ...liveSamples,
  ...guildSamples,
  ...hostSamples,
  ...groupSamples,
  ...familySamples,
  ...agentSamples,
  ...lostOrderSamples,
  ...rechargeRiskSamples,
  ...developerSamples,
  ...memberBlockSamples,
  ...memberHistorySamples,
  ...appSaleSamples,
  ...officialSamples,
  ...appVersionSamples,
  ...memberMessageSamples,
  ...appSettingSamples,
  ...inviteSamples,
  ...newUserSamples,
  ...systemMessageSamples,
  ...prizePoolSamples,
  ...gameBlacklistSamples,
  ...activitySamples,
};

export async function sampleEnv(t: TestApp): Promise<SampleEnv> {
  const query = (sql: string) => t.db.query<Record<string, unknown>>(sql);
  const inside = await query('SELECT id FROM member WHERE region_id = 1 ORDER BY id LIMIT 1');
  // With coins and beans to take back (the deduction samples).
  const outside = await query('SELECT id FROM member WHERE region_id <> 1 AND gold > 10 AND bean > 10 ORDER BY id LIMIT 1');
  const last = await query('SELECT user_no FROM member ORDER BY id DESC LIMIT 1');
  const staff = await query(`SELECT username, id, role_id FROM admin`);
  const byName = (name: string) => staff.rows.find((row) => row.username === name) ?? {};
  const custom = await query(
    `INSERT INTO role (name, kind, menu_ids, created_at, updated_at) VALUES ('Disposable role', 'custom', '{25001}', 1, 1) RETURNING id`,
  );
  const upload = await query(
    `INSERT INTO upload_file (id, admin_id, mime, size, data, created_at) VALUES ('${'a'.repeat(32)}', 1, 'image/png', 1, '\\x00', 1) RETURNING id`,
  );
  const memo = await query(
    `INSERT INTO member_memo (member_id, content, created_by, created_by_name, created_at) VALUES (${Number(outside.rows[0]?.id)}, 'VIP, handle with care', 1, 'admin', 1) RETURNING id`,
  );
  const outsideId = Number(outside.rows[0]?.id);
  const roomOf = async (where: string) => {
    const room = (await query(`SELECT id, room_no FROM room WHERE ${where} ORDER BY id LIMIT 1`)).rows[0];
    return { id: Number(room?.id), roomNo: Number(room?.room_no) };
  };
  const rooms = { inRegion1: await roomOf('region_id = 1'), outsideRegion1: await roomOf('region_id <> 1') };
  const props = await query(
    `INSERT INTO member_prop (member_id, place, prop_type, name, created_at)
     VALUES (${outsideId}, 'held', 'car', 'Sample Car', 1), (${outsideId}, 'backpack', 'voucher', 'Sample Voucher', 1) RETURNING id, place`,
  );
  await query(
    `INSERT INTO member_authentication (member_id, real_name, id_number, state, updated_at) VALUES (${outsideId}, 'Sample', '12345678', 'pending', 1)
     ON CONFLICT (member_id) DO UPDATE SET state = 'pending'`,
  );
  await query(
    `INSERT INTO member_binding (member_id, channel, external_id, bound_at) VALUES (${outsideId}, 'google', 'g-1', 1) ON CONFLICT DO NOTHING`,
  );
  await query(`DELETE FROM member_binding WHERE member_id = ${outsideId} AND channel = 'huawei'`);
  // The resource samples pick their rows (the last one to delete, the first to switch) before the
  // send samples' own items exist, so no other sample deletes or switches off what they give.
  const resources = await resourceEnv(t);
  const item = async (sql: string) => Number((await query(`${sql} RETURNING id`)).rows[0]?.id);
  const stamp = `1, 'admin', 1`;
  const grantItems = {
    prop: await item(`INSERT INTO shop_prop (name, shop_type, prop_type, image, price, validity_days, regions, created_by, created_by_name, created_at)
      VALUES ('Sample grant car', 'car', 'car', '/files/0', 1000, 7, '{1,2}', ${stamp})`),
    nameplate: await item(
      `INSERT INTO nameplate (name, image, created_by, created_by_name, created_at) VALUES ('Sample grant plate', '/files/0', ${stamp})`,
    ),
    ring: await item(`INSERT INTO ring (name, image, price, validity_days, created_by, created_by_name, created_at)
      VALUES ('Sample grant ring', '/files/0', 1000, 30, ${stamp})`),
    coupon: await item(`INSERT INTO coupon (name, kind, value, validity_days, image, created_by, created_by_name, created_at)
      VALUES ('Sample grant coupon', 'discount', 10, 7, '/files/0', ${stamp})`),
    gift: await item(`INSERT INTO gift (name_zh, name_en, icon, price, diamonds, type, regions, created_by, created_by_name, created_at, updated_at)
      VALUES ('样例礼物', 'Sample gift', '/files/0', 100, 5, 'normal', '{1,2}', ${stamp}, 1)`),
  };
  const propOf = (place: string) => Number(props.rows.find((row) => row.place === place)?.id);
  const applications = await query(
    `SELECT id, hash, state FROM application WHERE applicant_name = 'operator' AND state IN ('pending', 'passed') ORDER BY id`,
  );
  const propApplication = await query(
    `INSERT INTO application (kind, applicant_id, applicant_name, leader_id, leader_name, member_ids, user_count, total_coins,
       usd_amount, reason, hash, prop_kind, item_id, item_name, item_count, days, created_at, updated_at)
     SELECT 'props', id, username, 1, 'admin', ARRAY[${outsideId}]::bigint[], 1, 0, 0, 'Sample', '', 'coupon', ${grantItems.coupon},
       'Sample coupon', 1, 7, 1, 1 FROM admin WHERE username = 'operator' RETURNING id`,
  );
  return {
    memberInRegion1: Number(inside.rows[0]?.id),
    memberOutsideRegion1: Number(outside.rows[0]?.id),
    roomMemberNo: Number(last.rows[0]?.user_no),
    operatorId: Number(byName('operator').id),
    agentId: Number(byName('agent').id),
    promoterId: Number(byName('promoter').id),
    operatorRoleId: Number(byName('operator').role_id),
    customRoleId: Number(custom.rows[0]?.id),
    memoId: Number(memo.rows[0]?.id),
    uploadId: String(upload.rows[0]?.id),
    heldPropId: propOf('held'),
    backpackPropId: propOf('backpack'),
    grantItems,
    rooms,
    resources,
    applications: {
      pending: applications.rows
        .filter((row) => row.state === 'pending')
        .map((row) => ({ id: Number(row.id), hash: String(row.hash) })),
      passedId: Number(applications.rows.find((row) => row.state === 'passed')?.id),
      pendingPropsId: Number(propApplication.rows[0]?.id),
      couponId: grantItems.coupon,
    },
  };
}
