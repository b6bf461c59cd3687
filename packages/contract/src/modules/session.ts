import { z } from 'zod';
import { defineAction } from '../action.ts';
import { text } from '../fields.ts';

const empty = z.object({});
const nothing = z.null();

export const login = defineAction({
  module: 'Login',
  action: 'index',
  summary: 'Sign in with username and password',
  label: { zh: '登录', en: 'Sign in' },
  permission: 'public',
  mutates: true,
  input: z.object({
    username: text({ max: 64, required: 'account_empty' }),
    password: text({ max: 256, required: 'password_empty' }),
  }),
  output: z.object({
    token: z.string(),
    uid: z.number().int(),
    username: z.string(),
    role: z.string(),
    role_kind: z.string(),
    operate_area: z.string(),
    must_change_password: z.boolean(),
  }),
});

export const logout = defineAction({
  module: 'Login',
  action: 'logout',
  summary: 'Sign out and end this session',
  label: { zh: '退出登录', en: 'Sign out' },
  permission: 'signedIn',
  mutates: true,
  input: empty,
  output: nothing,
});

/** The older name the web shell calls on sign-out (SPEC §7 `loginOut`). */
export const adminLoginOut = defineAction({ ...logout, module: 'Admin', action: 'loginOut' });

export const checkAdminPwd = defineAction({
  module: 'Admin',
  action: 'checkAdminPwd',
  summary: 'Re-enter the password before a sensitive action',
  label: { zh: '再次验证密码', en: 'Re-check password' },
  permission: 'signedIn',
  mutates: true,
  input: z.object({
    password: text({ max: 256, required: 'password_empty' }),
    /**
     * A call of an action that asks every time, as its 405 named it (`data.action`, `data.request`):
     * the re-check serves that call once.
     */
    action: text({ max: 128 }).optional(),
    request: text({ max: 64 }).optional(),
  }),
  output: z.object({ valid_until: z.number().int() }),
});

export const uidInfo = defineAction({
  module: 'CommonHelper',
  action: 'uidInfo',
  summary: "The signed-in admin's account information and quotas",
  label: { zh: '查看账号信息', en: 'View account information' },
  permission: 'signedIn',
  mutates: false,
  input: empty,
  output: z.object({
    uid: z.number().int(),
    username: z.string(),
    role: z.string(),
    role_kind: z.string(),
    area_name: z.string(),
    gift: z.number().int(),
    gift_use: z.number().int(),
    prop: z.number().int(),
    prop_use: z.number().int(),
    gold: z.number().int(),
    gold_use: z.number().int(),
    /** The zone screens and exports show times in (IANA name, the server's `TIME_ZONE`). */
    time_zone: z.string(),
    /** Bytes an uploaded picture may have (the server's IMAGE_UPLOAD_LIMIT_MB): the page refuses a larger one before sending it. */
    image_upload_limit: z.number().int(),
  }),
});
