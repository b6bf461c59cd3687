import { type BAN_REASONS, REGIONS, ROLE_KIND_LABELS } from './constants.ts';
import type { BothLanguages, LogParam } from './log-summaries.ts';
import type { BAN_DURATIONS } from './modules/member-moderation.ts';
import type { LOGIN_CHANNELS } from './modules/member-profile.ts';
import type { PROP_PLACES, PROP_TYPES } from './modules/member-records.ts';
import { roleNameIn } from './seeded-names.ts';

type WordsOf<Values extends readonly string[]> = Readonly<Record<Values[number], BothLanguages>>;

/**
 * Words a summary's parameters take from a fixed list (a ban reason, a field, a prop type), in both
 * languages, so a row never carries an English value pasted into a Chinese sentence. English words
 * are lower case: they sit inside a sentence.
 */
export const LOG_WORDS = {
  ban_reason: {
    porn: { zh: '色情', en: 'porn' },
    insult: { zh: '辱骂', en: 'insult' },
    religion: { zh: '宗教', en: 'religion' },
    terrorism: { zh: '恐怖主义', en: 'terrorism' },
    illegal: { zh: '违法', en: 'illegal' },
    other_app: { zh: '推广其他应用', en: 'promoting another app' },
    reset_avatar: { zh: '重置头像', en: 'avatar reset' },
  } satisfies WordsOf<typeof BAN_REASONS>,
  ban_duration: {
    h24: { zh: '24小时', en: '24 hours' },
    h72: { zh: '72小时', en: '72 hours' },
    d30: { zh: '30天', en: '30 days' },
    permanent: { zh: '永久', en: 'permanent' },
  } satisfies WordsOf<typeof BAN_DURATIONS>,
  login_channel: {
    google: { zh: '谷歌', en: 'Google' },
    facebook: { zh: 'Facebook', en: 'Facebook' },
    apple: { zh: '苹果', en: 'Apple' },
    twitter: { zh: '推特', en: 'Twitter' },
    huawei: { zh: '华为', en: 'Huawei' },
  } satisfies WordsOf<typeof LOGIN_CHANNELS>,
  prop_place: {
    held: { zh: '持有', en: 'held' },
    backpack: { zh: '背包', en: 'backpack' },
  } satisfies WordsOf<typeof PROP_PLACES>,
  prop_type: {
    car: { zh: '座驾', en: 'car' },
    medal: { zh: '勋章', en: 'medal' },
    headdress: { zh: '头饰', en: 'headdress' },
    pretty_number: { zh: '靓号', en: 'pretty number' },
    voucher: { zh: '代金券', en: 'voucher' },
    bubble: { zh: '气泡', en: 'bubble' },
    floating_screen: { zh: '飘屏', en: 'floating screen' },
    relation_card: { zh: '关系卡', en: 'relation card' },
  } satisfies WordsOf<typeof PROP_TYPES>,
  /** A member's profile fields by wire name (the server's edits check they are all here). */
  member_field: {
    nickname: { zh: '昵称', en: 'nickname' },
    avatar: { zh: '头像', en: 'avatar' },
    signature: { zh: '个性签名', en: 'signature' },
    user_no: { zh: '靓号', en: 'pretty number' },
    country_id: { zh: '国家', en: 'country' },
    region_id: { zh: '区域', en: 'region' },
    phone_region: { zh: '手机区号', en: 'phone region code' },
    phone: { zh: '手机号', en: 'phone number' },
    email: { zh: '邮箱', en: 'email' },
    wealth_level: { zh: '财富等级', en: 'wealth level' },
    charm_level: { zh: '魅力等级', en: 'charm level' },
    activity_level: { zh: '活跃等级', en: 'activity level' },
    gender: { zh: '性别', en: 'gender' },
    birthday: { zh: '生日', en: 'birthday' },
    province: { zh: '省份', en: 'province' },
    hobbies: { zh: '爱好', en: 'hobbies' },
    svip_level: { zh: 'SVIP 等级', en: 'SVIP level' },
    svip_expires_at: { zh: 'SVIP 到期时间', en: 'SVIP expiry' },
    game_privilege: { zh: '游戏权限', en: 'game privilege' },
    avatar_blocked_until: { zh: '头像禁改期限', en: 'avatar change block' },
  },
  /** Staff and in-app role kinds, as the console names them everywhere. */
  role_kind: ROLE_KIND_LABELS,
} as const;

export type LogWordGroup = keyof typeof LOG_WORDS;

/** One word of a group, in both languages. */
export function logWord<G extends LogWordGroup>(group: G, value: keyof (typeof LOG_WORDS)[G]): BothLanguages {
  return (LOG_WORDS[group] as Record<PropertyKey, BothLanguages>)[value] as BothLanguages;
}

/** Several words of a group as one list ("昵称、头像", "nickname, avatar"). */
export function logWords<G extends LogWordGroup>(group: G, values: readonly (keyof (typeof LOG_WORDS)[G])[]): BothLanguages {
  const words = values.map((value) => logWord(group, value));
  return { zh: words.map((word) => word.zh).join('、'), en: words.map((word) => word.en).join(', ') };
}

/** A region by id: its name in both languages, or the bare id for one the console does not name. */
export function regionWord(id: number): LogParam {
  const region = REGIONS.find((candidate) => candidate.id === id);
  return region ? { zh: region.zh, en: region.en } : id;
}

/** A role's name as staff read it: a built-in role under its seeded name by its kind; a typed name as typed. */
export function roleNameWords(name: string, kind: string): BothLanguages {
  return { zh: roleNameIn(name, kind, 'zh-cn'), en: roleNameIn(name, kind, 'en') };
}
