import { SHELF_STATE_LABELS } from './shelf.ts';
import { WINDOW_STATE_LABELS } from './window.ts';

/** One word in both languages: `[Chinese, English]`, so neither can be left out. */
export type Word = readonly [zh: string, en: string];

/** Words by key, nested to any depth (a screen's own words). */
export interface WordTree {
  readonly [key: string]: Word | WordTree;
}

/** A tree of words read in one language. */
export type InOneLanguage<T> = { readonly [K in keyof T]: T[K] extends Word ? string : InOneLanguage<T[K]> };

function pick(tree: WordTree, at: 0 | 1): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, word]) => [key, Array.isArray(word) ? word[at] : pick(word as WordTree, at)]),
  );
}

/** Words written once per key in both languages, read as one tree per language (an i18next namespace each). */
export function bilingual<const T extends WordTree>(
  tree: T,
): { readonly 'zh-cn': InOneLanguage<T>; readonly en: InOneLanguage<T> } {
  return { 'zh-cn': pick(tree, 0), en: pick(tree, 1) } as { 'zh-cn': InOneLanguage<T>; en: InOneLanguage<T> };
}

/** Two maps of one enum's words, one per language, as one map of bilingual words. */
export function zipWords<K extends string>(zh: Readonly<Record<K, string>>, en: Readonly<Record<K, string>>): Record<K, Word> {
  const keys = Object.keys(zh) as K[];
  return Object.fromEntries(keys.map((key): [K, Word] => [key, [zh[key], en[key]]])) as Record<K, Word>;
}

/**
 * The glossary (DESIGN §4 Labels): one word per common field, by field name, for every resource.
 * A module's labels give a field's word only where the glossary has none, or where the field of that
 * name means something else on that screen ('目标区域 / Target region'); `defineLabels` merges these
 * under the module's own, so the kit, the export headers and the web's namespaces all find them.
 */
export const GLOSSARY_FIELDS = {
  id: ['ID', 'ID'],
  region: ['区域', 'Region'],
  region_id: ['区域', 'Region'],
  regions: ['区域', 'Regions'],
  country_id: ['国家', 'Country'],
  country_ids: ['国家', 'Countries'],
  country_name: ['国家', 'Country'],
  created_at: ['创建时间', 'Created'],
  created_by_name: ['创建人', 'Created by'],
  updated_at: ['更新时间', 'Updated'],
  updated_by_name: ['更新人', 'Updated by'],
  removed_at: ['移除时间', 'Removed'],
  removed_by_name: ['移除人', 'Removed by'],
  remove_reason: ['移除原因', 'Removal reason'],
  submitted_at: ['提交时间', 'Submitted'],
  reviewed_at: ['审核时间', 'Reviewed'],
  reviewed_by_name: ['审核人', 'Reviewed by'],
  review_reason: ['审核说明', 'Review note'],
  handled_at: ['处理时间', 'Handled'],
  handled_by_name: ['处理人', 'Handled by'],
  granted_at: ['发放时间', 'Granted'],
  granted_by_name: ['发放人', 'Granted by'],
  expires_at: ['到期时间', 'Expires'],
  ended_at: ['结束时间', 'Ended'],
  on_at: ['上架时间', 'On shelf at'],
  off_at: ['下架时间', 'Off shelf at'],
  shelf_state: ['上架状态', 'Shelf state'],
  window_state: ['进行状态', 'Progress'],
  is_on: ['开关', 'Switch'],
  state: ['状态', 'State'],
  status: ['状态', 'Status'],
  sort: ['排序', 'Sort'],
  reason: ['原因', 'Reason'],
  remark: ['备注', 'Remark'],
  remarks: ['备注', 'Remarks'],
  member_id: ['用户ID', 'Member ID'],
  user_no: ['靓号', 'Pretty number'],
  user_id: ['用户ID', 'Member ID'],
  nickname: ['昵称', 'Nickname'],
  agent_id: ['代理ID', 'Agent ID'],
  agent_member_id: ['代理用户ID', 'Agent member ID'],
  inviter_id: ['邀请人ID', "Inviter's member ID"],
  room_id: ['房间ID', 'Room id'],
  room_no: ['房间号', 'Room number'],
  room_name: ['房间名称', 'Room name'],
  room_count: ['房间数', 'Rooms'],
  group_id: ['群组ID', 'Group id'],
  guild_id: ['公会ID', 'Guild id'],
  guild_name: ['公会名称', 'Guild name'],
  family_id: ['家族ID', 'Family ID'],
  family_name: ['家族名称', 'Family name'],
  host_group_id: ['主播分组', 'Host group'],
  host_group_name: ['主播分组', 'Host group'],
  member_count: ['成员数', 'Members'],
  gift_name: ['礼物名称', 'Gift name'],
  name: ['名称', 'Name'],
  name_zh: ['中文名称', 'Chinese name'],
  name_en: ['英文名称', 'English name'],
  name_ar: ['阿拉伯语名称', 'Arabic name'],
  title: ['标题', 'Title'],
  title_zh: ['中文标题', 'Chinese title'],
  title_en: ['英文标题', 'English title'],
  title_ar: ['阿语标题', 'Arabic title'],
  content: ['内容', 'Content'],
  content_zh: ['中文内容', 'Chinese content'],
  content_en: ['英文内容', 'English content'],
  content_ar: ['阿语内容', 'Arabic content'],
  image: ['图片', 'Image'],
  icon: ['图标', 'Icon'],
  url: ['链接', 'URL'],
  jump_type: ['跳转类型', 'Jump type'],
  coins: ['金币', 'Coins'],
  price: ['价格(金币)', 'Price (coins)'],
  count: ['数量', 'Count'],
  validity_days: ['有效期(天)', 'Validity (days)'],
  recommended: ['推荐', 'Recommended'],
  banned: ['封禁', 'Banned'],
  ban_reason: ['封禁原因', 'Ban reason'],
  device: ['设备', 'Device'],
  issue_type: ['发放类型', 'Issue type'],
} as const satisfies Readonly<Record<string, Word>>;

/** The words of common values by field name: enum words declared once with the enum (shelf states), and empty values. */
export const GLOSSARY_VALUES = {
  shelf_state: zipWords(SHELF_STATE_LABELS['zh-cn'], SHELF_STATE_LABELS.en),
  window_state: zipWords(WINDOW_STATE_LABELS['zh-cn'], WINDOW_STATE_LABELS.en),
  on_at: { null: ['立即', 'At once'] },
  off_at: { null: ['永不', 'Never'] },
  reviewed_at: { null: ['—', '—'] },
  handled_at: { null: ['—', '—'] },
  is_on: { true: ['开启', 'On'], false: ['关闭', 'Off'] },
  duration: {
    h24: ['24小时', '24 hours'],
    h72: ['72小时', '72 hours'],
    d30: ['30天', '30 days'],
    permanent: ['永久', 'Permanent'],
  },
} as const satisfies Readonly<Record<string, Readonly<Record<string, Word>>>>;

export type GlossaryField = keyof typeof GLOSSARY_FIELDS;

/** The glossary in each language. */
export const GLOSSARY = {
  fields: bilingual(GLOSSARY_FIELDS),
  values: bilingual(GLOSSARY_VALUES),
};
