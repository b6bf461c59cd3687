import { FIRST_SUPER_ADMIN_ID, type RuleKind } from '@console/contract';
import type { Orm } from '../../db/orm.ts';
import { appRules, systemFields } from './app-setting.tables.ts';

const DAY = 86_400;

/** What a real app keeps in its key/value configuration. */
const DEMO_FIELDS: [string, 'text' | 'number' | 'bool' | 'url', string, string, string][] = [
  ['service.member_id', 'number', '10001', '客服账号的用户ID', 'Member ID of the customer-service account'],
  ['share.text', 'text', 'Join me on the best voice chat app!', '分享文案', 'Text of the share card'],
  ['recharge.help_url', 'url', 'https://help.example.com/recharge', '充值帮助页链接', 'Link of the recharge help page'],
  ['room.max_mic_seats', 'number', '10', '房间最多麦位数', 'Most mic seats of a room'],
  ['room.min_level_to_create', 'number', '3', '创建房间所需等级', 'Level needed to create a room'],
  ['gift.diamond_ratio', 'number', '0.05', '礼物钻石产出比例', 'Diamonds a gift yields per coin'],
  ['register.phone_required', 'bool', 'false', '注册是否必须绑定手机', 'Whether sign-up needs a phone number'],
  ['chat.image_enabled', 'bool', 'true', '私聊是否可发图片', 'Whether private chat may send pictures'],
  ['withdraw.min_diamonds', 'number', '10000', '最低提现钻石数', 'Fewest diamonds a withdrawal takes'],
  ['privacy_policy_url', 'url', 'https://www.example.com/privacy', '隐私政策链接', 'Link of the privacy policy'],
  ['user_agreement_url', 'url', 'https://www.example.com/terms', '用户协议链接', 'Link of the user agreement'],
  ['official.whatsapp', 'text', '+971 50 000 0000', '官方WhatsApp', 'Official WhatsApp contact'],
  ['family.create_coins', 'number', '50000', '创建家族所需金币', 'Coins needed to create a family'],
  ['live.beauty_filter', 'bool', 'true', '直播美颜开关', 'Beauty filter in live rooms'],
  ['app.rating_prompt_days', 'number', '7', '注册多少天后提示评分', 'Days after sign-up before the rating prompt'],
];

/** One rule text per kind, over region sets with no kind shared within a region. */
const DEMO_RULES: { kind: RuleKind; zh: string; en: string; regions: number[]; isOn?: boolean }[] = [
  { kind: 'recharge', zh: '充值说明', en: 'How recharge works', regions: [0, 2, 3, 4, 5, 6, 9, 10, 11, 12] },
  { kind: 'recharge', zh: '充值说明(阿语区)', en: 'How recharge works (Arabic)', regions: [1] },
  { kind: 'family', zh: '家族规则', en: 'Family rules', regions: [0, 1, 2, 3] },
  { kind: 'host', zh: '主播规则', en: 'Host rules', regions: [0, 1, 3, 9, 11] },
  { kind: 'agent', zh: '代理规则', en: 'Agent rules', regions: [1, 10] },
  { kind: 'guild', zh: '公会规则', en: 'Guild rules', regions: [0, 1] },
  { kind: 'lucky_box', zh: '幸运宝箱规则', en: 'Lucky box rules', regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12] },
  { kind: 'turntable', zh: '转盘规则', en: 'Turntable rules', regions: [1, 3] },
  { kind: 'invite', zh: '邀请规则', en: 'Invitation rules', regions: [0, 4, 12], isOn: false },
  { kind: 'level', zh: '等级说明', en: 'How levels work', regions: [0, 1, 2, 3, 4, 5, 6, 9, 10, 11, 12] },
  { kind: 'svip', zh: 'SVIP特权说明', en: 'SVIP privileges', regions: [1, 2] },
];

/** Fifteen system fields and a rule text of every kind. Running it again adds nothing. */
export async function insertDemoAppSettings(db: Orm, now: number): Promise<void> {
  if ((await db.select({ id: systemFields.id }).from(systemFields).limit(1)).length > 0) return;
  const stamp = (n: number) => ({
    createdBy: FIRST_SUPER_ADMIN_ID,
    createdByName: 'admin',
    createdAt: now - (60 - n) * DAY,
    updatedByName: 'admin',
    updatedAt: now - (30 - n) * DAY,
  });
  for (const [n, [key, valueType, value, zh, en]] of DEMO_FIELDS.entries()) {
    await db.insert(systemFields).values({ key, valueType, value, descriptionZh: zh, descriptionEn: en, ...stamp(n) });
  }
  for (const [n, rule] of DEMO_RULES.entries()) {
    await db.insert(appRules).values({
      kind: rule.kind,
      titleZh: rule.zh,
      titleEn: rule.en,
      contentZh: `${rule.zh}\n1. 本规则适用于所选区域的全部用户。\n2. 活动奖励在结束后 24 小时内发放。\n3. 违规行为将被取消资格,平台保留最终解释权。`,
      contentEn: `${rule.en}\n1. These rules apply to every member of the chosen regions.\n2. Rewards are sent within 24 hours after the end.\n3. Breaking the rules forfeits them; the platform has the final say.`,
      regions: rule.regions,
      isOn: rule.isOn ?? true,
      ...stamp(n),
    });
  }
}
