import { developerActions } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Tag } from 'antd';
import { api } from '../../app/api/client.ts';
import { useUiLang } from '../../app/i18n.ts';
import { EMPTY_VALUE, formatUnixTime } from '../../kit/format.ts';
import { Table } from '../../kit/table.tsx';
import { useCountries } from '../../kit/use-countries.ts';
import { useDeveloperWords } from './developer-words.ts';

const { findMember, registrationLabels } = developerActions;

/** One member's registration, the accounts sharing its device and address, blocks, and recent sign-ins (Developer findMember). */
export function MemberLookup(props: { memberId: number; onClose: () => void }) {
  const words = useDeveloperWords();
  const lang = useUiLang();
  const fields = registrationLabels[lang].fields;
  const channels = registrationLabels[lang].values.channel;
  const countries = useCountries().data ?? [];
  const countryName = (id: number) => countries.find((country) => country.id === id)?.country_name ?? String(id);
  const found = useQuery({
    queryKey: ['developerFindMember', props.memberId],
    queryFn: () => api(findMember, { member_id: props.memberId }),
  });
  const member = found.data;
  const registration = member?.registration;
  return (
    <Modal open title={words.memberTitle} footer={null} width={760} onCancel={props.onClose} data-testid="developer-member">
      {member && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={registrationLabels[lang].fields.member_id}>{member.member_id}</Descriptions.Item>
            <Descriptions.Item label={registrationLabels[lang].fields.nickname}>{member.nickname}</Descriptions.Item>
            <Descriptions.Item label={fields.device_id}>
              {registration ? `${registration.device_id} (${registration.device_accounts})` : EMPTY_VALUE}
              {member.device_blacklisted && <Tag color="error">{words.blacklistedDevice}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={fields.register_ip}>
              {registration ? `${registration.register_ip} (${registration.ip_accounts})` : EMPTY_VALUE}
              {member.ip_blacklisted && <Tag color="error">{words.blacklistedIp}</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label={fields.channel}>
              {registration ? channels[registration.channel] : EMPTY_VALUE}
            </Descriptions.Item>
            <Descriptions.Item label={fields.registered_at}>
              {registration ? formatUnixTime(registration.registered_at) : words.noRegistration}
            </Descriptions.Item>
          </Descriptions>
          {member.ludo_barred && <Tag color="error">{words.ludoBarred}</Tag>}
          <h4>{words.loginList}</h4>
          <Table
            size="small"
            rowKey={(row) => `${row.login_at}-${row.ip}`}
            pagination={false}
            dataSource={member.logins}
            columns={[
              { key: 'at', title: words.loginAt, render: (_, row) => formatUnixTime(row.login_at) },
              { key: 'ip', title: fields.register_ip, dataIndex: 'ip' },
              { key: 'country', title: fields.country_id, render: (_, row) => countryName(row.country_id) },
              { key: 'device', title: fields.device_id, dataIndex: 'device_id' },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
