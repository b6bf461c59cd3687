import {
  type ActionOutput,
  applyActions,
  COIN_ISSUE_TYPE_LABELS,
  COMMON_LABELS,
  ledgerActions,
  roleNameIn,
} from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { api } from '../../app/api/client.ts';
import type { FormField } from '../../kit/form/form-types.ts';
import { LazyResourceForm } from '../../kit/form/lazy-form.tsx';
import { formatUnixTime } from '../../kit/format.ts';
import { useMayCall } from '../../kit/list/use-may-call.ts';
import { Panel } from '../../kit/panel.tsx';
import { type ApplyWords, useApplyWords } from './apply-words.ts';
import './apply.css';
import { Select } from '../../kit/select.tsx';

type Setting = ActionOutput<typeof applyActions.applySetting>;
const SETTING_KEY = ['apply-setting'];

/** The issue types a rule names, chosen among all of them by their names. */
function issueTypePicker(words: ApplyWords): FormField['render'] {
  const options = ledgerActions.COIN_ISSUE_TYPES.map((type) => ({
    value: type,
    label: `${type} ${COIN_ISSUE_TYPE_LABELS[words.lang][type]}`,
  }));
  return ({ id, value, onChange }) => (
    <Select
      id={id}
      aria-label={words.setting.issue_types}
      mode="multiple"
      allowClear
      placeholder={COMMON_LABELS[words.lang].choose}
      options={options}
      value={(value as string[] | undefined) ?? []}
      onChange={onChange}
      optionFilterProp="label"
    />
  );
}

function SettingForm({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const words = useApplyWords();
  const queryClient = useQueryClient();
  const { setting: w } = words;
  return (
    <LazyResourceForm
      spec={applyActions.saveApplySetting}
      title={w.title}
      intro={<p>{w.intro}</p>}
      initial={{
        total_over: setting.total_over ?? undefined,
        count_over: setting.count_over ?? undefined,
        issue_types: setting.issue_types,
        approver: setting.approver,
        approver_role_id: setting.approver_role_id ?? undefined,
      }}
      fields={[
        { name: 'total_over', label: w.total_over, kind: 'int', placeholder: w.off },
        { name: 'count_over', label: w.count_over, kind: 'int', placeholder: w.off },
        { name: 'issue_types', label: w.issue_types, kind: 'select', render: issueTypePicker(words) },
        {
          name: 'approver',
          label: w.approver,
          kind: 'radio',
          required: true,
          options: applyActions.APPROVERS.map((approver) => ({ value: approver, label: w.approvers[approver] })),
          help: w.superNote,
        },
        {
          name: 'approver_role_id',
          label: w.approver_role_id,
          kind: 'select',
          options: setting.roles.map((role) => ({ value: role.id, label: roleNameIn(role.name, role.kind, words.lang) })),
        },
      ]}
      onDone={() => void queryClient.invalidateQueries({ queryKey: SETTING_KEY })}
      onClose={onClose}
    />
  );
}

/**
 * Approval settings (menu 14005): which direct grants must be applied for instead (over a total,
 * to more members than a count, of some issue types) and who decides applications.
 */
export function ApplySettingPage() {
  const words = useApplyWords();
  const w = words.setting;
  const mayCall = useMayCall();
  const [editing, setEditing] = useState(false);
  const setting = useQuery({ queryKey: SETTING_KEY, queryFn: () => api(applyActions.applySetting, {}) });
  const data = setting.data;
  const role = data?.roles.find((candidate) => candidate.id === data.approver_role_id);
  return (
    <div className="apply-setting" data-testid="apply-setting-page">
      <Panel title={w.title}>
        <p>{w.intro}</p>
        {data && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={w.total_over}>{data.total_over?.toLocaleString() ?? w.off}</Descriptions.Item>
            <Descriptions.Item label={w.count_over}>{data.count_over?.toLocaleString() ?? w.off}</Descriptions.Item>
            <Descriptions.Item label={w.issue_types}>
              {data.issue_types.length > 0
                ? data.issue_types.map((type) => `${type} ${COIN_ISSUE_TYPE_LABELS[words.lang][type]}`).join(', ')
                : w.none}
            </Descriptions.Item>
            <Descriptions.Item label={w.approver}>
              {data.approver === 'role' && role
                ? `${w.approvers.role}: ${roleNameIn(role.name, role.kind, words.lang)}`
                : w.approvers.leader}
            </Descriptions.Item>
            <Descriptions.Item label={w.updated_at}>
              {data.updated_at > 0 ? formatUnixTime(data.updated_at) : '-'}
            </Descriptions.Item>
          </Descriptions>
        )}
        <p>{w.superNote}</p>
        {data && mayCall(applyActions.saveApplySetting) && (
          <div className="apply-setting__actions">
            <Button type="primary" onClick={() => setEditing(true)}>
              {w.edit}
            </Button>
          </div>
        )}
      </Panel>
      {editing && data && <SettingForm setting={data} onClose={() => setEditing(false)} />}
    </div>
  );
}
