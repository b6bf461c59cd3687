import { z } from 'zod';
import { defineAction } from '../action.ts';
import { id, int, oneOf, text, uploadedFile } from '../fields.ts';
import { MenuIds } from '../menu.ts';

const permission = { menu: [MenuIds.memberDetail] };
const target = { target: 'member', idField: 'user_id' } as const;
const changed = z.object({ user_id: z.number().int(), field: z.string(), before: z.unknown(), after: z.unknown() });

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

/** One action per profile field, as SPEC §7 names them; each answers the value before and after. */
export const saveNickname = edit(
  'saveNickname',
  'Change a member’s nickname',
  { zh: '修改昵称', en: 'Change nickname' },
  {
    nickname: text({ max: 30, required: 'required' }),
  },
);
export const saveAvatar = edit(
  'saveAvatar',
  'Change a member’s avatar to an uploaded image',
  { zh: '修改头像', en: 'Change avatar' },
  {
    avatar: uploadedFile(),
  },
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
export const saveMobile = edit(
  'saveMobile',
  'Change a member’s phone number',
  { zh: '修改手机号', en: 'Change phone number' },
  {
    phone_region: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: 'required' }).regex(/^\+?\d{1,4}$/, { error: 'invalid_choice' }),
    ),
    phone: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string({ error: 'required' }).regex(/^\d{5,15}$/, { error: 'invalid_choice' }),
    ),
  },
);
export const saveEmail = edit(
  'saveEmail',
  'Change a member’s email',
  { zh: '修改邮箱', en: 'Change email' },
  {
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.email({ error: 'invalid_choice' }).max(128, { error: 'too_long' }),
    ),
  },
);
export const saveLevel = edit(
  'saveLevel',
  'Set a member’s wealth, charm or activity level',
  { zh: '修改等级', en: 'Set level' },
  {
    level_type: oneOf(['wealth', 'charm', 'activity']),
    level: int({ min: 0, max: 200 }),
  },
  true,
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
