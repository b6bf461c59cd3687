import { memberEditActions, memberProfileActions, REGIONS, translate } from '@console/contract';
import { useTranslation } from 'react-i18next';
import { currentWireLang, localName, useUiLang } from '../../../app/i18n.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { Panel } from '../../../kit/panel.tsx';
import { useCountries } from '../../../kit/use-countries.ts';
import { genderLabel, StateLabel } from '../member-tags.tsx';
import { DetailItems } from './detail-items.tsx';
import type { EditForm, MemberDetail } from './edit-forms.ts';

interface Props {
  member: MemberDetail;
  onEdit: (form: EditForm) => void;
}

const time = (seconds: number | null) => (seconds ? formatUnixTime(seconds) : '');

/** SPEC §3 Member: who they are and how to reach them. */
export function ProfilePanel({ member, onEdit }: Props) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const countries = useCountries();
  const country = countries.data?.find((one) => one.id === member.country_id);
  const region = REGIONS.find((one) => one.id === member.region_id);
  const e = memberEditActions;
  const p = memberProfileActions;
  const blockedUntil = member.avatar_blocked_until ? formatUnixTime(member.avatar_blocked_until) : null;
  return (
    <Panel title={t('detail.profile')}>
      <DetailItems
        onEdit={onEdit}
        items={[
          { key: 'id', label: t('fields.id'), value: member.id },
          { key: 'user_no', label: t('fields.userNo'), value: member.user_no, edit: { form: 'userNo', spec: e.saveUserNo } },
          {
            key: 'nickname',
            label: t('fields.nickname'),
            value: member.nickname,
            edit: { form: 'nickname', spec: e.saveNickname },
          },
          {
            key: 'avatar',
            label: t('fields.avatar'),
            value: (
              <>
                {member.avatar && <img className="member-detail__avatar" src={member.avatar} alt={t('fields.avatar')} />}
                {blockedUntil && (
                  <div data-testid="avatar-blocked">
                    {translate('avatar_blocked', currentWireLang(), { until: blockedUntil })}
                  </div>
                )}
              </>
            ),
            // A reset avatar may not change for 30 days (SPEC §9): no change is offered meanwhile.
            edit: blockedUntil ? undefined : { form: 'avatar', spec: e.saveAvatar },
          },
          {
            key: 'gender',
            label: t('fields.gender'),
            value: genderLabel(member.gender, t),
            edit: { form: 'info', spec: p.setMemberInfo },
          },
          { key: 'birthday', label: t('fields.birthday'), value: member.birthday, edit: { form: 'info', spec: p.setMemberInfo } },
          {
            key: 'country',
            label: t('fields.country'),
            value: country?.country_name ?? member.country_id,
            edit: { form: 'country', spec: e.saveCountry },
          },
          {
            key: 'region',
            label: t('fields.region'),
            value: region ? localName(region, lang) : member.region_id,
            edit: { form: 'region', spec: p.editRegion },
          },
          { key: 'province', label: t('fields.province'), value: member.province, edit: { form: 'info', spec: p.setMemberInfo } },
          {
            key: 'phone',
            label: t('fields.phone'),
            value: member.phone ? `${member.phone_region} ${member.phone}` : '',
            edit: { form: 'mobile', spec: e.saveMobile },
          },
          { key: 'email', label: t('fields.email'), value: member.email, edit: { form: 'email', spec: e.saveEmail } },
          {
            key: 'password',
            label: t('fields.password'),
            value: member.has_password ? t('detail.passwordSet') : t('detail.passwordNone'),
            edit: { form: 'password', spec: p.savePassword },
          },
          { key: 'hobbies', label: t('fields.hobbies'), value: member.hobbies, edit: { form: 'info', spec: p.setMemberInfo } },
          {
            key: 'signature',
            label: t('fields.signature'),
            value: member.signature,
            wide: true,
            edit: { form: 'info', spec: p.setMemberInfo },
          },
        ]}
      />
    </Panel>
  );
}

/** Levels, balances (read-only), privileges and the account's history. */
export function AccountPanel({ member, onEdit }: Props) {
  const { t } = useTranslation('member');
  const p = memberProfileActions;
  const level = (form: 'wealthLevel' | 'charmLevel' | 'activityLevel') => ({ form, spec: memberEditActions.saveLevel });
  const authForm: EditForm = member.authentication_state === 'pending' ? 'authCheck' : 'authentication';
  const authSpec = authForm === 'authCheck' ? p.checkAuthenticate : p.saveAuthenticateInfo;
  const authState = member.authentication_state as 'none' | 'pending' | 'passed' | 'rejected';
  return (
    <Panel title={t('detail.account')}>
      <DetailItems
        onEdit={onEdit}
        items={[
          { key: 'wealth_level', label: t('fields.wealthLevel'), value: member.wealth_level, edit: level('wealthLevel') },
          { key: 'charm_level', label: t('fields.charmLevel'), value: member.charm_level, edit: level('charmLevel') },
          { key: 'activity_level', label: t('fields.activityLevel'), value: member.activity_level, edit: level('activityLevel') },
          { key: 'gold', label: t('fields.gold'), value: member.gold.toLocaleString() },
          { key: 'diamond', label: t('fields.diamond'), value: member.diamond.toLocaleString() },
          { key: 'bean', label: t('ledger.bean'), value: member.bean.toLocaleString() },
          {
            key: 'svip',
            label: t('fields.svip'),
            value:
              member.svip_level > 0
                ? `SVIP ${member.svip_level}${member.svip_expires_at ? ` (${t('detail.until', { time: time(member.svip_expires_at) })})` : ''}`
                : t('detail.none'),
            edit: { form: 'svip', spec: p.subVipSet },
          },
          { key: 'game_level', label: t('fields.gameLevel'), value: member.game_level },
          {
            key: 'game_privilege',
            label: t('fields.gamePrivilege'),
            value: member.game_privilege ? t('edit.allowed') : t('edit.forbidden'),
            edit: { form: 'gamePrivilege', spec: p.gamePrivilegeSet },
          },
          {
            key: 'authentication',
            label: t('fields.authentication'),
            value: t(`auth.states.${authState}`, { defaultValue: member.authentication_state }),
            edit: { form: authForm, spec: authSpec },
          },
          { key: 'register_time', label: t('fields.registerTime'), value: time(member.register_time) },
          { key: 'register_ip', label: t('fields.registerIp'), value: member.register_ip },
          { key: 'device', label: t('fields.device'), value: <code>{member.device_id}</code> },
          { key: 'last_login', label: t('fields.lastLogin'), value: time(member.last_login_time) },
          { key: 'ban_count', label: t('fields.banCount'), value: member.ban_count },
          {
            key: 'frozen',
            label: t('fields.frozen'),
            value: member.frozen ? <StateLabel tone="blue">{t('statuses.frozen')}</StateLabel> : t('detail.notFrozen'),
          },
        ]}
      />
    </Panel>
  );
}
