import { z } from 'zod';
import { defineAction } from '../action.ts';
import { ROLE_KINDS } from '../constants.ts';
import { id, int, listInput, listOf, oneOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { special } from '../resource/index.ts';
import { adminAccountLabels, memberRoleLabels } from './staff.labels.ts';

export const adminRow = z.object({
  id: z.number().int(),
  username: z.string(),
  real_name: z.string(),
  role_id: z.number().int(),
  role: z.string(),
  role_kind: z.string(),
  area_id: z.number().int().nullable(),
  area_name: z.string(),
  region_ids: z.array(z.number().int()).nullable(),
  country_ids: z.array(z.number().int()).nullable(),
  status: z.enum(['enabled', 'disabled']),
  must_change_password: z.boolean(),
  gold: z.number().int(),
  gold_use: z.number().int(),
  gift: z.number().int(),
  gift_use: z.number().int(),
  prop: z.number().int(),
  prop_use: z.number().int(),
  created_at: z.number().int(),
});
export type AdminRow = z.infer<typeof adminRow>;

const permission = { menu: MenuIds.adminAccounts };
/** 12+ characters: long beats clever (NIST SP 800-63B). */
const password = () => text({ max: 256, required: 'password_empty' }).pipe(z.string().min(12, { error: 'password_short' }));
const username = () =>
  text({ max: 64, required: 'account_empty' }).pipe(z.string().regex(/^[A-Za-z0-9_.-]{3,64}$/, { error: 'username_invalid' }));
/** Region ids of SPEC §9 start at 0 (English), which `idList` would refuse as an invalid id. */
const regions = () =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[,\s，]+/)
              .filter((part) => part !== '')
              .map(Number)
          : v,
      z
        .array(z.number({ error: 'invalid_choice' }).int({ error: 'invalid_choice' }).min(0, { error: 'invalid_choice' }), {
          error: 'invalid_choice',
        })
        .min(1, { error: 'required' })
        .max(50, { error: 'too_large' }),
    )
    .optional();

export const adminList = defineAction({
  module: 'Admin',
  action: 'adminList',
  summary: 'Search admin accounts (country admins and area managers see only their areas’ staff)',
  label: { zh: '查询管理员', en: 'List admins' },
  permission,
  mutates: false,
  input: listInput({
    username: text({ max: 64 }).optional(),
    real_name: text({ max: 64 }).optional(),
    role_id: id().optional(),
    area_id: id().optional(),
    status: oneOf(['enabled', 'disabled']).optional(),
  }),
  output: listOf(adminRow),
});

export const adminCreate = defineAction({
  module: 'Admin',
  action: 'adminCreate',
  summary: 'Create an admin account with a temporary password it must change at first sign-in',
  label: { zh: '新增管理员', en: 'Create an admin' },
  permission,
  mutates: true,
  sensitive: true,
  // It gives a role, a super admin's too: the password every time (SPEC §6).
  recheckEachTime: true,
  input: z.object({
    username: username(),
    real_name: text({ max: 64 }).optional().default(''),
    password: password(),
    role_id: id(),
    area_id: id().optional(),
    region_ids: regions(),
  }),
  output: adminRow,
});

export const adminUpdate = defineAction({
  module: 'Admin',
  action: 'adminUpdate',
  summary: 'Change an admin’s name, role, operating area or regions (a role change ends their sessions)',
  label: { zh: '编辑管理员', en: 'Edit an admin' },
  permission,
  mutates: true,
  // It changes an admin's role (a super admin's too): the password every time (SPEC §6).
  sensitive: true,
  recheckEachTime: true,
  input: z.object({
    id: id(),
    real_name: text({ max: 64 }).optional(),
    role_id: id().optional(),
    area_id: int({ min: 0 }).optional(),
    region_ids: regions(),
  }),
  output: adminRow,
});

export const ADMIN_STATUSES = ['enabled', 'disabled'] as const;
/** The most of each quota an admin may be given. */
const MAX_QUOTA = 1_000_000_000_000;

/** Enables or disables an admin (a special action: the account is its target, locked while it changes). */
export const adminChangeStatus = special({
  module: 'Admin',
  action: 'adminChangeStatus',
  menu: permission.menu,
  summary: 'Enable or disable an admin (disabling ends their sessions at once)',
  label: { zh: '启用或禁用管理员', en: 'Enable or disable an admin' },
  target: { type: 'admin', field: 'id' },
  fields: { status: { kind: 'enum', values: ADMIN_STATUSES, required: true } },
  labels: adminAccountLabels,
  sensitive: true,
  output: adminRow,
});

/**
 * A special action: the account is its target (locked, and named in the log row even when the call is
 * refused); the password is hashed before the transaction opens, and never logged.
 */
export const adminResetPassword = special({
  module: 'Admin',
  action: 'adminResetPassword',
  menu: permission.menu,
  summary: 'Set a temporary password the admin must change at next sign-in; ends their sessions',
  label: { zh: '重置管理员密码', en: 'Reset an admin’s password' },
  target: { type: 'admin', field: 'id' },
  fields: {
    password: { kind: 'text', max: 256, min: 12, required: true, missing: 'password_empty', mismatch: 'password_short' },
  },
  labels: adminAccountLabels,
  sensitive: true,
  output: adminRow,
});

/** Sets an admin's quotas, each left out kept (a special action: the account is its target, locked while it changes). */
export const adminSetQuota = special({
  module: 'Admin',
  action: 'adminSetQuota',
  menu: permission.menu,
  summary: 'Set an admin’s gold, gift and prop quotas',
  label: { zh: '设置管理员额度', en: 'Set an admin’s quotas' },
  target: { type: 'admin', field: 'id' },
  fields: {
    gold: { kind: 'int', min: 0, max: MAX_QUOTA },
    gift: { kind: 'int', min: 0, max: MAX_QUOTA },
    prop: { kind: 'int', min: 0, max: MAX_QUOTA },
  },
  labels: adminAccountLabels,
  sensitive: true,
  output: adminRow,
});

export const changeOwnPassword = defineAction({
  module: 'Admin',
  action: 'changeOwnPassword',
  summary: 'Change your own password (required after a reset)',
  label: { zh: '修改自己的密码', en: 'Change own password' },
  permission: 'signedIn',
  mutates: true,
  input: z.object({ old_password: text({ max: 256, required: 'password_empty' }), new_password: password() }),
  output: z.null(),
});

export const MEMBER_ROLE_KINDS = ['promoter', 'agent', 'country_admin', 'super_admin'] as const;

/**
 * A member's in-app role set or cancelled (a special action: the member is its target, locked while it
 * changes). It makes app super admins: the password every time (SPEC §6).
 */
export const setMemberRole = special({
  module: 'Member',
  action: 'setMemberRole',
  menu: [MenuIds.memberDetail],
  summary: 'Make a member a promoter, agent, country admin or super admin in the app, or cancel it',
  label: { zh: '设置用户身份', en: 'Set a member’s role' },
  target: { entity: 'member', field: 'user_id' },
  fields: {
    kind: { kind: 'enum', values: MEMBER_ROLE_KINDS, required: true },
    enabled: { kind: 'bool', required: true },
  },
  labels: memberRoleLabels,
  sensitive: true,
  recheckEachTime: true,
  output: z.object({ user_id: z.number().int(), roles: z.array(z.enum(MEMBER_ROLE_KINDS)) }),
});

export { ROLE_KINDS };
