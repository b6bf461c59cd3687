import {
  type ActionOutput,
  type ActionSpec,
  type Country,
  type memberActions,
  memberEditActions,
  memberProfileActions,
  REGIONS,
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

export interface EditDeclaration {
  spec: ActionSpec;
  title: string;
  fields: FormField[];
  initial: Record<string, unknown>;
}

interface Context {
  t: TFunction<'member'>;
  lang: 'zh-cn' | 'en';
  countries: readonly Country[];
}

const GENDERS = [0, 1, 2] as const;

const LEVEL_TYPES = { wealthLevel: 'wealth', charmLevel: 'charm', activityLevel: 'activity' } as const;

/** What each edit dialog sends, shows and starts from. Values are checked with the action's own schema. */
export function editDeclaration(form: EditForm, member: MemberDetail, { t, lang, countries }: Context): EditDeclaration {
  const f = (name: string, label: string, kind: FormField['kind'], more: Partial<FormField> = {}): FormField => ({
    name,
    label,
    kind,
    ...more,
  });
  switch (form) {
    case 'nickname':
      return {
        spec: memberEditActions.saveNickname,
        title: t('edit.nickname'),
        fields: [f('nickname', t('fields.nickname'), 'text', { maxLength: 30, required: true })],
        initial: { nickname: member.nickname },
      };
    case 'avatar':
      return {
        spec: memberEditActions.saveAvatar,
        title: t('edit.avatar'),
        fields: [f('avatar', t('fields.avatar'), 'image', { required: true, help: t('moderation.imageRules') })],
        initial: { avatar: member.avatar },
      };
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
    case 'mobile':
      return {
        spec: memberEditActions.saveMobile,
        title: t('edit.mobile'),
        fields: [
          f('phone_region', t('fields.phoneRegion'), 'text', { required: true, placeholder: '+966', maxLength: 8 }),
          f('phone', t('fields.phone'), 'text', { required: true, maxLength: 32 }),
        ],
        initial: { phone_region: member.phone_region, phone: member.phone },
      };
    case 'email':
      return {
        spec: memberEditActions.saveEmail,
        title: t('edit.email'),
        fields: [f('email', t('fields.email'), 'text', { required: true, maxLength: 128 })],
        initial: { email: member.email },
      };
    case 'password':
      return {
        spec: memberProfileActions.savePassword,
        title: t('edit.password'),
        fields: [f('password', t('fields.password'), 'text', { required: true, maxLength: 32, help: t('edit.passwordHint') })],
        initial: {},
      };
    case 'wealthLevel':
    case 'charmLevel':
    case 'activityLevel': {
      // One dialog for the three levels, starting on the level whose pencil opened it: always starting on
      // the wealth level meant a charm or activity edit saved over the wealth level unless the type was changed by hand.
      const type = LEVEL_TYPES[form];
      return {
        spec: memberEditActions.saveLevel,
        title: t('edit.level'),
        fields: [
          f('level_type', t('edit.levelType'), 'radio', {
            required: true,
            options: [
              { value: 'wealth', label: t('fields.wealthLevel') },
              { value: 'charm', label: t('fields.charmLevel') },
              { value: 'activity', label: t('fields.activityLevel') },
            ],
          }),
          f('level', t('edit.level'), 'int', { required: true, help: '0 – 200' }),
        ],
        initial: { level_type: type, level: member[`${type}_level`] },
      };
    }
    case 'region':
      return {
        spec: memberProfileActions.editRegion,
        title: t('edit.region'),
        fields: [
          f('region_id', t('fields.region'), 'select', {
            required: true,
            options: REGIONS.map((region) => ({ value: region.id, label: lang === 'en' ? region.en : region.zh })),
          }),
        ],
        initial: { region_id: member.region_id },
      };
    case 'info':
      return {
        spec: memberProfileActions.setMemberInfo,
        title: t('edit.info'),
        fields: [
          f('gender', t('fields.gender'), 'radio', {
            options: GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) })),
          }),
          f('birthday', t('fields.birthday'), 'text', { placeholder: 'YYYY-MM-DD', maxLength: 10 }),
          f('province', t('fields.province'), 'text', { maxLength: 64 }),
          f('hobbies', t('fields.hobbies'), 'text', { maxLength: 255 }),
          f('signature', t('fields.signature'), 'textarea', { maxLength: 200 }),
        ],
        initial: {
          gender: member.gender,
          birthday: member.birthday,
          province: member.province,
          hobbies: member.hobbies,
          signature: member.signature,
        },
      };
    case 'authentication':
      return {
        spec: memberProfileActions.saveAuthenticateInfo,
        title: t('edit.authentication'),
        fields: [
          f('real_name', t('auth.realName'), 'text', { required: true, maxLength: 64 }),
          f('id_number', t('auth.idNumber'), 'text', { required: true, maxLength: 32 }),
        ],
        initial: {},
      };
    case 'authCheck':
      return {
        spec: memberProfileActions.checkAuthenticate,
        title: t('edit.authCheck'),
        fields: [
          f('pass', t('auth.decision'), 'radio', {
            required: true,
            options: [
              { value: 1, label: t('auth.pass') },
              { value: 0, label: t('auth.reject') },
            ],
          }),
          f('reason', t('auth.rejectReason'), 'textarea', { maxLength: 200, help: t('auth.rejectHint') }),
        ],
        initial: {},
      };
    case 'svip':
      return {
        spec: memberProfileActions.subVipSet,
        title: t('edit.svip'),
        fields: [
          f('svip_level', t('fields.svip'), 'int', { required: true, help: t('edit.svipHint') }),
          f('days', t('edit.svipDays'), 'int'),
        ],
        initial: { svip_level: member.svip_level, days: 30 },
      };
    case 'gamePrivilege':
      return {
        spec: memberProfileActions.gamePrivilegeSet,
        title: t('edit.gamePrivilege'),
        fields: [f('enabled', t('fields.gamePrivilege'), 'switch', { switchLabels: [t('edit.allowed'), t('edit.forbidden')] })],
        initial: { enabled: member.game_privilege },
      };
  }
}
