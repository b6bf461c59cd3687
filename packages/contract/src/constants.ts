/** Business constants of SPEC §9, shared by server and web. */
export const PAGE_VERSION = 4;
export const CLIENT_VERSION_PRODUCTION = 11;
export const CLIENT_VERSION_OTHER = 16;
export const REQUEST_TIMEOUT_MS = 60_000;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 200;
export const ALL_REGIONS_ID = 98;
export const QUOTA_WARNING_RATIO = 0.9;
export const MAX_IDS_PER_FILE = 5000;
export const IMAGE_UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
export const XLSX_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Gift and prop effects (SPEC §5 checks them by content and size): an SVGA animation, an MP4 video. */
export const SVGA_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Within the server's 10 MB multipart ceiling; an effect of a few seconds is well under it. */
export const VIDEO_UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
/** The largest file each kind of upload takes (ActionSpec.upload). */
export const UPLOAD_LIMITS = {
  image: IMAGE_UPLOAD_LIMIT_BYTES,
  xlsx: XLSX_UPLOAD_LIMIT_BYTES,
  svga: SVGA_UPLOAD_LIMIT_BYTES,
  video: VIDEO_UPLOAD_LIMIT_BYTES,
} as const;
export const SEARCH_HISTORY_SIZE = 5;
/** A reset avatar stays the default this long: the member's image changes are blocked (SPEC §9). */
export const AVATAR_RESET_BLOCK_SECONDS = 30 * 24 * 3600;
export const FIRST_SUPER_ADMIN_ID = 1;

/** Session lifetimes of DESIGN §6, in seconds. */
export const SESSION_IDLE_SECONDS = 5 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 24 * 3600;
export const RECHECK_WINDOW_SECONDS = 10 * 60;
/** How long a re-check made for one action (ActionSpec.recheckEachTime) waits for that action's call: the page retries at once. */
export const RECHECK_ONE_ACTION_SECONDS = 2 * 60;

export interface Region {
  id: number;
  zh: string;
  en: string;
}

/**
 * Region ids of SPEC §9. SPEC never names region 2 but lists its countries (ids 18, 19, 29, 35,
 * 25, 4); they are seeded as the Chinese-speaking countries, so region 2 is called Chinese here.
 */
export const REGIONS: readonly Region[] = [
  { id: 0, zh: '英语区', en: 'English' },
  { id: 1, zh: '阿语区', en: 'Arabic' },
  { id: 2, zh: '华语区', en: 'Chinese' },
  { id: 3, zh: '土耳其语区', en: 'Turkish' },
  { id: 4, zh: '印地语区', en: 'Hindi' },
  { id: 5, zh: '越南语区', en: 'Vietnamese' },
  { id: 6, zh: '泰语区', en: 'Thai' },
  { id: 9, zh: '西班牙语区', en: 'Spanish' },
  { id: 10, zh: '印尼语区', en: 'Indonesian' },
  { id: 11, zh: '葡萄牙语区', en: 'Portuguese' },
  { id: 12, zh: '印度区', en: 'India' },
];

/** Language groups of SPEC §3 (country.group). */
export const LANGUAGE_GROUPS = [
  { id: 1, zh: '英语', en: 'English' },
  { id: 2, zh: '西班牙语', en: 'Spanish' },
  { id: 3, zh: '葡萄牙语', en: 'Portuguese' },
] as const;

export const BAN_PRESETS_SECONDS = {
  h24: 24 * 3600,
  h72: 72 * 3600,
  d30: 30 * 86400,
  permanent: 0,
} as const;

export const BAN_REASONS = ['porn', 'insult', 'religion', 'terrorism', 'illegal', 'other_app', 'reset_avatar'] as const;

/** Built-in staff kinds of SPEC §1; `custom` roles are made by super admins. */
export const ROLE_KINDS = ['super_admin', 'country_admin', 'agent', 'promoter', 'area_manager', 'operator', 'custom'] as const;
export type RoleKind = (typeof ROLE_KINDS)[number];

/** What staff read for each role kind; a built-in role is seeded under its kind's English name. */
export const ROLE_KIND_LABELS: Readonly<Record<RoleKind, { zh: string; en: string }>> = {
  super_admin: { zh: '超级管理员', en: 'Super admin' },
  country_admin: { zh: '国家管理员', en: 'Country admin' },
  agent: { zh: '代理', en: 'Agent' },
  promoter: { zh: '推广员', en: 'Promoter' },
  area_manager: { zh: '运营区域负责人', en: 'Area manager' },
  operator: { zh: '运营', en: 'Operator' },
  custom: { zh: '自定义', en: 'Custom' },
};
