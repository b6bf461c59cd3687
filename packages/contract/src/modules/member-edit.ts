import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id } from '../fields.ts';
import { MenuIds } from '../menu.ts';
import type { Fields } from '../resource/fields.ts';
import type { LabelsFor, ModuleLabels } from '../resource/labels.ts';
import { special } from '../resource/special.ts';
import { memberProfileLabels } from './member-profile.labels.ts';

const permission = { menu: [MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;
/** What a profile edit answers: the fields it changed, before and after. */
export const changed = z.object({ user_id: z.number().int(), field: z.string(), before: z.unknown(), after: z.unknown() });

function edit<S extends z.ZodRawShape>(
  action: string,
  summary: string,
  label: { zh: string; en: string },
  shape: S,
  sensitive = false,
) {
  return defineAction({
    module: 'Member',
    action,
    summary,
    label,
    permission,
    mutates: true,
    sensitive,
    scope: target,
    input: z.object({ user_id: id(), ...shape }),
    output: changed,
  });
}

/** A profile edit of one member on the user page (a special action): its inputs declared as fields, the member locked. */
export function profileEdit<const F extends Fields, O extends z.ZodType = typeof changed>(
  action: string,
  summary: string,
  label: { zh: string; en: string },
  fields: F,
  { sensitive = false, output }: { sensitive?: boolean; output?: O } = {},
) {
  return special({
    module: 'Member',
    action,
    summary,
    label,
    menu: MenuIds.memberDetail,
    target: { entity: 'member', field: 'user_id' },
    fields,
    // One set of words for all the page's edits: the generated label test checks each edit's fields have theirs.
    labels: memberProfileLabels as ModuleLabels as LabelsFor<F>,
    sensitive,
    output: (output ?? changed) as O,
  });
}

/** One action per profile field, as SPEC §7 names them; each answers the value before and after. */
export const saveNickname = profileEdit(
  'saveNickname',
  'Change a member’s nickname',
  { zh: '修改昵称', en: 'Change nickname' },
  {
    nickname: { kind: 'text', max: 30, required: true },
  },
);
export const saveAvatar = profileEdit(
  'saveAvatar',
  'Change a member’s avatar to an uploaded image',
  { zh: '修改头像', en: 'Change avatar' },
  { avatar: { kind: 'image', required: true } },
);
export const saveUserNo = edit(
  'saveUserNo',
  'Give a member another pretty number',
  { zh: '修改靓号', en: 'Change pretty number' },
  { user_no: id() },
  true,
);
export const saveCountry = edit(
  'saveCountry',
  'Move a member to another country (their region follows)',
  { zh: '修改国家', en: 'Change country' },
  { country_id: id() },
  true,
);
export const saveMobile = profileEdit(
  'saveMobile',
  'Change a member’s phone number',
  { zh: '修改手机号', en: 'Change phone number' },
  {
    phone_region: { kind: 'text', pattern: '\\+?\\d{1,4}', required: true },
    phone: { kind: 'text', pattern: '\\d{5,15}', required: true },
  },
);
export const saveEmail = profileEdit(
  'saveEmail',
  'Change a member’s email',
  { zh: '修改邮箱', en: 'Change email' },
  {
    email: { kind: 'text', pattern: '[^\\s@]+@[^\\s@]+\\.[^\\s@]+', max: 128, required: true },
  },
);
export const saveLevel = profileEdit(
  'saveLevel',
  'Set a member’s wealth, charm or activity level',
  { zh: '修改等级', en: 'Set level' },
  {
    level_type: { kind: 'enum', values: ['wealth', 'charm', 'activity'], required: true },
    level: { kind: 'int', min: 0, max: 200, required: true },
  },
  { sensitive: true },
);
export const resetUserInfo = edit(
  'resetUserInfo',
  'Reset a member’s nickname, avatar and signature to defaults',
  { zh: '重置资料', en: 'Reset profile' },
  {
    fields: z.preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(',')
              .map((s) => s.trim())
              .filter((s) => s !== '')
          : v,
      z.array(z.enum(['nickname', 'avatar', 'signature'], { error: 'invalid_choice' })).min(1, { error: 'required' }),
    ),
  },
);
