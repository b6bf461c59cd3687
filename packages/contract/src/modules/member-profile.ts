import { z } from 'zod';
import { defineAction } from '../action.ts';
import { bool, id } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import { changed, profileEdit } from './member-edit.ts';

/**
 * The rest of the user page's profile calls (SPEC §7 /api/Member/): free profile fields, password,
 * region, real-name authentication, SVIP, game privileges and third-party login bindings.
 */
const permission = { menu: [MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;

function memberAction<S extends z.ZodRawShape, O extends z.ZodType>(
  action: string,
  summary: string,
  label: { zh: string; en: string },
  shape: S,
  output: O,
  opts: { mutates: boolean; sensitive?: boolean },
) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: opts.mutates,
    sensitive: opts.sensitive ?? false,
    scope: target,
    input: z.object({ user_id: id(), ...shape }),
    output,
  });
}

export const GENDERS = [0, 1, 2] as const;

export const setMemberInfo = profileEdit(
  'setMemberInfo',
  'Change a member’s gender, birthday, province, hobbies or signature',
  { zh: '修改资料', en: 'Change profile' },
  {
    gender: { kind: 'enum', values: ['0', '1', '2'] },
    birthday: { kind: 'text', pattern: '\\d{4}-\\d{2}-\\d{2}', mismatch: 'invalid_date' },
    province: { kind: 'text', max: 64 },
    hobbies: { kind: 'text', max: 255 },
    signature: { kind: 'longText', max: 200 },
  },
);

/** Hashed before the transaction opens (the server's `prepare` step); the password itself is never logged. */
export const savePassword = profileEdit(
  'savePassword',
  'Set a member’s login password',
  { zh: '设置登录密码', en: 'Set login password' },
  {
    password: { kind: 'text', max: 32, min: 6, required: true, missing: 'password_empty', mismatch: 'member_password_short' },
  },
  { sensitive: true, output: z.object({ user_id: z.number().int() }) },
);

export const editRegion = profileEdit(
  'editRegion',
  'Move a member to another region without changing the country',
  { zh: '修改区域', en: 'Change region' },
  { region_id: { kind: 'region', required: true } },
  { sensitive: true },
);

export const AUTHENTICATION_STATES = ['none', 'pending', 'passed', 'rejected'] as const;

export const authenticationInfo = z.object({
  user_id: z.number().int(),
  real_name: z.string(),
  /** Only the last four characters; the full number is never sent to the console. */
  id_number_tail: z.string(),
  state: z.enum(AUTHENTICATION_STATES),
  reject_reason: z.string(),
  updated_at: z.number().int(),
  updated_by_name: z.string(),
});

export const authenticateInfo = memberAction(
  'authenticateInfo',
  'A member’s real-name authentication',
  { zh: '查看实名认证', en: 'View real-name authentication' },
  {},
  authenticationInfo,
  {
    mutates: false,
  },
);

export const saveAuthenticateInfo = profileEdit(
  'saveAuthenticateInfo',
  'Enter a member’s real-name authentication on their behalf (it then waits for review)',
  { zh: '录入实名认证', en: 'Enter real-name authentication' },
  {
    real_name: { kind: 'text', max: 64, required: true },
    id_number: { kind: 'text', pattern: '[0-9A-Za-z-]{4,32}', required: true },
  },
  { sensitive: true, output: authenticationInfo },
);

/** A rejection needs its reason: the handler's rule, with its own words under the field. */
export const checkAuthenticate = profileEdit(
  'checkAuthenticate',
  'Pass or reject a member’s pending real-name authentication',
  { zh: '审核实名认证', en: 'Review real-name authentication' },
  { pass: { kind: 'bool', required: true }, reason: { kind: 'longText', max: 200 } },
  { output: authenticationInfo },
);

export const SVIP_MAX_LEVEL = 10;

/** Level 0 takes SVIP away; any other needs its days (the handler's rule, with its own words). */
export const subVipSet = profileEdit(
  'subVipSet',
  'Give a member an SVIP level for some days, or take it away (level 0)',
  { zh: '设置SVIP', en: 'Set SVIP' },
  {
    svip_level: { kind: 'int', min: 0, max: SVIP_MAX_LEVEL, required: true },
    days: { kind: 'int', min: 1, max: 3650 },
  },
  { sensitive: true },
);

export const gameLevelInfo = memberAction(
  'gameLevelInfo',
  'A member’s game level and whether they may play games',
  { zh: '查看游戏等级', en: 'View game level' },
  {},
  z.object({ user_id: z.number().int(), game_level: z.number().int(), game_privilege: z.boolean() }),
  { mutates: false },
);

export const gamePrivilegeSet = memberAction(
  'gamePrivilegeSet',
  'Allow or forbid a member to play games',
  { zh: '设置游戏权限', en: 'Set game permission' },
  { enabled: bool() },
  changed,
  { mutates: true },
);

export const LOGIN_CHANNELS = ['google', 'facebook', 'apple', 'twitter', 'huawei'] as const;

export const userUnbind = profileEdit(
  'userUnbind',
  'Unbind a third-party login (Google, Facebook, Apple…) from a member',
  { zh: '解绑第三方登录', en: 'Unbind a third-party login' },
  { channel: { kind: 'enum', values: LOGIN_CHANNELS, required: true } },
  { sensitive: true },
);
