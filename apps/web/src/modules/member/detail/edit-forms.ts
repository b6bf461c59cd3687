import {
  type ActionOutput,
  type ActionSpec,
  type Country,
  type memberActions,
  memberEditActions,
  memberProfileActions,
} from '@console/contract';
import type { TFunction } from 'i18next';
import type { FormField } from '../../../kit/form/form-types.ts';

export type MemberDetail = ActionOutput<typeof memberActions.findMember>;

/** The user page's edit dialogs (issue 6), one per profile call of SPEC §7. */
export const EDIT_FORMS = [
  'nickname',
  'avatar',
  'userNo',
  'country',
  'mobile',
  'email',
  'password',
  'wealthLevel',
  'charmLevel',
  'activityLevel',
  'region',
  'info',
  'authentication',
  'authCheck',
  'svip',
  'gamePrivilege',
] as const;
export type EditForm = (typeof EDIT_FORMS)[number];

/** The edits derived from their special action's declaration (contract `special`): the action and the values it starts from. */
export interface SpecialEdit {
  action: (typeof SPECIAL_ACTIONS)[number];
  values: Record<string, unknown>;
}

const SPECIAL_ACTIONS = [
  memberEditActions.saveNickname,
  memberEditActions.saveAvatar,
  memberEditActions.saveMobile,
  memberEditActions.saveEmail,
  memberEditActions.saveLevel,
  memberProfileActions.editRegion,
  memberProfileActions.setMemberInfo,
  memberProfileActions.saveAuthenticateInfo,
  memberProfileActions.checkAuthenticate,
  memberProfileActions.subVipSet,
  memberProfileActions.savePassword,
] as const;

const LEVEL_TYPES = { wealthLevel: 'wealth', charmLevel: 'charm', activityLevel: 'activity' } as const;

/** The edit `form` of `member` when a declared special action makes it, else null (its dialog is written by hand). */
export function specialEdit(form: EditForm, member: MemberDetail): SpecialEdit | null {
  const e = memberEditActions;
  const p = memberProfileActions;
  switch (form) {
    case 'nickname':
      return { action: e.saveNickname, values: { nickname: member.nickname } };
    case 'avatar':
      return { action: e.saveAvatar, values: { avatar: member.avatar } };
    case 'mobile':
      return { action: e.saveMobile, values: { phone_region: member.phone_region, phone: member.phone } };
    case 'email':
      return { action: e.saveEmail, values: { email: member.email } };
    case 'wealthLevel':
    case 'charmLevel':
    case 'activityLevel': {
      // One dialog for the three levels, starting on the level whose pencil opened it: always starting on
      // the wealth level meant a charm or activity edit saved over the wealth level unless the type was changed by hand.
      const type = LEVEL_TYPES[form];
      return { action: e.saveLevel, values: { level_type: type, level: member[`${type}_level`] } };
    }
    case 'region':
      return { action: p.editRegion, values: { region_id: member.region_id } };
    case 'info': {
      const { gender, birthday, province, hobbies, signature } = member;
      return { action: p.setMemberInfo, values: { gender, birthday, province, hobbies, signature } };
    }
    case 'authentication':
      return { action: p.saveAuthenticateInfo, values: {} };
    case 'authCheck':
      return { action: p.checkAuthenticate, values: {} };
    case 'svip':
      return { action: p.subVipSet, values: { svip_level: member.svip_level, days: 30 } };
    case 'password':
      return { action: p.savePassword, values: {} };
    default:
      return null;
  }
}

export interface EditDeclaration {
  spec: ActionSpec;
  title: string;
  fields: FormField[];
  initial: Record<string, unknown>;
}

interface Context {
  t: TFunction<'member'>;
  countries: readonly Country[];
}

/**
 * The dialogs written by hand, where the kit's form lacks the control: a pretty number's id words, a
 * single country picker, and a switch.
 */
export function editDeclaration(form: EditForm, member: MemberDetail, { t, countries }: Context): EditDeclaration | null {
  const f = (name: string, label: string, kind: FormField['kind'], more: Partial<FormField> = {}): FormField => ({
    name,
    label,
    kind,
    ...more,
  });
  switch (form) {
    case 'userNo':
      return {
        spec: memberEditActions.saveUserNo,
        title: t('edit.userNo'),
        fields: [f('user_no', t('fields.userNo'), 'int', { required: true })],
        initial: { user_no: member.user_no },
      };
    case 'country':
      return {
        spec: memberEditActions.saveCountry,
        title: t('edit.country'),
        fields: [
          f('country_id', t('fields.country'), 'select', {
            required: true,
            help: t('edit.countryHint'),
            options: countries.map((country) => ({ value: country.id, label: country.country_name })),
          }),
        ],
        initial: { country_id: member.country_id },
      };
    case 'gamePrivilege':
      return {
        spec: memberProfileActions.gamePrivilegeSet,
        title: t('edit.gamePrivilege'),
        fields: [f('enabled', t('fields.gamePrivilege'), 'switch', { switchLabels: [t('edit.allowed'), t('edit.forbidden')] })],
        initial: { enabled: member.game_privilege },
      };
    default:
      return null;
  }
}
