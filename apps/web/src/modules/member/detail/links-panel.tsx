import { memberProfileActions } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api/client.ts';
import { formatUnixTime } from '../../../kit/format.ts';
import { useMayCall } from '../../../kit/list/use-may-call.ts';
import { Panel } from '../../../kit/panel.tsx';
import { memberDetailPath } from '../member-paths.ts';
import { refreshMember } from '../member-queries.ts';
import type { MemberDetail } from './edit-forms.ts';

export type Confirm = (title: string, question: string, run: () => Promise<unknown>) => void;

type Channel = (typeof memberProfileActions.LOGIN_CHANNELS)[number];

/** A few rows, as a plain table: antd's Table stays out of the user page's first load. */
function PlainTable({ caption, head, rows, empty }: { caption: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  return (
    <table className="member-plain-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} scope="col">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={head.length} className="member-plain-table__empty">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((cells, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the member's, in the server's fixed order.
            <tr key={index}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed header.
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

/** Third-party logins (with unbind) and CP relations. */
export function LinksPanel({ member, confirm }: { member: MemberDetail; confirm: Confirm }) {
  const { t } = useTranslation('member');
  const mayCall = useMayCall();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayUnbind = mayCall(memberProfileActions.userUnbind);
  const unbind = (channel: string) =>
    confirm(t('detail.unbind'), t('detail.unbindQuestion', { channel }), async () => {
      await api(memberProfileActions.userUnbind, { user_id: member.id, channel: channel as Channel });
      await refreshMember(queryClient, member.id);
    });
  return (
    <Panel title={t('detail.links')}>
      <div className="member-detail__pair">
        <PlainTable
          caption={t('fields.bindings')}
          empty={t('detail.none')}
          head={[t('detail.channel'), t('detail.externalId'), t('detail.boundAt'), ...(mayUnbind ? [t('detail.actions')] : [])]}
          rows={member.bindings.map((binding) => [
            binding.channel,
            binding.external_id,
            formatUnixTime(binding.bound_at),
            ...(mayUnbind
              ? [
                  <Button key="unbind" type="link" size="small" danger onClick={() => unbind(binding.channel)}>
                    {t('detail.unbind')}
                  </Button>,
                ]
              : []),
          ])}
        />
        <PlainTable
          caption={t('fields.relations')}
          empty={t('detail.none')}
          head={[t('detail.relationKind'), t('detail.partner'), t('detail.since')]}
          rows={member.relations.map((relation) => [
            relation.kind.toUpperCase(),
            <Button key="partner" type="link" size="small" onClick={() => navigate(memberDetailPath(relation.partner_id))}>
              {`${relation.partner_nickname} (${relation.partner_no})`}
            </Button>,
            formatUnixTime(relation.since),
          ])}
        />
      </div>
    </Panel>
  );
}
