import { memberTagActions, staffActions } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api/client.ts';
import { toast } from '../../../app/api/notify.ts';
import { useUiLang } from '../../../app/i18n.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { Panel } from '../../../kit/panel.tsx';
import { Select } from '../../../kit/select.tsx';
import { refreshMember } from '../member-queries.ts';
import type { MemberDetail } from './edit-forms.ts';
import type { Confirm } from './links-panel.tsx';

const ROLE_KINDS = staffActions.MEMBER_ROLE_KINDS;

/** In-app roles (promoter, agent, country admin, super admin) and staff tags of a member. */
export function RolesTagsPanel({ member, confirm }: { member: MemberDetail; confirm: Confirm }) {
  const { t } = useTranslation('member');
  const lang = useUiLang();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const tagsId = useId();
  const [tagIds, setTagIds] = useState<number[]>(member.tag_ids);
  const [saving, setSaving] = useState(false);
  useEffect(() => setTagIds(member.tag_ids), [member.tag_ids]);
  const mayTag = mayCall(memberTagActions.setMemberTags);
  const tags = useQuery({
    queryKey: ['userTags', 'usable'],
    queryFn: () => api(memberTagActions.userTagList, { is_on: true, pn: 200 }),
    enabled: mayTag,
    staleTime: 60_000,
  });
  const mayRole = mayCall(staffActions.setMemberRole);

  return (
    <Panel title={t('detail.rolesTags')}>
      <fieldset className="member-detail__roles">
        <legend className="member-detail__subtitle">{t('detail.roles')}</legend>
        <Space wrap>
          {ROLE_KINDS.map((kind) => {
            const on = member.roles.includes(kind);
            return (
              <span key={kind} className="member-detail__role">
                <Switch
                  id={`${tagsId}-role-${kind}`}
                  size="small"
                  checked={on}
                  disabled={!mayRole}
                  onChange={() =>
                    confirm(
                      t('detail.roles'),
                      t(on ? 'detail.roleCancelQuestion' : 'detail.roleSetQuestion', { role: t(`memberRoles.${kind}`) }),
                      async () => {
                        await api(staffActions.setMemberRole, { user_id: member.id, kind, enabled: !on });
                        await refreshMember(queryClient, member.id);
                      },
                    )
                  }
                />
                <label htmlFor={`${tagsId}-role-${kind}`}>{t(`memberRoles.${kind}`)}</label>
              </span>
            );
          })}
        </Space>
      </fieldset>
      <div className="member-detail__tags">
        <label className="member-detail__subtitle" htmlFor={tagsId}>
          {t('fields.tags')}
        </label>
        <Select<number[]>
          id={tagsId}
          mode="multiple"
          className="member-detail__tag-select"
          disabled={!mayTag}
          loading={tags.isLoading}
          value={tagIds}
          onChange={setTagIds}
          optionFilterProp="label"
          options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: lang === 'en' ? tag.name_en : tag.name_zh }))}
        />
        {mayTag && (
          <Button
            loading={saving}
            disabled={tagIds.join(',') === member.tag_ids.join(',')}
            onClick={async () => {
              setSaving(true);
              try {
                await api(memberTagActions.setMemberTags, { user_id: member.id, tag_ids: tagIds });
                toast.success(t('detail.saved'));
                await refreshMember(queryClient, member.id);
              } catch {
                // The client showed why.
              } finally {
                setSaving(false);
              }
            }}
          >
            {t('detail.saveTags')}
          </Button>
        )}
      </div>
    </Panel>
  );
}
