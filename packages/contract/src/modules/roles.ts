import { z } from 'zod';
import { defineAction } from '../action.ts';
import { ROLE_KINDS } from '../constants.ts';
import { bool, id, int, listInput, listOf, oneOf, text } from '../fields.ts';
import { MenuIds } from '../menu.ts';

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(ROLE_KINDS),
  menu_ids: z.array(z.number().int()),
  denied_actions: z.array(z.string()),
  admin_count: z.number().int(),
  updated_at: z.number().int(),
});
export type RoleRow = z.infer<typeof roleRow>;

const permission = { menu: MenuIds.roles };
const idArray = () =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .filter((s) => s.trim() !== '')
            .map((s) => Number(s.trim()))
        : v,
    z.array(z.number({ error: 'invalid_id' }).int({ error: 'invalid_id' })).max(2000, { error: 'too_large' }),
  );
const keyArray = () =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(',')
            .filter((s) => s.trim() !== '')
            .map((s) => s.trim())
        : v,
    z.array(z.string().regex(/^[A-Za-z]+\/[A-Za-z0-9]+$/, { error: 'invalid_choice' })).max(2000, { error: 'too_large' }),
  );

export const roleList = defineAction({
  module: 'Role',
  action: 'roleList',
  summary: 'Roles with their menu and action permissions',
  label: { zh: '查询角色', en: 'List roles' },
  permission,
  mutates: false,
  input: listInput({ name: text({ max: 64 }).optional(), kind: oneOf(ROLE_KINDS).optional() }),
  output: listOf(roleRow),
});

export const roleSave = defineAction({
  module: 'Role',
  action: 'roleSave',
  summary: 'Create a role or change one (with id): its menus and the actions it is denied',
  label: { zh: '保存角色', en: 'Save a role' },
  permission,
  mutates: true,
  sensitive: true,
  // A role change is among the most dangerous: the password every time (SPEC §6).
  recheckEachTime: true,
  input: z.object({
    id: id().optional(),
    name: text({ max: 64 }),
    kind: oneOf(ROLE_KINDS).optional().default('custom'),
    menu_ids: idArray(),
    denied_actions: keyArray().optional().default([]),
  }),
  output: roleRow,
});

export const roleDelete = defineAction({
  module: 'Role',
  action: 'roleDelete',
  summary: 'Delete a custom role no admin holds',
  label: { zh: '删除角色', en: 'Delete a role' },
  permission,
  mutates: true,
  sensitive: true,
  // A role change is among the most dangerous: the password every time (SPEC §6).
  recheckEachTime: true,
  input: z.object({ id: id() }),
  output: z.null(),
});

const menuNode = z.object({
  id: z.union([z.number().int(), z.array(z.number().int())]),
  path: z.string(),
  zh: z.string(),
  en: z.string(),
  hidden: z.boolean(),
});

export const permissionTree = defineAction({
  module: 'Power',
  action: 'permissionTree',
  summary: 'Everything a role can be given: the menu tree (both languages) and each menu’s actions',
  label: { zh: '查看权限树', en: 'View the permission tree' },
  permission,
  mutates: false,
  input: z.object({}),
  output: z.object({
    menus: z.array(menuNode.extend({ children: z.array(menuNode) })),
    actions: z.array(
      z.object({
        key: z.string(),
        summary: z.string(),
        /** What staff read for it, in the caller's language. */
        label: z.string(),
        menu_ids: z.array(z.number().int()),
        mutates: z.boolean(),
        sensitive: z.boolean(),
      }),
    ),
    /** What the caller may grant: their own menus and actions. */
    grantable_menu_ids: z.array(z.number().int()),
  }),
});

export const adminModuleRow = z.object({
  admin_id: z.number().int(),
  username: z.string(),
  role: z.string(),
  module: z.string(),
  action: z.string(),
  enabled: z.boolean(),
});

export const adminModuleList = defineAction({
  module: 'AdminModule',
  action: 'list',
  summary: 'Per-admin action permissions that differ from their role',
  label: { zh: '查询模块权限', en: 'List module permissions' },
  permission: { menu: MenuIds.modulePermissions },
  mutates: false,
  input: listInput({ admin_id: id().optional() }),
  output: listOf(adminModuleRow),
});

export const adminModuleSave = defineAction({
  module: 'AdminModule',
  action: 'save',
  summary: 'Enable or disable one action for one admin, over their role',
  label: { zh: '设置模块权限', en: 'Set a module permission' },
  permission: { menu: MenuIds.modulePermissions },
  mutates: true,
  sensitive: true,
  input: z.object({
    admin_id: id(),
    action_key: keyArray().pipe(z.array(z.string()).length(1, { error: 'invalid_choice' })),
    enabled: bool(),
  }),
  output: adminModuleRow,
});

export const PROP_TYPES = [
  'car',
  'medal',
  'headdress',
  'pretty_number',
  'voucher',
  'bubble',
  'floating_screen',
  'relation_card',
] as const;

export type PropsLimitRowType = (typeof PROP_TYPES)[number];

export const propsLimitRow = z.object({
  admin_id: z.number().int(),
  username: z.string(),
  prop_type: z.enum(PROP_TYPES),
  monthly_limit: z.number().int(),
});

export const propsLimitList = defineAction({
  module: 'PropsLimit',
  action: 'list',
  summary: 'How many props of each type each admin may send per month',
  label: { zh: '查询道具发放限额', en: 'List prop send limits' },
  permission: { menu: MenuIds.propsLimit },
  mutates: false,
  input: listInput({ admin_id: id().optional(), prop_type: oneOf(PROP_TYPES).optional() }),
  output: listOf(propsLimitRow),
});

export const propsLimitSave = defineAction({
  module: 'PropsLimit',
  action: 'save',
  summary: 'Set an admin’s monthly send limit for one prop type',
  label: { zh: '设置道具发放限额', en: 'Set a prop send limit' },
  permission: { menu: MenuIds.propsLimit },
  mutates: true,
  sensitive: true,
  input: z.object({ admin_id: id(), prop_type: oneOf(PROP_TYPES), monthly_limit: int({ min: 0, max: 1_000_000 }) }),
  output: propsLimitRow,
});
